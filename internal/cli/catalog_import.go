package cli

import (
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/opendb"
	"github.com/spf13/cobra"
)

// importSources are the subcommands of `rigcheck catalog import`, one per
// outside data set.
var importSources []func(*env) *cobra.Command

func init() {
	catalogCommands = append(catalogCommands, func(e *env) *cobra.Command {
		cmd := &cobra.Command{
			Use:   "import SOURCE DIR",
			Short: "turn an outside parts data set into catalog files (opendb: BuildCores OpenDB)",
			Args:  cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				return cmd.Help()
			},
		}
		for _, add := range importSources {
			cmd.AddCommand(add(e))
		}
		return cmd
	})
	importSources = append(importSources, newImportOpenDB)
}

func newImportOpenDB(e *env) *cobra.Command {
	var out string
	var dryRun bool
	cmd := &cobra.Command{
		Use:   "opendb DIR [-o OUTDIR]",
		Short: "import BuildCores OpenDB (a checkout or the unpacked archive) as a catalog folder",
		Long: `Read the CPU, CPUCooler, GPU, Motherboard, PCCase, PSU, RAM and Storage parts of BuildCores OpenDB
(github.com/buildcores/buildcores-open-db, ODC-By) from DIR (a checkout, or its open-db folder) and write
them as rigcheck catalog files into OUTDIR, one file per kind and brand, for --catalog OUTDIR or the
config file's catalog = ["OUTDIR"].

Every imported part is community data: it carries data_source = "opendb" and its OpenDB page as
source, and reports say when a finding rests on it. Numbers OpenDB is known to get wrong are left out
(unknown counts stored as 0, PCIe generations the chipset contradicts, M.2 sockets listed once per
size, ECC and registered flags the product name contradicts); products the embedded catalog has are
not imported again; parts that lack a required number are skipped. OpenDB has no prices and no CPU
PCIe lanes: prices are left out, and lanes come from the makers' per-family figures. The summary on
stderr counts all of it.

OUTDIR (default ./opendb-parts) is written as a whole: a new folder, or one an earlier import wrote,
which is replaced.

Exit codes: 0 imported; 2 the command could not run (unreadable DIR, OUTDIR refused).`,
		Example: `  git clone https://github.com/buildcores/buildcores-open-db
  rigcheck catalog import opendb buildcores-open-db -o parts/opendb
  rigcheck validate --catalog parts/opendb mybuild.hcl`,
		Args: cobra.ExactArgs(1),
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
