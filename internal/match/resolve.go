package match

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/lazyre"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// Status is how a text resolved.
type Status int

// The outcomes of Resolve.
const (
	// NoMatch: no part of the kind is the product the text names.
	NoMatch Status = iota
	// Ambiguous: several parts fit the text equally well.
	Ambiguous
	// Resolved: exactly one part is the product the text names.
	Resolved
)

func (s Status) String() string {
	return [...]string{"no match", "ambiguous", "resolved"}[s]
}

// Resolution is what Resolve found for one text.
type Resolution struct {
	Status Status
	// Part is the part the text names, when Status is Resolved.
	Part *hw.Part
	// Candidates are, when ambiguous, the parts that fit equally; when no
	// part matched, the closest parts by the search ranking, best first.
	Candidates []*hw.Part
	// Why says, by candidate id, what tells the text and the candidate
	// apart ("speed differs", `no "alpha" in the catalog name`).
	Why map[string]string
	// Note qualifies a resolved part ("sold under the Asus brand").
	Note string
}

// Resolve finds the part of kind k that text names, and refuses to guess:
// a part resolves only when every word of its catalog name (outside
// parentheses) is in the text or implied by it, every word of the text is
// explained by the part's name, brand, id or model numbers, and no
// attribute the text states (capacity, layout, speed, wattage, cores,
// socket) contradicts the part. A part of another kind is never a
// candidate. A name's words that go without saying for the text's kind
// count as said (understood: "SSD" of a Solid State Drive, a board's
// chipset, a colour), and so do words the text writes run together
// ("Z170A"). Among several parts that pass, one whose unmatched optional
// words (in parentheses) are a strict subset of every other's wins, so
// "GeForce RTX 4090 Founders Edition" is the new card and not the used
// variant that extends it; else parts that are the same for every rule
// (colour and packaging variants, community copies of a curated part)
// resolve to one of them, and the Note says which and why
// (equalVariants).
func (ix *Index) Resolve(text string, k hw.Kind) Resolution {
	q := newQuery(text, k)
	res := Resolution{Why: map[string]string{}}
	type pass struct {
		e         *entry
		unmatched map[string]bool
		note      string
	}
	var passed []pass
	// notes are the passed parts' notes; finished, the parts that passed
	// only because a colour of the text is a finish their name omits.
	notes, finished := map[*entry]string{}, map[*entry]bool{}
	type near struct {
		e      *entry
		shared int
	}
	var rejected []near
	for _, e := range ix.candidates(q, k) {
		why, note, finish := ix.check(q, e)
		if why != "" {
			res.Why[e.part.ID] = why
			n := 0
			for _, w := range e.required {
				if q.present[w] {
					n++
				}
			}
			rejected = append(rejected, near{e, n})
			continue
		}
		un := map[string]bool{}
		for _, w := range e.optional {
			if !q.present[w] {
				un[w] = true
			}
		}
		passed = append(passed, pass{e, un, note})
		notes[e] = note
		if finish {
			finished[e] = true
		}
	}
	if len(passed) == 1 {
		res.Status, res.Part, res.Note = Resolved, passed[0].e.part, passed[0].note
		return res
	}
	for i, p := range passed {
		best := true
		for j, o := range passed {
			if i != j && !strictSubset(p.unmatched, o.unmatched) {
				best = false
				break
			}
		}
		if best {
			res.Status, res.Part, res.Note = Resolved, p.e.part, p.note
			return res
		}
	}
	if len(passed) > 1 {
		var es []*entry
		for _, p := range passed {
			es = append(es, p.e)
		}
		if e, note := equalVariants(text, es, finished); e != nil {
			if n := notes[e]; n != "" {
				note = n + "; " + note
			}
			res.Status, res.Part, res.Note = Resolved, e.part, note
			return res
		}
		res.Status = Ambiguous
		for _, p := range passed {
			res.Candidates = append(res.Candidates, p.e.part)
		}
		sort.Slice(res.Candidates, func(i, j int) bool { return res.Candidates[i].ID < res.Candidates[j].ID })
		return res
	}
	for _, h := range ix.search(q, k, 3) {
		res.Candidates = append(res.Candidates, h.Part)
	}
	if len(res.Candidates) == 0 {
		// Nothing ranks (no model number in common): the parts that share
		// the most words, so that a reader sees what the catalog has.
		sort.SliceStable(rejected, func(i, j int) bool { return rejected[i].shared > rejected[j].shared })
		for _, r := range rejected {
			if len(res.Candidates) == 3 || r.shared == 0 {
				break
			}
			res.Candidates = append(res.Candidates, r.e.part)
		}
	}
	return res
}

