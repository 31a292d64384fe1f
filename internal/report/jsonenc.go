package report

import (
	"errors"
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/rigcheck/rigcheck/internal/check"
)

// jsonEnc appends the elements of the JSON report's two arrays exactly as
// encoding/json's Marshal and Indent(prefix "    ", indent "  ") print
// them, without reflection and without a second pass to indent: the
// report's rendering cost was that of parsing the files. TestJSONEncoder
// holds it to encoding/json on every kind of value the report holds, so
// that a field added to one of the structs and not here fails a test.
type jsonEnc struct {
	b   []byte
	err error
}

var errJSONNumber = errors.New("json: unsupported value: NaN or ±Inf")

func (e *jsonEnc) nl(depth int) {
	if 1+2*depth <= len(newlineIndent) {
		e.b = append(e.b, newlineIndent[:1+2*depth]...)
		return
	}
	e.b = append(e.b, '\n')
	for range depth {
		e.b = append(e.b, "  "...)
	}
}

// newlineIndent is a line break and the indent of the depths a report
// reaches, written in one append.
const newlineIndent = "\n                                "

// key starts a member of an object whose members are at depth.
func (e *jsonEnc) key(depth int, first bool, k string) {
	if !first {
		e.b = append(e.b, ',')
	}
	e.nl(depth)
	e.b = append(e.b, '"')
	e.b = append(e.b, k...)
	e.b = append(e.b, `": `...)
}

func (e *jsonEnc) end(depth int, c byte) {
	e.nl(depth)
	e.b = append(e.b, c)
}

func (e *jsonEnc) str(s string) { e.b = appendJSONString(e.b, s) }

func (e *jsonEnc) int(n int) { e.b = strconv.AppendInt(e.b, int64(n), 10) }

func (e *jsonEnc) bool(v bool) { e.b = strconv.AppendBool(e.b, v) }

// float is encoding/json's float64 encoding (ES6 number to string).
func (e *jsonEnc) float(f float64) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		e.err = errJSONNumber
		f = 0
	}
	abs := math.Abs(f)
	fmt := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		fmt = 'e'
	}
	e.b = strconv.AppendFloat(e.b, f, fmt, -1, 64)
	if fmt == 'e' {
		// clean up e-09 to e-9
		n := len(e.b)
		if n >= 4 && e.b[n-4] == 'e' && e.b[n-3] == '-' && e.b[n-2] == '0' {
			e.b[n-2] = e.b[n-1]
			e.b = e.b[:n-1]
		}
	}
}

func (e *jsonEnc) floatPtr(f *float64) {
	if f == nil {
		e.b = append(e.b, "null"...)
		return
	}
	e.float(*f)
}

// jsonList writes a slice at depth (its elements at depth+1); a nil one is
// null.
func jsonList[T any](e *jsonEnc, depth int, xs []T, each func(T)) {
	if xs == nil {
		e.b = append(e.b, "null"...)
		return
	}
	if len(xs) == 0 {
		e.b = append(e.b, "[]"...)
		return
	}
	e.b = append(e.b, '[')
	for i, x := range xs {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		e.nl(depth + 1)
		each(x)
	}
	e.end(depth, ']')
}

// build writes a jsonBuild at depth.
func (e *jsonEnc) build(j jsonBuild, d int) {
	e.b = append(e.b, '{')
	e.key(d+1, true, "file")
	e.str(j.File)
	e.key(d+1, false, "name")
	e.str(j.Name)
	e.key(d+1, false, "valid")
	e.bool(j.Valid)
	e.key(d+1, false, "verified")
	e.bool(j.Verified)
	e.key(d+1, false, "unchecked")
	jsonList(e, d+1, j.Unchecked, func(u jsonUnchecked) {
		e.b = append(e.b, '{')
		e.key(d+3, true, "rule")
		e.str(u.Rule)
		e.key(d+3, false, "reason")
		e.str(u.Reason)
		e.end(d+2, '}')
	})
	e.key(d+1, false, "parts")
	jsonList(e, d+1, j.Parts, func(p check.Part) { e.part(p, d+2) })
	e.key(d+1, false, "facts")
	e.facts(j.Facts, d+1)
	e.end(d, '}')
}

