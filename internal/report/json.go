package report

import (
	"encoding/json"
	"io"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
)

type jsonPos struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}

type jsonRange struct {
	Filename string  `json:"filename"`
	Start    jsonPos `json:"start"`
	End      jsonPos `json:"end"`
}

type jsonDiag struct {
	Rule         string    `json:"rule"`
	Severity     string    `json:"severity"`
	Build        *string   `json:"build"`
	Message      string    `json:"message"`
	Detail       string    `json:"detail"`
	Range        jsonRange `json:"range"`
	Waived       bool      `json:"waived,omitempty"`
	WaiverReason string    `json:"waiver_reason,omitempty"`
	// CommunityData names the parts with community data the finding
	// rests on (report.MarkCommunity).
	CommunityData []string `json:"community_data,omitempty"`
}

type jsonUnchecked struct {
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
}

// WriteJSON writes the report of SPEC section 6.
func WriteJSON(w io.Writer, r *check.Result) error {
	type jsonBuild struct {
		File      string          `json:"file"`
		Name      string          `json:"name"`
		Valid     bool            `json:"valid"`
		Verified  bool            `json:"verified"`
		Unchecked []jsonUnchecked `json:"unchecked"`
		Parts     []check.Part    `json:"parts"`
		Facts     check.JSONFacts `json:"facts"`
	}
	e, wn, in := r.Diagnostics.Count()
	out := struct {
		FormatVersion string `json:"format_version"`
		Valid         bool   `json:"valid"`
		Summary       struct {
			Files    int `json:"files"`
			Builds   int `json:"builds"`
			Errors   int `json:"errors"`
			Warnings int `json:"warnings"`
			Infos    int `json:"infos"`
			// Unverified counts the builds that did not fail but could
			// not be proven (SPEC 3.1).
			Unverified int `json:"unverified"`
		} `json:"summary"`
		Builds      []jsonBuild `json:"builds"`
		Diagnostics []jsonDiag  `json:"diagnostics"`
	}{FormatVersion: "1", Valid: r.Valid(), Builds: []jsonBuild{}, Diagnostics: []jsonDiag{}}
	out.Summary.Files, out.Summary.Builds = r.Files, len(r.Builds)
	out.Summary.Errors, out.Summary.Warnings, out.Summary.Infos = e, wn, in
	out.Summary.Unverified = unverified(r)
	for _, b := range r.Builds {
		parts := check.Parts(b.Build)
		if parts == nil {
			parts = []check.Part{}
		}
		un := []jsonUnchecked{}
		for _, u := range b.Unchecked {
			un = append(un, jsonUnchecked{u.Rule, u.Reason})
		}
		out.Builds = append(out.Builds, jsonBuild{File: b.File, Name: b.Build.Name, Valid: b.Valid,
			Verified: b.Verdict == check.Passes, Unchecked: un, Parts: parts, Facts: check.FactsJSON(b.Facts)})
	}
	for _, d := range r.Diagnostics {
		jd := jsonDiag{Rule: d.Rule, Severity: d.Severity.String(), Message: d.Message, Detail: d.Detail,
			Range: jsonRange{Filename: d.Range.Filename,
				Start: jsonPos{d.Range.Start.Line, d.Range.Start.Column, d.Range.Start.Byte},
				End:   jsonPos{d.Range.End.Line, d.Range.End.Column, d.Range.End.Byte}},
			Waived: d.Waived, WaiverReason: d.WaiverReason, CommunityData: d.Community}
		if d.Build != "" {
			b := d.Build
			jd.Build = &b
		}
		out.Diagnostics = append(out.Diagnostics, jd)
	}
	enc := json.NewEncoder(escape.JSONWriter(w))
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