// ResolveCode is Resolve with a second piece of evidence: code, a text
// that may carry the maker's part number (a shop's product link,
// ".../gskill-memory-f43200c16d32gvk"). When exactly one part of kind k
// has a catalog part number inside code, and the text states nothing
// that contradicts it, that part is the product, whatever other words the
// title carries. The code is only read, never followed.
func (ix *Index) ResolveCode(text string, k hw.Kind, code string) Resolution {
	res := ix.Resolve(text, k)
	squashed := squash(normalise(code))
	if squashed == "" {
		return res
	}
	q := newQuery(text, k)
	var hit *entry
	for _, e := range ix.byKind[k] {
		for _, c := range e.codes {
			if strings.Contains(squashed, c) && len(q.attrs.conflicts(e.attrs)) == 0 {
				if hit != nil && hit != e {
					return res // two parts' numbers: the link decides nothing
				}
				hit = e
			}
		}
	}
	if hit == nil {
		return ix.resolveByPartNumber(q, k, res, code)
	}
	switch {
	case res.Status == Resolved && res.Part != hit.part:
		return Resolution{Status: Ambiguous, Candidates: []*hw.Part{res.Part, hit.part}, Why: map[string]string{
			hit.part.ID: "the product link has its part number, the title names " + res.Part.ID}}
	case res.Status == Resolved:
		return res
	}
	return Resolution{Status: Resolved, Part: hit.part, Why: map[string]string{}, Note: "by the part number in the product link"}
}

// resolveByPartNumber picks, among the parts the title fits, the one whose
// part_numbers (community data, often the SKUs of one drive spread over
// several records, sometimes another maker's) has a whole word of code, or
// neighbouring words run together: the i9-9900's BX80684I99900 is not in
// the i9-9900K's ".../bx80684i99900k". It never picks a part the title
// does not fit.
func (ix *Index) resolveByPartNumber(q *query, k hw.Kind, res Resolution, code string) Resolution {
	var words []string
	for _, t := range tokenize(normalise(code)) {
		words = append(words, t.s)
	}
	inCode := grams4(words)
	var hit *entry
	for _, e := range ix.byKind[k] {
		for _, c := range e.partNumbers {
			if !inCode[c] || hit == e {
				continue
			}
			if why, _, _ := ix.check(q, e); why != "" {
				continue
			}
			if hit != nil {
				return res
			}
			hit = e
		}
	}
	if hit == nil || res.Status == Resolved && res.Part == hit.part {
		return res
	}
	return Resolution{Status: Resolved, Part: hit.part, Why: map[string]string{}, Note: "by the part number in the product link, of the parts the title fits"}
}

// grams4 are the words of ws and the concatenations of up to four
// neighbours.
func grams4(ws []string) map[string]bool {
	out := map[string]bool{}
	for i := range ws {
		w := ""
		for j := i; j < len(ws) && j < i+4; j++ {
			w += strings.TrimSuffix(ws[j], "+")
			out[w] = true
		}
	}
	return out
}

// candidates are the parts of kind k that share a word with the query.
func (ix *Index) candidates(q *query, k hw.Kind) []*entry {
	seen := map[*entry]bool{}
	var out []*entry
	for w := range q.present {
		for _, e := range ix.postings[w] {
			if e.part.Kind == k && !seen[e] {
				seen[e] = true
				out = append(out, e)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].part.ID < out[j].part.ID })
	return out
}

