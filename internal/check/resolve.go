package check

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// MaxSuggestions bounds the "did you mean" searches of one build file:
// each costs about a millisecond over the catalog, so a file of 60,000
// unknown ids took 44 s (issue 29). Past it, an unknown id gets the
// sentence that says where to look; an id met again reuses its answer.
const MaxSuggestions = 100

// resolver resolves the builds of one file against its catalog: it
// remembers its suggestions and makes at most MaxSuggestions searches.
type resolver struct {
	c     *catalog.Catalog
	memo  map[string]string
	spent int
}

func newResolver(c *catalog.Catalog) *resolver {
	return &resolver{c: c, memo: map[string]string{}}
}

// resolve looks up every part block and workload model of a build,
// reporting unknown ids and parts of the wrong kind.
func (r *resolver) resolve(b *hw.Build) hw.Diagnostics {
	var diags hw.Diagnostics
	for _, it := range b.Items {
		p := r.c.Lookup(it.ID)
		switch {
		case p == nil:
			diags = append(diags, hw.Diagnostic{Rule: "unknown-part", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("%s %q is not in the catalog", it.Role, it.ID),
				Detail:  r.suggest(it.ID, it.Role), Range: it.Range})
		case p.Kind != it.Role:
			diags = append(diags, hw.Diagnostic{Rule: "wrong-kind", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("%q is a %s (%s), not a %s", it.ID, p.Kind, p.Name(), it.Role),
				Detail:  fmt.Sprintf("Write it as %s %q {} or pick a %s: %s", p.Kind, it.ID, it.Role, r.suggest(it.ID, it.Role)),
				Range:   it.Range})
		default:
			it.Part = p
		}
	}
	for _, w := range b.Workloads {
		p := r.c.Lookup(w.ModelID)
		if p == nil {
			p = modelByRepo(r.c, w.ModelID)
		}
		switch {
		case p == nil:
			diags = append(diags, hw.Diagnostic{Rule: "unknown-part", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("workload %q: model %q is not in the catalog", w.Name, w.ModelID),
				Detail:  r.suggest(w.ModelID, hw.KindModel), Range: w.AttrRange("model")})
		case p.Kind != hw.KindModel:
			diags = append(diags, hw.Diagnostic{Rule: "wrong-kind", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("workload %q: %q is a %s (%s), not a model", w.Name, w.ModelID, p.Kind, p.Name()),
				Detail:  r.suggest(w.ModelID, hw.KindModel), Range: w.AttrRange("model")})
		default:
			w.Model = p
		}
	}
	return diags
}

func (r *resolver) suggest(id string, kind hw.Kind) string {
	key := string(kind) + "\x00" + id
	if s, ok := r.memo[key]; ok {
		return s
	}
	if r.spent == MaxSuggestions {
		return catalog.WhereToLook(kind)
	}
	r.spent++
	s := r.c.Suggest(id, kind)
	r.memo[key] = s
	return s
}

// modelByRepo finds the model whose hf_repo is repo ("meta-llama/Llama-3.1-70B",
// as users copy it from Hugging Face), case-insensitively; nil when none is.
func modelByRepo(c *catalog.Catalog, repo string) *hw.Part {
	if !strings.Contains(repo, "/") {
		return nil
	}
	for _, p := range c.Parts(hw.KindModel) {
		if r := p.Model().HFRepo; r != "" && strings.EqualFold(r, repo) {
			return p
		}
	}
	return nil
}
