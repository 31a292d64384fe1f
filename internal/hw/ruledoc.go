package hw

// RuleDoc is what reports show of a rule: its id, default severity and
// documentation. The rules package owns the values (rules.Docs); renderers
// receive them, so that none reads a global.
type RuleDoc struct {
	ID       string
	Severity Severity
	Summary  string
	Doc      string
	Fix      string
	Params   []ParamDoc
	Input    bool
	// Needs says which numbers the rule reads, and when the build makes
	// each matter (SPEC 3.2).
	Needs string
	// Fail and Pass are build files that make the rule fire and pass.
	Fail, Pass string
}

// ParamDoc is a rule's named threshold.
type ParamDoc struct {
	Name    string  `json:"name"`
	Default float64 `json:"default"`
	Doc     string  `json:"doc"`
}