// check returns why e is not the part q names ("" when it is), and a note
// on how it matched.
func (ix *Index) check(q *query, e *entry) (why, note string, finish bool) {
	if c := q.attrs.conflicts(e.attrs); len(c) > 0 {
		return strings.Join(c, ", ") + " differs", "", false
	}
	if c := q.attrs.conflicts(e.named); len(c) > 0 {
		return strings.Join(c, ", ") + " differs from the catalog name", "", false
	}
	var missing []string
	literal, digits, partDigits := 0, 0, 0
	joined := q.joined(e.required)
	for _, w := range dedupe(e.required) {
		if hasDigit(w) {
			partDigits++
		}
		switch {
		case q.present[w] || joined[w]:
			literal++
			if hasDigit(w) {
				digits++
			}
		case q.hasNumber(w, e):
		case q.splitNumber(w, e):
			// "CX 430 W" for "CX430": the model's letters, and its number
			// as the wattage.
			literal++
			digits++
		case ix.implied(w, e, q):
		case understood(w, e, q):
			if hasDigit(w) {
				partDigits-- // a chipset ("TRX40") is not the model number
			}
		default:
			missing = append(missing, w)
		}
	}
	explained := ix.explained(q, e)
	// A graphics card maker sells the chip maker's reference card under
	// its own name ("Asus GeForce GTX 1080 Ti Founders Edition", "PNY RTX
	// A6000"): the seller's brand, in the brand's place, may stand in for
	// the part's when the text does not name the part's brand at all.
	if e.part.Kind == hw.KindGPU && len(q.ident) > 0 && !explained[0] && subset(missing, e.brand) && !q.anyPresent(e.brand) {
		explained[0] = true
		missing = nil
		note = fmt.Sprintf("sold under the %s brand", q.lead)
	}
	if len(missing) > 0 {
		return fmt.Sprintf("the list does not say %s", quoteWords(missing)), "", false
	}
	if literal < 2 && len(dedupe(e.required)) >= 2 || partDigits > 0 && digits == 0 {
		return "too few words in common", "", false
	}
	var extra []string
	for i, ok := range explained {
		if !ok {
			extra = append(extra, q.ident[i])
		}
	}
	if len(extra) > 0 && onlyColours(extra, e) {
		if note != "" {
			note += "; "
		}
		note += fmt.Sprintf("the list's %s is a finish the catalog name does not state (colour variants are the same for every rule)", quoteWords(extra))
		extra, finish = nil, true
	}
	if len(extra) > 0 {
		return fmt.Sprintf("%s is not in the catalog name", quoteWords(extra)), "", false
	}
	return "", note, finish
}

// explained marks the words of the query that e's name, brand, id or
// model numbers account for, alone or run together with their neighbours;
// leading words whose initials are a word of e count too ("Western
// Digital" for "WD").
func (ix *Index) explained(q *query, e *entry) []bool {
	out := make([]bool, len(q.ident))
	for i := range q.ident {
		w := ""
		for j := i; j < len(q.ident) && j < i+3; j++ {
			w += q.ident[j]
			if e.words[w] {
				for x := i; x <= j; x++ {
					out[x] = true
				}
			}
		}
	}
	for ini, n := range q.initials {
		if e.words[ini] {
			for x := 0; x < n; x++ {
				out[x] = true
			}
		}
	}
	// "HX Platinum 750W" of an "HX750": a word and a number the text
	// states as an attribute make one model word of the part.
	for i, w := range q.ident {
		for _, n := range q.attrs.numbers() {
			if !out[i] && !hasDigit(w) && e.words[w+strconv.Itoa(n)] {
				out[i] = true
			}
		}
		// "FOCUS Plus 550 Gold 550 W": a bare number the text states as
		// an attribute, and the part has, says nothing more.
		if !out[i] && q.hasNumber(w, e) {
			out[i] = true
		}
	}
	return out
}

