package hclfile

import (
	"bytes"
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

// withinLimits reports, in one pass over the bytes that allocates nothing,
// whether src is certain to pass CheckLimits' lexer pass, so that a file
// is lexed once (by the parser) instead of twice. It runs checkTokens'
// bookkeeping (frames, their weight, the resets at commas and at newlines
// directly inside braces) on a coarser split of the bytes than the lexer's:
// brackets, quoted strings and comments are found as the lexer finds them,
// and every byte of an operator, dot, `?`, `:` or `=` weighs one, so each
// weight is at least the lexer pass's and each reset one the lexer pass also
// makes. Whatever this split does not follow exactly takes the lexer pass:
// a heredoc (`<<`), an interpolation or directive in a string (`${`,
// `%{`), a string that does not close on its line, an unclosed block
// comment, a closing bracket that does not match; so does anything at a
// limit.
func withinLimits(src []byte) bool {
	type frame struct {
		open      byte
		seg, peak int
	}
	var frames [MaxNesting + 2]frame
	top := 0
	frames[0].open = '{'
	total := 1 // as checkTokens: the sum of seg over frames, plus one per frame
	add := func(n int) {
		f := &frames[top]
		f.seg += n
		f.peak = max(f.peak, f.seg)
		total += n
	}
	reset := func() {
		total -= frames[top].seg
		frames[top].seg = 0
	}
	push := func(c byte) bool {
		if top+1 > MaxNesting {
			return false
		}
		top++
		frames[top] = frame{open: c}
		total++
		return true
	}
	pop := func() {
		f := frames[top]
		top--
		total -= f.seg + 1
		add(f.peak + 1)
	}
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case '\n':
			if frames[top].open == '{' {
				reset()
			}
		case ',':
			reset()
		case '#':
			i = lineCommentEnd(src, i)
			if i < len(src) && frames[top].open == '{' {
				reset() // the lexer's comment token ends with the newline
			}
		case '/':
			switch {
			case i+1 < len(src) && src[i+1] == '/':
				i = lineCommentEnd(src, i)
				if i < len(src) && frames[top].open == '{' {
					reset()
				}
			case i+1 < len(src) && src[i+1] == '*':
				end := bytes.Index(src[i+2:], []byte("*/"))
				if end < 0 {
					return false
				}
				i += 2 + end + 1
			default:
				add(1)
			}
		case '{', '[', '(':
			if !push(c) {
				return false
			}
		case '}', ']', ')':
			if top == 0 || frames[top].open != opener(c) {
				return false
			}
			pop()
		case '"':
			if !push('"') {
				return false
			}
			j := i + 1
		str:
			for ; j < len(src); j++ {
				switch src[j] {
				case '\\':
					j++ // the lexer takes the escaped byte with the backslash
				case '"':
					break str
				case '\n':
					return false
				case '$', '%':
					if j+1 < len(src) && src[j+1] == '{' {
						return false
					}
				}
			}
			if j >= len(src) {
				return false
			}
			i = j
			pop()
		case '<':
			if i+1 < len(src) && src[i+1] == '<' {
				return false
			}
			add(1)
		case '+', '-', '*', '%', '=', '>', '!', '&', '|', '.', '?', ':':
			add(1)
		}
		if total > MaxExpressionWeight {
			return false
		}
	}
	return true
}

// opener is the opening bracket of the closing bracket c.
func opener(c byte) byte {
	switch c {
	case '}':
		return '{'
	case ']':
		return '['
	}
	return '('
}

// lineCommentEnd returns the index of the newline that ends the line
// comment starting at i, or len(src).
func lineCommentEnd(src []byte, i int) int {
	if j := bytes.IndexByte(src[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(src)
}
