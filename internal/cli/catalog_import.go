package cli

import (
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/importer/opendb"
	"github.com/spf13/cobra"
)

// importSources are the subcommands of `rigcheck catalog import`, one per
// outside data set.
var importSources = []func(*env) *cobra.Command{newImportOpenDB}

func catalogImportCmd(e *env) *cobra.Command {
	return group(e, "import SOURCE DIR", "turn an outside parts data set into catalog files (opendb: BuildCores OpenDB)", importSources)
}

func newImportOpenDB(e *env) *cobra.Command {
	var out string
	var dryRun bool
	cmd := &cobra.Command{
		Use:   "opendb DIR [-o OUTDIR]",
		Short: "import BuildCores OpenDB (a checkout or the unpacked archive) as a catalog folder",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			emb, _ := catalog.Embedded()
			if err := opendb.Run(args[0], out, dryRun, emb, e.stdout, e.stderr); err != nil {
				return usageErr("%s", err)
			}
			return nil
		},
	}
	cmd.Flags().StringVarP(&out, "out", "o", "opendb-parts", "output catalog folder")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "print the summary, write nothing")
	return cmd
}