// implied reports whether word w of e's name may be left out because a
// later word of the name that the query has implies it: every part of the
// kind whose name has that word has w too ("threadripper" implies "ryzen":
// shops write "AMD Threadripper 3970X"). Only words imply words, and only
// words before them: a model number never implies the word after it
// ("1080" does not imply "ti"), nor a series its variant ("red" does not
// imply "plus").
func (ix *Index) implied(w string, e *entry, q *query) bool {
	if hasDigit(w) {
		return false
	}
	byWord := ix.required[e.part.Kind]
	at := indexOf(e.required, w)
	for i, s := range e.required {
		// Only a word after w implies it: family words come first
		// ("Ryzen Threadripper"), qualifiers after ("Red Plus").
		if i < at || s == w || hasDigit(s) || !q.present[s] {
			continue
		}
		all := true
		for _, o := range byWord[s] {
			if !contains(o.required, w) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

func indexOf(ws []string, w string) int {
	for i, x := range ws {
		if x == w {
			return i
		}
	}
	return -1
}

func contains(ws []string, w string) bool {
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}

func subset(a, b []string) bool {
	for _, x := range a {
		if !contains(b, x) {
			return false
		}
	}
	return true
}

func strictSubset(a, b map[string]bool) bool {
	if len(a) >= len(b) {
		return false
	}
	for w := range a {
		if !b[w] {
			return false
		}
	}
	return true
}

func quoteWords(ws []string) string {
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = fmt.Sprintf("%q", w)
	}
	return strings.Join(q, ", ")
}

// joined marks the words of required that the query writes run together
// with their neighbours: "Z170A" for the "Z170 A" of a name, "H110M" for
// "H110 M".
func (q *query) joined(required []string) map[string]bool {
	out := map[string]bool{}
	for i := range required {
		w := required[i]
		for j := i + 1; j < len(required) && j < i+3; j++ {
			w += required[j]
			if q.present[w] {
				for x := i; x <= j; x++ {
					out[required[x]] = true
				}
			}
		}
	}
	return out
}

// colours are words that name a part's finish, not the product ("chromax"
// is Noctua's black finish), where
// the finish changes nothing rigcheck checks (a WD Red or Blue drive is
// another product line, so storage keeps its colours).
var colours = map[string]bool{"black": true, "white": true, "silver": true, "red": true, "blue": true,
	"green": true, "yellow": true, "orange": true, "pink": true, "purple": true, "gray": true, "grey": true,
	"gold": true, "brown": true, "beige": true, "transparent": true, "clear": true, "matte": true, "metallic": true,
	"gunmetal": true, "chromax": true}

// onlyColours reports whether every word of ws is a colour and e's name
// states none, so the words name a finish of the part ("NH-L9i-17xx
// chromax.black" of a "Noctua NH-L9i-17xx") and not another product. A
// drive's colour is its product line.
func onlyColours(ws []string, e *entry) bool {
	if e.part.Kind == hw.KindStorage {
		return false
	}
	for _, w := range append(append([]string{}, e.required...), e.optional...) {
		if colours[w] {
			return false
		}
	}
	for _, w := range ws {
		if !colours[w] {
			return false
		}
	}
	return true
}

var gddr = lazyre.New(`^(?:g?ddr\d+x?|hbm\d*e?)$`)

// understood reports whether word w of e's name goes without saying for a
// text about a part of its kind: what the part is (an SSD for a "Solid
// State Drive", a SATA drive when the text names no other interface, an
// air cooler), its board's chipset ("GA-B75M-D3H" is a B75 board), its
// graphics memory type, or its colour. A text that says otherwise
// ("White" of a black case) still fails: its word is not in the name.
func understood(w string, e *entry, q *query) bool {
	p := e.part
	switch p.Kind {
	case hw.KindStorage:
		s := p.Storage()
		switch w {
		case "ssd", "hdd":
			return strings.EqualFold(s.Type, w)
		case "sata", "nvme":
			return strings.EqualFold(s.Interface, w) && !q.words["sata"] && !q.words["nvme"]
		case "internal":
			return true
		}
		return false
	case hw.KindCooler:
		switch w {
		case "air":
			return p.Cooler().Type == "air" && !q.words["liquid"] && !q.words["water"]
		case "water", "liquid", "aio":
			return p.Cooler().Type == "liquid"
		}
	case hw.KindGPU:
		if gddr().MatchString(w) {
			return true
		}
	case hw.KindMotherboard:
		if c := squash(p.Board().Chipset); c != "" && w == c {
			return true
		}
	}
	return colours[w]
}

// equalVariants picks, among parts that a text fits equally, the one it
// names when they are the same for every rule: the retail part over the
// OEM/tray one (the text says neither), a curated part over community
// duplicates of it, the part whose name states the text's colour over one
// that states none, the part whose name states no colour over colour
// variants the text does not name, else — when no number the parts both
// have differs —
// the one with the most numbers, then the first by id. It returns nil
// when the parts differ, and a note that says what was chosen over what.
func equalVariants(text string, es []*entry, finished map[*entry]bool) (*entry, string) {
	var notes []string
	oem := oemWords().MatchString(strings.ToLower(text))
	same := slices.DeleteFunc(slices.Clone(es), func(e *entry) bool { return oemWords().MatchString(strings.ToLower(e.part.Name())) != oem })
	if len(same) > 0 && len(same) < len(es) {
		if !oem {
			notes = append(notes, "the retail part, not the OEM/tray one (the list says neither)")
		}
		es = same
	}
	curated := slices.DeleteFunc(slices.Clone(es), func(e *entry) bool { return e.part.Common().DataSource != "" })
	if len(curated) > 0 && len(curated) < len(es) {
		notes = append(notes, fmt.Sprintf("the curated part over %d community %s of it", len(es)-len(curated), prose.Plural(len(es)-len(curated), "copy")))
		es = curated
	}
	// A colour the text says is the part whose name says it, before one
	// whose name omits every colour.
	if named := slices.DeleteFunc(slices.Clone(es), func(e *entry) bool { return finished[e] }); len(named) > 0 && len(named) < len(es) {
		notes = append(notes, fmt.Sprintf("the part whose name states the list's colour, not %d without a colour", len(es)-len(named)))
		es = named
	}
	if plain := slices.DeleteFunc(slices.Clone(es), func(e *entry) bool { return unsaidColour(text, e) }); len(plain) > 0 && len(plain) < len(es) {
		notes = append(notes, fmt.Sprintf("the part whose name states no colour, not %d colour %s of it (the list names none)", len(es)-len(plain), prose.Plural(len(es)-len(plain), "variant")))
		es = plain
	}
	if len(es) > 1 {
		if !allSame(es) {
			return nil, ""
		}
		best := es[0]
		for _, e := range es[1:] {
			if len(e.part.Attrs) > len(best.part.Attrs) || len(e.part.Attrs) == len(best.part.Attrs) && e.part.ID < best.part.ID {
				best = e
			}
		}
		notes = append(notes, fmt.Sprintf("%d parts fit the line and agree on every number rigcheck checks (colour or packaging variants); took the one with the most numbers", len(es)))
		es = []*entry{best}
	}
	return es[0], strings.Join(notes, "; ")
}

// allSame reports whether no two of es differ for any rule.
func allSame(es []*entry) bool {
	for i := range es {
		for j := i + 1; j < len(es); j++ {
			if !sameForRules(es[i].part, es[j].part) {
				return false
			}
		}
	}
	return true
}

// unsaidColour reports whether e's name states a colour that text does
// not.
func unsaidColour(text string, e *entry) bool {
	said := map[string]bool{}
	for _, t := range tokenize(normalise(text)) {
		said[t.s] = true
	}
	for _, w := range append(append([]string{}, e.required...), e.optional...) {
		if colours[w] && !said[w] {
			return true
		}
	}
	return false
}

var oemWords = lazyre.New(`\b(?:oem|tray|bulk)\b`)

// identity are the attributes that say what a part is called and where
// its numbers come from, not what rigcheck checks.
var identity = map[string]bool{"name": true, "brand": true, "price_usd": true, "price_date": true,
	"released": true, "source": true, "notes": true, "data_source": true, "part_numbers": true}

// sameForRules reports whether no attribute that a and b both have, other
// than their identity, differs, and their slot tables are alike.
func sameForRules(a, b *hw.Part) bool {
	if a.Kind != b.Kind || len(a.Slots) > 0 && len(b.Slots) > 0 && !slices.Equal(a.Slots, b.Slots) {
		return false
	}
	for k, va := range a.Attrs {
		vb, ok := b.Attrs[k]
		if !ok || identity[k] {
			continue
		}
		if va.Num != vb.Num || va.Str != vb.Str || va.Bool != vb.Bool || !slices.Equal(va.List, vb.List) || !slices.Equal(va.Nums, vb.Nums) {
			return false
		}
	}
	return true
}
