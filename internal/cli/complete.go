package cli

import (
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogq"
	"github.com/rigcheck/rigcheck/rules"
	"github.com/spf13/cobra"
)

// completeRuleIDs completes the first argument with rule ids (`explain`),
// each described by its summary.
func completeRuleIDs(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []cobra.Completion
	for _, r := range rules.All() {
		if strings.HasPrefix(r.ID, toComplete) {
			out = append(out, cobra.CompletionWithDesc(r.ID, r.Summary))
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completeKinds completes the first argument with the part kinds
// (`catalog list KIND`).
func completeKinds(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []cobra.Completion
	for _, k := range catalogq.Kinds {
		if strings.HasPrefix(string(k), toComplete) {
			out = append(out, cobra.Completion(k))
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completePartIDs completes the first argument with the part ids of the
// catalog (`catalog show`): the embedded one plus --catalog and config
// folders, each described by the part's kind and name. Problems loading the
// extra folders fall back to the embedded catalog: completion never prints
// an error into the user's command line.
func completePartIDs(e *env) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		var cat *catalog.Catalog
		if s, err := e.load(); err == nil {
			cat = s.cat
		} else {
			cat, _ = catalog.Embedded()
		}
		var out []cobra.Completion
		for _, p := range cat.Parts("") {
			if strings.HasPrefix(p.ID, toComplete) {
				out = append(out, cobra.CompletionWithDesc(p.ID, string(p.Kind)+": "+p.Name()))
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}
