package hclfile

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
)

// MaxTokens bounds the tokens of one file, counted roughly before the lexer
// runs (see RoughTokens): hclsyntax keeps about 1.3 KB per token while it
// lexes and parses, so a 4 MiB list literal `[1,1,1,…]` (4 million tokens)
// cost 1.7 GiB and 7 s. The largest file of the embedded catalog has
// 6,300 tokens; a file of MaxPartsPerFile small parts has 300,000. A file
// at the limit costs about 1.3 GB of allocation and a second or two, and
// the check package runs such files one at a time (see BytesPerToken).
const MaxTokens = 1_000_000

// MaxTemplateParts bounds the lines of one heredoc, and MaxFileTemplateParts
// those of all the heredocs of a file: hclsyntax's heredoc parsing is
// quadratic in them (200,000 heredoc lines took 32 s). A description or
// note of a thousand lines is already absurd. (The parts of a quoted
// template are bounded by MaxExpressionWeight: each interpolation weighs.)
const (
	MaxTemplateParts     = 1000
	MaxFileTemplateParts = 20_000
)

// BytesPerToken is the memory hclsyntax needs per token while it lexes and
// parses (measured: 4.2 million tokens, 2.2 GB lexing plus 3.3 GB parsing,
// allocated; about half is live at the peak). The check package weighs
// files by it to bound the memory of a parallel run.
const BytesPerToken = 1300

// RoughTokens counts, in one pass over the bytes without allocating, an
// upper estimate of the tokens the HCL lexer would make: every punctuation
// byte and every run of other non-blank bytes counts one. Words inside
// strings count one each, so the estimate runs high for prose, never low
// for code.
func RoughTokens(src []byte) int {
	n := 0
	inWord := false
	for _, c := range src {
		switch c {
		case ' ', '\t', '\r':
			inWord = false
		case '\n', ',', '[', ']', '(', ')', '{', '}', '=', '<', '>', '!', '?', ':', '+', '-', '*', '/', '%', '&', '|', '.', '"', '$', '#':
			n++
			inWord = false
		default:
			if !inWord {
				n++
				inWord = true
			}
		}
	}
	return n
}

func tooManyTokens(name string, n int, at func(int) *hcl.Range) *hcl.Diagnostic {
	return &hcl.Diagnostic{Severity: hcl.DiagError,
		Summary: fmt.Sprintf("%s has about %d tokens; rigcheck reads files of at most %d tokens", name, n, MaxTokens),
		Detail:  "Split the file into smaller ones, or shorten its lists.", Subject: at(1)}
}

func tooManyTemplateParts(name string, line, limit int, file bool, at func(int) *hcl.Range) *hcl.Diagnostic {
	what := fmt.Sprintf("a heredoc of more than %d lines (the limit for one heredoc)", limit)
	if file {
		what = fmt.Sprintf("more than %d heredoc lines in all (the limit for one file)", limit)
	}
	return &hcl.Diagnostic{Severity: hcl.DiagError,
		Summary: fmt.Sprintf("%s has %s", name, what),
		Detail:  "Shorten the text: descriptions and notes are a few lines.", Subject: at(line)}
}

// withinLimits reports, in one pass over the bytes and without lexing,
// whether src is certain to pass CheckLimits' lexer pass, so that a small
// file is lexed once (by the parser) instead of twice. Every token that
// opens a level or weighs (brackets, quotes, template sequences, operators)
// holds at least one byte of the set counted here, and a closed level adds
// at most the weight of the tokens inside it plus its closing token, so
// the weight CheckLimits computes never exceeds one plus the count of those
// bytes, and the nesting never exceeds the count of opening bytes. A
// heredoc (`<<`) closes on a word, not a counted byte, and is bounded by
// its lines, so any `<<` takes the lexer pass; so does anything close to a
// limit.
func withinLimits(src []byte) bool {
	weigh, open := 0, 0
	prevLT := false
	for _, c := range src {
		switch c {
		case '{', '[', '(', '"':
			weigh++
			open++
		case '<':
			if prevLT {
				return false
			}
			weigh++
			open++
		case '}', ']', ')', '+', '-', '*', '/', '%', '=', '>', '!', '&', '|', '.', '?', ':':
			weigh++
		}
		prevLT = c == '<'
	}
	return weigh+1 <= MaxExpressionWeight && open <= MaxNesting
}
