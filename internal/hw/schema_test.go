package hw

import "testing"

// TestAllows: an enumeration takes its values, and a form factor also the
// proprietary prefix followed by a name, never the bare prefix.
func TestAllows(t *testing.T) {
	ff, _ := LookupAttr(KindMotherboard, "form_factor")
	ffs, _ := LookupAttr(KindCase, "form_factors")
	cooler, _ := LookupAttr(KindGPU, "cooler")
	name, _ := LookupAttr(KindGPU, "name")
	for _, c := range []struct {
		a    Attr
		s    string
		want bool
	}{
		{ff, "ATX", true},
		{ff, "Proprietary: ASRock Rack 4U8G-TURIN2", true},
		{ffs, "Proprietary: ASRock Rack 4U8G-TURIN2", true},
		{ff, "Proprietary", false},
		{ff, "Proprietary: ", false},
		{ff, "Proprietary:   ", false},
		{ff, "proprietary: x", false},
		{ff, "Proprietary: Maker A, Maker B", false},
		{ff, "Proprietary: Maker\nModel", false},
		{ff, "BTX", false},
		{cooler, "Proprietary: x", false},
		{cooler, "blower", true},
		{name, "anything", true},
	} {
		if got := c.a.Allows(c.s); got != c.want {
			t.Errorf("%s.Allows(%q) = %v, want %v", c.a.Name, c.s, got, c.want)
		}
	}
}