func (e *jsonEnc) part(p check.Part, d int) {
	e.b = append(e.b, '{')
	e.key(d+1, true, "role")
	e.str(p.Role)
	e.key(d+1, false, "id")
	e.str(p.ID)
	e.key(d+1, false, "name")
	e.str(p.Name)
	e.key(d+1, false, "count")
	e.int(p.Count)
	e.key(d+1, false, "unit_price_usd")
	e.floatPtr(p.UnitPriceUSD)
	e.key(d+1, false, "price_usd")
	e.floatPtr(p.PriceUSD)
	if p.PriceDate != "" {
		e.key(d+1, false, "price_date")
		e.str(p.PriceDate)
	}
	e.end(d, '}')
}

func (e *jsonEnc) facts(f check.JSONFacts, d int) {
	e.b = append(e.b, '{')
	e.key(d+1, true, "price_usd")
	e.floatPtr(f.PriceUSD)
	e.key(d+1, false, "load_w")
	e.float(f.LoadW)
	e.key(d+1, false, "wall_w")
	e.floatPtr(f.WallW)
	e.key(d+1, false, "circuit_w")
	e.float(f.CircuitW)
	e.key(d+1, false, "circuit_continuous_w")
	e.float(f.ContinuousW)
	e.key(d+1, false, "lanes_needed")
	e.int(f.LanesNeeded)
	e.key(d+1, false, "lanes_available")
	if f.LanesAvailable == nil {
		e.b = append(e.b, "null"...)
	} else {
		e.int(*f.LanesAvailable)
	}
	e.key(d+1, false, "gpu_slots")
	jsonList(e, d+1, f.GPUSlots, e.int)
	e.key(d+1, false, "gpu_count")
	e.int(f.GPUCount)
	e.key(d+1, false, "vram_gb")
	e.float(f.VRAMGB)
	e.key(d+1, false, "memory_gb")
	e.float(f.MemoryGB)
	e.key(d+1, false, "storage_gb")
	e.float(f.StorageGB)
	e.key(d+1, false, "nvme_count")
	e.int(f.NVMeCount)
	e.key(d+1, false, "cores")
	e.int(f.Cores)
	e.key(d+1, false, "threads")
	e.int(f.Threads)
	e.key(d+1, false, "psu_w")
	e.float(f.PSUW)
	e.key(d+1, false, "psu_count")
	e.int(f.PSUCount)
	e.key(d+1, false, "circuit_wall_w")
	jsonList(e, d+1, f.CircuitWallW, e.float)
	e.end(d, '}')
}

func (e *jsonEnc) pos(p jsonPos, d int) {
	e.b = append(e.b, '{')
	e.key(d+1, true, "line")
	e.int(p.Line)
	e.key(d+1, false, "column")
	e.int(p.Column)
	e.key(d+1, false, "byte")
	e.int(p.Byte)
	e.end(d, '}')
}

// diag writes a jsonDiag at depth.
func (e *jsonEnc) diag(j jsonDiag, d int) {
	e.b = append(e.b, '{')
	e.key(d+1, true, "rule")
	e.str(j.Rule)
	e.key(d+1, false, "severity")
	e.str(j.Severity)
	e.key(d+1, false, "build")
	if j.Build == nil {
		e.b = append(e.b, "null"...)
	} else {
		e.str(*j.Build)
	}
	e.key(d+1, false, "message")
	e.str(j.Message)
	e.key(d+1, false, "detail")
	e.str(j.Detail)
	e.key(d+1, false, "range")
	e.b = append(e.b, '{')
	e.key(d+2, true, "filename")
	e.str(j.Range.Filename)
	e.key(d+2, false, "start")
	e.pos(j.Range.Start, d+2)
	e.key(d+2, false, "end")
	e.pos(j.Range.End, d+2)
	e.end(d+1, '}')
	if j.Waived {
		e.key(d+1, false, "waived")
		e.bool(true)
	}
	if j.WaiverReason != "" {
		e.key(d+1, false, "waiver_reason")
		e.str(j.WaiverReason)
	}
	if len(j.CommunityData) > 0 {
		e.key(d+1, false, "community_data")
		jsonList(e, d+1, j.CommunityData, e.str)
	}
	e.end(d, '}')
}

const jsonHex = "0123456789abcdef"

// appendJSONString is encoding/json's appendString with escapeHTML set
// (Go's source, BSD licence): the quoting json.Marshal does by default.
func appendJSONString(dst []byte, src string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(src); {
		if b := src[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' && b != '<' && b != '>' && b != '&' {
				i++
				continue
			}
			dst = append(dst, src[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', jsonHex[b>>4], jsonHex[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(src[i:])
		if c == utf8.RuneError && size == 1 {
			dst = append(dst, src[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			dst = append(dst, src[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', jsonHex[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, src[start:]...)
	dst = append(dst, '"')
	return dst
}
