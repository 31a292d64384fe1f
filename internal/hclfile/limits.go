package hclfile

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// MaxExpressionWeight bounds how deep the syntax tree of any expression
// can grow: hclsyntax parses and evaluates expressions recursively, so a
// 4 MiB chain such as `1+1+1+…`, `----1` or `(((…)))` hidden in a string
// template would otherwise exhaust the goroutine stack (a fatal error that
// no recover can catch). Real files stay far below it.
const MaxExpressionWeight = 1000

// ParseConfig is hclsyntax.ParseConfig behind rigcheck's input limits: at
// most 4 MiB, UTF-8 text, brackets nested at most MaxNesting deep and
// expressions no heavier than MaxExpressionWeight. Every caller that parses
// text it did not write uses this (or Parse), never hclsyntax directly.
func ParseConfig(name string, src []byte) (*hcl.File, hcl.Diagnostics) {
	if d := CheckLimits(name, src, false); d != nil {
		return nil, hcl.Diagnostics{d}
	}
	return hclsyntax.ParseConfig(src, name, hcl.InitialPos)
}

// ParseExpression is hclsyntax.ParseExpression behind the same limits as
// ParseConfig.
func ParseExpression(name string, src []byte) (hclsyntax.Expression, hcl.Diagnostics) {
	if d := CheckLimits(name, src, true); d != nil {
		return nil, hcl.Diagnostics{d}
	}
	return hclsyntax.ParseExpression(src, name, hcl.InitialPos)
}

// CheckLimits reports the first limit src breaks, or nil. It lexes src
// (the lexer is a state machine, safe on any input) and bounds, token by
// token, the depth of the syntax tree the parser would build: every open
// bracket, quote or template sequence is one level; inside one, each
// operator, dot, `?`, `:` and each closed bracketed term adds one, until a
// comma or (where newlines end an item) a newline starts a sibling.
func CheckLimits(name string, src []byte, expr bool) *hcl.Diagnostic {
	simplify := "rigcheck files are flat lists of blocks; nothing in them nests this deep."
	if expr {
		simplify = "Simplify the expression."
	}
	at := func(line int) *hcl.Range {
		pos := hcl.Pos{Line: line, Column: 1, Byte: 0}
		return &hcl.Range{Filename: name, Start: pos, End: pos}
	}
	if len(src) > MaxFileSize {
		return &hcl.Diagnostic{Severity: hcl.DiagError,
			Summary: fmt.Sprintf("%s is %d bytes; rigcheck reads files of at most 4 MiB", name, len(src)),
			Detail:  "Split the file into several smaller ones.", Subject: at(1)}
	}
	if bytes.IndexByte(src, 0) >= 0 || !utf8.Valid(src) {
		return &hcl.Diagnostic{Severity: hcl.DiagError,
			Summary: fmt.Sprintf("%s is not a text file (it holds NUL bytes or invalid UTF-8)", name),
			Detail:  "rigcheck reads UTF-8 HCL files; check that the path names a build or catalog file.", Subject: at(1)}
	}
	// Bound the token count before the lexer materialises the tokens: the
	// lexing alone of a 4 MiB list literal allocates 2 GB.
	if n := RoughTokens(src); n > MaxTokens {
		return tooManyTokens(name, n, at)
	}
	if withinLimits(src) {
		return nil // the lexer pass below could not find anything
	}
	return checkTokens(name, src, expr, simplify, at)
}

