package hclfile

import (
	"unicode/utf8"

	"github.com/apparentlymart/go-textseg/v15/textseg"
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// fastParse parses src into the syntax tree hclsyntax.ParseConfig would
// give, when src keeps to the part of HCL that rigcheck files use: blocks
// with quoted labels, attributes whose values are numbers, true, false,
// null, plain quoted strings and lists of those, and comments. It reports
// false for anything else (an expression, an escape or interpolation in a
// string, a heredoc, a syntax error, a control character other than tab,
// newline or the CR of a CRLF), and the caller parses with hclsyntax,
// which also gives every diagnostic; so fastParse never has to be right
// about a file it does not take. For the files it takes, it is hclsyntax's
// tree, ranges included, without hclsyntax's token slice and its per-token
// Unicode segmentation: the lexer's column is a count of grapheme
// clusters, which for ASCII is the byte's offset in its line; a string
// that is not ASCII has its clusters counted, and a line comment ends its
// line whatever it holds. TestFastParseMatches and FuzzFastParse hold it
// to hclsyntax's tree.
func fastParse(src []byte, name string) (*hclsyntax.Body, bool) {
	p := &fparser{src: src, name: name, line: 1, nl: true}
	first := p.peek()
	if first.kind == tBad {
		return nil, false
	}
	b, _, ok := p.body(tEOF, first.rng)
	return b, ok
}

type tkind uint8

const (
	tBad     tkind = iota
	tEOF           // the end of src
	tNewline       // a newline, or a line comment (which ends with one)
	tIdent
	tString // a quoted string without escapes or templates
	tNumber
	tEqual
	tOBrace
	tCBrace
	tOBrack
	tCBrack
	tComma
)

type ftoken struct {
	kind       tkind
	start, end int // the bytes; for tString, the quotes included
	rng        hcl.Range
}

// fparser is the scanner and the parser in one: peek and read return the
// next token, skipping spaces and block comments, and newlines and line
// comments too when nl is false (inside brackets).
type fparser struct {
	src       []byte
	name      string
	off       int // the next byte to scan
	line      int // the line of off
	lineStart int // the offset of the first byte of that line
	colAdj    int // bytes minus grapheme clusters in that line's strings so far
	nl        bool
	depth     int // lists open, at most MaxNesting

	// The token peek scanned, the scanner's state after it, and the nl it
	// was scanned with.
	peeked            ftoken
	after             [4]int
	hasPeeked, peekNL bool
}

func (p *fparser) pos(off int) hcl.Pos {
	return hcl.Pos{Line: p.line, Column: off - p.lineStart + 1 - p.colAdj, Byte: off}
}

// scan returns the next token and advances past it.
func (p *fparser) scan() ftoken {
	src := p.src
	for {
		for p.off < len(src) && (src[p.off] == ' ' || src[p.off] == '\t') {
			p.off++
		}
		if p.off >= len(src) {
			at := p.pos(p.off)
			return ftoken{kind: tEOF, start: p.off, end: p.off, rng: hcl.Range{Filename: p.name, Start: at, End: at}}
		}
		start := p.off
		c := src[start]
		if c == '/' && start+1 < len(src) && src[start+1] == '*' {
			if !p.blockComment() {
				return ftoken{kind: tBad}
			}
			continue
		}
		if c == '\n' || c == '\r' && start+1 < len(src) && src[start+1] == '\n' || c == '#' || c == '/' && start+1 < len(src) && src[start+1] == '/' {
			t, ok := p.newline()
			if !ok {
				return ftoken{kind: tBad}
			}
			if !p.nl {
				continue
			}
			return t
		}
		kind := tBad
		end := start + 1
		switch {
		case c == '=':
			if end < len(src) && (src[end] == '=' || src[end] == '>') {
				return ftoken{kind: tBad}
			}
			kind = tEqual
		case c == '{':
			kind = tOBrace
		case c == '}':
			kind = tCBrace
		case c == '[':
			kind = tOBrack
		case c == ']':
			kind = tCBrack
		case c == ',':
			kind = tComma
		case c == '"':
			startPos := p.pos(start)
			var ok bool
			if end, ok = p.string(start); !ok {
				return ftoken{kind: tBad}
			}
			p.off = end
			return ftoken{kind: tString, start: start, end: end,
				rng: hcl.Range{Filename: p.name, Start: startPos, End: p.pos(end)}}
		case c >= '0' && c <= '9':
			end = numberEnd(src, start)
			kind = tNumber
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_':
			for end < len(src) && identByte(src[end]) {
				end++
			}
			kind = tIdent
		default:
			return ftoken{kind: tBad}
		}
		p.off = end
		return ftoken{kind: kind, start: start, end: end,
			rng: hcl.Range{Filename: p.name, Start: p.pos(start), End: p.pos(end)}}
	}
}

// newline scans a newline or a line comment, which the lexer ends with
// its newline (the parser takes such a comment for a newline, with the
// comment's range).
func (p *fparser) newline() (ftoken, bool) {
	src := p.src
	start := p.off
	end := start
	switch src[start] {
	case '\r':
		end++ // "\r\n" is one newline, and one grapheme cluster
	case '\n':
	default:
		ascii := true
		for end < len(src) && src[end] != '\n' {
			if c := src[end]; c >= utf8.RuneSelf {
				ascii = false
			} else if !textByte(c) && c != '\r' {
				return ftoken{}, false
			}
			end++
		}
		// Any text may follow a comment's marker: the newline that ends it
		// starts the next line at column 1, whatever the columns before.
		if !ascii && !utf8.Valid(src[start:end]) {
			return ftoken{}, false
		}
		if end >= len(src) {
			if !ascii {
				return ftoken{}, false // the end of the file's column would count them
			}
			// A comment at the end of the file without a newline: the
			// parser skips it.
			p.off = end
			at := p.pos(end)
			return ftoken{kind: tEOF, start: end, end: end, rng: hcl.Range{Filename: p.name, Start: at, End: at}}, true
		}
	}
	end++ // the newline
	startPos := p.pos(start)
	p.off = end
	p.line++
	p.lineStart = end
	p.colAdj = 0
	return ftoken{kind: tNewline, start: start, end: end,
		rng: hcl.Range{Filename: p.name, Start: startPos, End: p.pos(end)}}, true
}

// blockComment skips a /* */ comment, counting its lines.
func (p *fparser) blockComment() bool {
	src := p.src
	for i := p.off + 2; i+1 < len(src); i++ {
		switch c := src[i]; {
		case c == '*' && src[i+1] == '/':
			p.off = i + 2
			return true
		case c == '\n':
			p.line++
			p.lineStart = i + 1
			p.colAdj = 0
		case !textByte(c):
			return false
		}
	}
	return false
}

// string scans the plain string that opens at start and returns the
// offset after its closing quote. A string is plain without an escape, an
// interpolation or directive (`${`, `%{`, or the escapes `$${` and `%%{`:
// any doubled `$` or `%`), a newline or a control character. Its text may
// be any other UTF-8; the lexer's columns then count its grapheme
// clusters, as colAdj does from here to the end of the line. A `$` or `%`
// makes the lexer split the text into several tokens, so in a string with
// one, only ASCII is taken.
func (p *fparser) string(start int) (int, bool) {
	src := p.src
	ascii, marks := true, false
	for i := start + 1; i < len(src); i++ {
		switch c := src[i]; c {
		case '"':
			if !ascii {
				text := src[start+1 : i]
				if marks || !utf8.Valid(text) {
					return 0, false
				}
				n := 0
				for b := text; len(b) > 0; n++ {
					adv, _, _ := textseg.ScanGraphemeClusters(b, true)
					b = b[adv:]
				}
				p.colAdj += len(text) - n
			}
			return i + 1, true
		case '\\':
			return 0, false
		case '$', '%':
			if i+1 < len(src) && (src[i+1] == '{' || src[i+1] == c) {
				return 0, false
			}
			marks = true
		default:
			if c >= utf8.RuneSelf {
				ascii = false
			} else if c < ' ' || c == 0x7f {
				return 0, false
			}
		}
	}
	return 0, false
}

// numberEnd returns the end of the lexer's number token at start: digits,
// dots and exponents, not ending with a dot.
func numberEnd(src []byte, start int) int {
	end := start + 1
	for end < len(src) {
		c := src[end]
		switch {
		case c >= '0' && c <= '9' || c == '.':
			end++
		case (c == 'e' || c == 'E') && end+1 < len(src) && src[end+1] >= '0' && src[end+1] <= '9':
			end += 2
		case (c == 'e' || c == 'E') && end+2 < len(src) && (src[end+1] == '+' || src[end+1] == '-') && src[end+2] >= '0' && src[end+2] <= '9':
			end += 3
		default:
			return trimDot(src, start, end)
		}
	}
	return trimDot(src, start, end)
}

func trimDot(src []byte, start, end int) int {
	for end > start+1 && src[end-1] == '.' {
		end--
	}
	return end
}

func identByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// textByte: printable ASCII or a tab, the bytes of a comment fastParse
// takes.
func textByte(c byte) bool { return c >= ' ' && c <= '~' || c == '\t' }

func (p *fparser) peek() ftoken {
	if p.hasPeeked && p.peekNL == p.nl {
		return p.peeked
	}
	off, line, lineStart, colAdj := p.off, p.line, p.lineStart, p.colAdj
	p.peeked = p.scan()
	p.after = [4]int{p.off, p.line, p.lineStart, p.colAdj}
	p.hasPeeked, p.peekNL = true, p.nl
	p.off, p.line, p.lineStart, p.colAdj = off, line, lineStart, colAdj
	return p.peeked
}

func (p *fparser) read() ftoken {
	if p.hasPeeked && p.peekNL == p.nl {
		p.hasPeeked = false
		p.off, p.line, p.lineStart, p.colAdj = p.after[0], p.after[1], p.after[2], p.after[3]
		return p.peeked
	}
	p.hasPeeked = false
	return p.scan()
}

func endOf(r hcl.Range) hcl.Range {
	return hcl.Range{Filename: r.Filename, Start: r.End, End: r.End}
}

// body parses items up to the token end, as hclsyntax's ParseBody, and
// returns the end token's range too.
func (p *fparser) body(end tkind, startRange hcl.Range) (*hclsyntax.Body, hcl.Range, bool) {
	attrs := hclsyntax.Attributes{}
	blocks := hclsyntax.Blocks{}
	for {
		t := p.read()
		switch t.kind {
		case end:
			return &hclsyntax.Body{Attributes: attrs, Blocks: blocks,
				SrcRange: hcl.RangeBetween(startRange, t.rng), EndRange: endOf(t.rng)}, t.rng, true
		case tNewline:
			continue
		case tIdent:
		default:
			return nil, t.rng, false
		}
		switch p.peek().kind {
		case tEqual:
			a, ok := p.attribute(t, false)
			if !ok {
				return nil, t.rng, false
			}
			if _, dup := attrs[a.Name]; dup {
				return nil, t.rng, false
			}
			attrs[a.Name] = a
		case tString, tOBrace:
			b, ok := p.block(t)
			if !ok {
				return nil, t.rng, false
			}
			blocks = append(blocks, b)
		default:
			return nil, t.rng, false
		}
	}
}

func (p *fparser) attribute(ident ftoken, singleLine bool) (*hclsyntax.Attribute, bool) {
	eq := p.read()
	expr, last, ok := p.expr()
	if !ok {
		return nil, false
	}
	if !singleLine {
		switch p.read().kind {
		case tNewline, tEOF:
		default:
			return nil, false
		}
	}
	return &hclsyntax.Attribute{Name: string(p.src[ident.start:ident.end]), Expr: expr,
		SrcRange: hcl.RangeBetween(ident.rng, last), NameRange: ident.rng, EqualsRange: eq.rng}, true
}

func (p *fparser) block(ident ftoken) (*hclsyntax.Block, bool) {
	var labels []string
	var labelRanges []hcl.Range
	for p.peek().kind == tString {
		t := p.read()
		labels = append(labels, string(p.src[t.start+1:t.end-1]))
		labelRanges = append(labelRanges, t.rng)
	}
	open := p.read()
	if open.kind != tOBrace {
		return nil, false
	}
	var body *hclsyntax.Body
	var closeRange hcl.Range
	switch p.peek().kind {
	case tNewline, tEOF, tCBrace:
		b, closing, ok := p.body(tCBrace, open.rng)
		if !ok {
			return nil, false
		}
		body, closeRange = b, closing
	default:
		name := p.read()
		if name.kind != tIdent || p.peek().kind != tEqual {
			return nil, false
		}
		a, ok := p.attribute(name, true)
		if !ok {
			return nil, false
		}
		closing := p.read()
		if closing.kind != tCBrace {
			return nil, false
		}
		body = &hclsyntax.Body{Attributes: hclsyntax.Attributes{a.Name: a},
			SrcRange: a.SrcRange, EndRange: endOf(a.SrcRange)}
		closeRange = closing.rng
	}
	switch p.read().kind {
	case tNewline, tEOF:
	default:
		return nil, false
	}
	return &hclsyntax.Block{Type: string(p.src[ident.start:ident.end]), Labels: labels, Body: body,
		TypeRange: ident.rng, LabelRanges: labelRanges, OpenBraceRange: open.rng, CloseBraceRange: closeRange}, true
}

// expr parses a literal term and checks that no operator, traversal or
// call follows it; it returns the term and the range of its last token.
func (p *fparser) expr() (hclsyntax.Expression, hcl.Range, bool) {
	t := p.read()
	var e hclsyntax.Expression
	last := t.rng
	switch t.kind {
	case tNumber:
		v, err := cty.ParseNumberVal(string(p.src[t.start:t.end]))
		if err != nil {
			return nil, last, false
		}
		e = &hclsyntax.LiteralValueExpr{Val: v, SrcRange: t.rng}
	case tIdent:
		var v cty.Value
		switch string(p.src[t.start:t.end]) {
		case "true":
			v = cty.True
		case "false":
			v = cty.False
		case "null":
			v = cty.NullVal(cty.DynamicPseudoType)
		default:
			return nil, last, false
		}
		e = &hclsyntax.LiteralValueExpr{Val: v, SrcRange: t.rng}
	case tString:
		if t.end-t.start == 2 {
			return nil, last, false // "" : see TestFastParseMatches
		}
		inner := hcl.Range{Filename: p.name,
			Start: hcl.Pos{Line: t.rng.Start.Line, Column: t.rng.Start.Column + 1, Byte: t.start + 1},
			End:   hcl.Pos{Line: t.rng.End.Line, Column: t.rng.End.Column - 1, Byte: t.end - 1}}
		e = &hclsyntax.TemplateExpr{
			Parts:    []hclsyntax.Expression{&hclsyntax.LiteralValueExpr{Val: cty.StringVal(string(p.src[t.start+1 : t.end-1])), SrcRange: inner}},
			SrcRange: t.rng,
		}
	case tOBrack:
		if p.depth++; p.depth > MaxNesting {
			return nil, last, false
		}
		defer func() { p.depth-- }()
		nl := p.nl
		p.nl = false
		var exprs []hclsyntax.Expression
		var closing ftoken
		for {
			if p.peek().kind == tCBrack {
				closing = p.read()
				break
			}
			item, _, ok := p.expr()
			if !ok {
				return nil, last, false
			}
			exprs = append(exprs, item)
			next := p.read()
			if next.kind == tCBrack {
				closing = next
				break
			}
			if next.kind != tComma {
				return nil, last, false
			}
		}
		p.nl = nl
		last = closing.rng
		e = &hclsyntax.TupleConsExpr{Exprs: exprs, SrcRange: hcl.RangeBetween(t.rng, closing.rng), OpenRange: t.rng}
	default:
		return nil, last, false
	}
	switch p.peek().kind {
	case tNewline, tEOF, tComma, tCBrack, tCBrace:
		return e, last, true
	}
	return nil, last, false
}
