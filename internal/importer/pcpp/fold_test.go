package pcpp

import (
	"strings"
	"testing"
)

// TestParseOffsetsOnTheText: letters whose lower case has another length
// ("Ⱥ" 2 → 3 bytes, "İ" 2 → 3, the Kelvin sign 3 → 1) before or inside
// the rows. Offsets found in a lower-cased copy panicked on "Ⱥ" and shifted
// the HTML rows on the others, so parts and prices moved or vanished
// (issue 29).
func TestParseOffsetsOnTheText(t *testing.T) {
	row := func(typ, item, price string) string {
		return `<tr><td class="pcpp-part-list-type">` + typ + `</td><td class="pcpp-part-list-item">` + item +
			`</td><td class="pcpp-part-list-price">` + price + "</td></tr>\n"
	}
	for _, noise := range []string{"Ⱥ", "İstanbul", "\u212A"} {
		// Many of them before the table shift the offsets further.
		src := "<p>" + strings.Repeat(noise, 300) + "</p><table>\n" + row("CPU", noise+" AMD Ryzen 9 7950X", "$549.00") +
			row("Video Card", "NVIDIA GeForce RTX 4090 "+noise, "$1599.99") + row("Memory", "Corsair 64 GB", "$180.00") + "</table>"
		l, err := Parse([]byte(src))
		if err != nil {
			t.Fatalf("%.12q: %v", noise, err)
		}
		var got []string
		for _, ln := range l.Lines {
			got = append(got, strings.TrimSpace(clean(ln.Item))+"|"+ln.Price)
		}
		want := noise + " AMD Ryzen 9 7950X|$549.00;NVIDIA GeForce RTX 4090 " + noise + "|$1599.99;Corsair 64 GB|$180.00"
		if strings.Join(got, ";") != want {
			t.Errorf("%.12q: rows\n%s\nwant\n%s", noise, strings.Join(got, ";"), want)
		}
	}
	// The plain layout's type names, and the markers, fold ASCII case only.
	if typ, rest := plainType("\u212Aeyboard Logitech"); typ != "" || rest != "" {
		t.Errorf("plainType read the Kelvin sign as a k: %q %q", typ, rest)
	}
	if typ, rest := plainType("VIDEO CARD Ⱥ"); typ != "VIDEO CARD" || rest != "Ⱥ" {
		t.Errorf("plainType: %q %q", typ, rest)
	}
	if indexFold("İ<TR", "<tr") != 2 || indexFold("\u212A", "k") != -1 || !hasPrefixFold("Type Item", "type item") {
		t.Error("indexFold / hasPrefixFold")
	}
}