// checkTokens is CheckLimits' lexer pass: the depth, weight and heredoc
// bounds, token by token.
func checkTokens(name string, src []byte, expr bool, simplify string, at func(int) *hcl.Range) *hcl.Diagnostic {
	var toks hclsyntax.Tokens
	if expr {
		toks, _ = hclsyntax.LexExpression(src, name, hcl.InitialPos)
	} else {
		toks, _ = hclsyntax.LexConfig(src, name, hcl.InitialPos)
	}
	type frame struct {
		open      hclsyntax.TokenType
		seg, peak int
		parts     int // literal parts of a template: heredoc lines
	}
	fileParts := 0
	// frames[0] is the file (or the expression) itself.
	frames := []frame{{open: hclsyntax.TokenOBrace}}
	total := 1 // sum of seg over frames, plus one per frame
	add := func(n int) {
		f := &frames[len(frames)-1]
		f.seg += n
		f.peak = max(f.peak, f.seg)
		total += n
	}
	reset := func() {
		f := &frames[len(frames)-1]
		total -= f.seg
		f.seg = 0
	}
	for _, t := range toks {
		switch t.Type {
		case hclsyntax.TokenStringLit, hclsyntax.TokenQuotedLit:
			f := &frames[len(frames)-1]
			if f.open == hclsyntax.TokenOHeredoc {
				f.parts++
				fileParts++
				if f.parts > MaxTemplateParts {
					return tooManyTemplateParts(name, t.Range.Start.Line, MaxTemplateParts, false, at)
				}
				if fileParts > MaxFileTemplateParts {
					return tooManyTemplateParts(name, t.Range.Start.Line, MaxFileTemplateParts, true, at)
				}
			}
		case hclsyntax.TokenOBrace, hclsyntax.TokenOBrack, hclsyntax.TokenOParen,
			hclsyntax.TokenOQuote, hclsyntax.TokenOHeredoc, hclsyntax.TokenTemplateInterp, hclsyntax.TokenTemplateControl:
			if t.Type == hclsyntax.TokenTemplateControl {
				add(1) // %{ if } and %{ for } nest the template parts that follow
			}
			frames = append(frames, frame{open: t.Type})
			total++
			if len(frames)-1 > MaxNesting {
				return &hcl.Diagnostic{Severity: hcl.DiagError,
					Summary: fmt.Sprintf("%s nests brackets deeper than %d levels", name, MaxNesting),
					Detail:  simplify, Subject: at(t.Range.Start.Line)}
			}
		case hclsyntax.TokenCBrace, hclsyntax.TokenCBrack, hclsyntax.TokenCParen,
			hclsyntax.TokenCQuote, hclsyntax.TokenCHeredoc, hclsyntax.TokenTemplateSeqEnd:
			if len(frames) == 1 {
				continue // unbalanced: the parser reports it
			}
			f := frames[len(frames)-1]
			frames = frames[:len(frames)-1]
			total -= f.seg + 1
			add(f.peak + 1)
		case hclsyntax.TokenComma:
			reset()
		case hclsyntax.TokenNewline:
			if o := frames[len(frames)-1].open; o == hclsyntax.TokenOBrace {
				reset()
			}
		case hclsyntax.TokenComment:
			if o := frames[len(frames)-1].open; o == hclsyntax.TokenOBrace && bytes.HasSuffix(t.Bytes, []byte("\n")) {
				reset()
			}
		case hclsyntax.TokenPlus, hclsyntax.TokenMinus, hclsyntax.TokenStar, hclsyntax.TokenSlash, hclsyntax.TokenPercent,
			hclsyntax.TokenEqualOp, hclsyntax.TokenNotEqual, hclsyntax.TokenLessThan, hclsyntax.TokenLessThanEq,
			hclsyntax.TokenGreaterThan, hclsyntax.TokenGreaterThanEq, hclsyntax.TokenAnd, hclsyntax.TokenOr, hclsyntax.TokenBang,
			hclsyntax.TokenDot, hclsyntax.TokenQuestion, hclsyntax.TokenColon, hclsyntax.TokenFatArrow, hclsyntax.TokenEllipsis,
			hclsyntax.TokenDoubleColon:
			add(1)
		}
		if total > MaxExpressionWeight {
			return &hcl.Diagnostic{Severity: hcl.DiagError,
				Summary: fmt.Sprintf("%s has an expression more than %d operators and brackets deep", name, MaxExpressionWeight),
				Detail:  simplify, Subject: at(t.Range.Start.Line)}
		}
	}
	return nil
}
