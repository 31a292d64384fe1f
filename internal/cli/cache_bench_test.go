package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/rigcheck/rigcheck/internal/synth"
)

// BenchmarkProcessValidateUserCatalog is `rigcheck validate --catalog DIR
// builds/seed-4gpu.hcl` as a child process, exec to exit, with DIR a
// generated catalog folder of 10,000 or 50,000 parts (copies of the
// embedded catalog's parts under new ids, internal/synth, 500 to a file):
//
//   - nocache: --no-cache, the folder parsed every run (what every run paid
//     before the cache);
//   - cold: the cache folder emptied before each run (outside the timer),
//     so the run parses the folder and writes the cache;
//   - warm: the cache built (once the folder is older than the racy window).
//
// The binary is built once, outside the loop.
func BenchmarkProcessValidateUserCatalog(b *testing.B) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		b.Skip("the go command is not on PATH")
	}
	tmp := b.TempDir()
	bin := filepath.Join(tmp, "rigcheck")
	if out, err := exec.Command(goTool, "build", "-o", bin, "github.com/rigcheck/rigcheck/cmd/rigcheck").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	srcs, err := synth.ReadDir(filepath.Join("..", "..", "catalog"))
	if err != nil {
		b.Fatal(err)
	}
	blocks, err := synth.Blocks(srcs)
	if err != nil {
		b.Fatal(err)
	}
	build := filepath.Join("..", "..", "builds", "seed-4gpu.hcl")
	for _, n := range []int{10000, 50000} {
		dir := filepath.Join(tmp, fmt.Sprintf("parts%d", n))
		if err := synth.Write(dir, blocks, n); err != nil {
			b.Fatal(err)
		}
		cache := filepath.Join(tmp, fmt.Sprintf("cache%d", n))
		run := func(b *testing.B, args ...string) {
			cmd := exec.Command(bin, append([]string{"validate", "--format", "json", "--catalog", dir}, append(args, build)...)...)
			cmd.Env = append(os.Environ(), "NO_COLOR=1", "RIGCHECK_CACHE_DIR="+cache)
			out, err := cmd.Output()
			if _, exit := err.(*exec.ExitError); (err != nil && !exit) || len(out) == 0 {
				b.Fatalf("rigcheck validate: %v", err)
			}
		}
		for _, mode := range []string{"nocache", "cold", "warm"} {
			b.Run(fmt.Sprintf("%s/%d", mode, n), func(b *testing.B) {
				if mode == "warm" {
					time.Sleep(2100 * time.Millisecond) // past the racy window
					run(b)                              // writes the cache
				}
				for b.Loop() {
					switch mode {
					case "nocache":
						run(b, "--no-cache")
					case "cold":
						b.StopTimer()
						os.RemoveAll(cache)
						b.StartTimer()
						run(b)
					default:
						run(b)
					}
				}
			})
		}
	}
}
