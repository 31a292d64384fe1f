package opendb_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogdir"
	"github.com/rigcheck/rigcheck/internal/catalogq"
	"github.com/rigcheck/rigcheck/internal/cli"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/importer/opendb"
	"github.com/rigcheck/rigcheck/internal/lint"
)

// The full data set: $RIGCHECK_OPENDB (a checkout or unpacked archive), or
// the archive the project keeps beside the repository,
// ../shared/opendb/opendb.tar.gz.
const sharedArchive = "../../../../shared/opendb/opendb.tar.gz"

var (
	full     sync.Once
	fullSrc  string // the OpenDB folder
	fullOut  string // its import
	fullRes  *opendb.Result
	fullErr  error
	fullTemp []string
)

func TestMain(m *testing.M) {
	// The in-process commands keep compiled catalogs in a cache folder of
	// the test's own, not the user's.
	cache, err := os.MkdirTemp("", "opendb-cache-")
	if err == nil {
		fullTemp = append(fullTemp, cache)
		os.Setenv(catalogdir.CacheEnv, cache)
	}
	code := m.Run()
	for _, d := range fullTemp {
		os.RemoveAll(d)
	}
	os.Exit(code)
}

// fullImport imports the full data set once per test binary and writes it
// to a temporary folder, or skips the test when the data set is not there.
func fullImport(tb testing.TB) (string, *opendb.Result) {
	tb.Helper()
	if testing.Short() {
		tb.Skip("the full OpenDB import takes seconds; not in -short mode")
	}
	if raceEnabled {
		tb.Skip("the full OpenDB import takes minutes under the race detector; run it with plain go test ./internal/importer/opendb")
	}
	full.Do(func() {
		fullSrc = os.Getenv("RIGCHECK_OPENDB")
		if fullSrc == "" {
			if _, err := os.Stat(sharedArchive); err != nil {
				return
			}
			dir, err := os.MkdirTemp("", "opendb-src-")
			if err != nil {
				fullErr = err
				return
			}
			fullTemp = append(fullTemp, dir)
			if fullErr = untar(sharedArchive, dir); fullErr != nil {
				return
			}
			fullSrc = dir
		}
		emb, _ := catalog.Embedded()
		if fullRes, fullErr = opendb.Import(fullSrc, emb); fullErr != nil {
			return
		}
		files, err := fullRes.Files()
		if err != nil {
			fullErr = err
			return
		}
		dir, err := os.MkdirTemp("", "opendb-out-")
		if err != nil {
			fullErr = err
			return
		}
		fullTemp = append(fullTemp, dir)
		fullOut = filepath.Join(dir, "opendb")
		fullErr = opendb.WriteDir(fullOut, files)
	})
	if fullErr != nil {
		tb.Fatal(fullErr)
	}
	if fullSrc == "" {
		tb.Skipf("no OpenDB data set: %s does not exist and RIGCHECK_OPENDB is not set", sharedArchive)
	}
	return fullOut, fullRes
}

// untar unpacks the regular files and folders of a .tar.gz into dir.
func untar(archive, dir string) error {
	f, err := os.Open(archive)
	if err != nil {
		return err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return err
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		name := filepath.Clean(h.Name)
		if filepath.IsAbs(name) || name == ".." || strings.HasPrefix(name, "../") {
			return fmt.Errorf("%s: entry %q leaves the folder", archive, h.Name)
		}
		path := filepath.Join(dir, name)
		switch h.Typeflag {
		case tar.TypeDir:
			if err := os.MkdirAll(path, 0o755); err != nil {
				return err
			}
		case tar.TypeReg:
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				return err
			}
			out, err := os.Create(path)
			if err != nil {
				return err
			}
			_, err = io.Copy(out, io.LimitReader(tr, 64<<20))
			out.Close()
			if err != nil {
				return err
			}
		}
	}
}

// TestFullImport imports all of OpenDB's eight kinds: the output loads as
// a catalog folder with no problem, `catalog lint` finds no error, and a
// build of imported parts validates and names its community data.
func TestFullImport(t *testing.T) {
	dir, res := fullImport(t)
	var summary bytes.Buffer
	res.WriteSummary(&summary)
	t.Logf("\n%s", summary.String())
	read, imported := 0, 0
	for _, s := range res.Stats {
		read += s.Read
		imported += s.Imported
		if s.Imported == 0 {
			t.Errorf("%s: nothing imported", s.Kind)
		}
		if s.Read != s.Imported+s.Merged+s.Duplicates+s.SkippedTotal() {
			t.Errorf("%s: counts do not add up", s.Kind)
		}
	}
	if read < 26000 || imported < read/2 {
		t.Errorf("read %d parts, imported %d", read, imported)
	}
	lr, err := lint.Dirs([]string{dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	errs := 0
	for _, d := range lr.Diagnostics {
		if d.Severity == hw.Error {
			errs++
			if errs <= 10 {
				t.Errorf("lint: %s:%d: [%s] %s", d.Range.Filename, d.Range.Start.Line, d.Rule, d.Message)
			}
		}
	}
	if total := len(lr.Catalog.Parts("")); total < imported {
		t.Errorf("the folder loads %d parts, the import wrote %d", total, imported)
	}

	// A build of imported parts: pick one of each role that fits the first.
	build := filepath.Join(t.TempDir(), "build.hcl")
	if err := os.WriteFile(build, []byte(importedBuild(t, lr.Catalog)), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, stderr bytes.Buffer
	code := cli.Run([]string{"validate", "--catalog", dir, build}, nil, &out, &stderr)
	if code == 2 || !strings.Contains(out.String(), "community data (BuildCores OpenDB") {
		t.Errorf("validate exited %d:\n%s%s", code, out.String(), stderr.String())
	}
}

// importedBuild writes a build of imported parts that go together: an AM5
// CPU, an AM5 DDR5 board, a DDR5 kit, a GPU, an NVMe drive, an ATX PSU,
// an ATX case and an AM5 cooler.
func importedBuild(t *testing.T, c *catalog.Catalog) string {
	t.Helper()
	first := func(k hw.Kind, ok func(*hw.Part) bool) string {
		for _, p := range c.Parts(k) {
			if p.Str("data_source") == "opendb" && ok(p) {
				return p.ID
			}
		}
		t.Fatalf("no imported %s fits", k)
		return ""
	}
	has := func(l []string, s string) bool {
		for _, x := range l {
			if x == s {
				return true
			}
		}
		return false
	}
	return fmt.Sprintf(`build "imported" {
  cpu         %q {}
  cooler      %q {}
  motherboard %q {}
  memory      %q {}
  gpu         %q {}
  storage     %q {}
  psu         %q {}
  case        %q {}
}
`,
		first(hw.KindCPU, func(p *hw.Part) bool { return p.Str("socket") == "AM5" }),
		first(hw.KindCooler, func(p *hw.Part) bool { return has(p.List("sockets"), "AM5") && p.Str("type") == "air" }),
		first(hw.KindMotherboard, func(p *hw.Part) bool { return p.Str("socket") == "AM5" && p.Str("form_factor") == "ATX" }),
		first(hw.KindMemory, func(p *hw.Part) bool { return p.Str("type") == "DDR5" && p.NumOr("modules", 0) == 2 }),
		first(hw.KindGPU, func(p *hw.Part) bool { return p.NumOr("tdp_w", 0) <= 250 && p.NumOr("length_mm", 999) <= 300 }),
		first(hw.KindStorage, func(p *hw.Part) bool { return p.Str("interface") == "nvme" }),
		first(hw.KindPSU, func(p *hw.Part) bool { return p.Str("form_factor") == "ATX" && p.NumOr("wattage_w", 0) >= 850 }),
		first(hw.KindCase, func(p *hw.Part) bool {
			return has(p.List("form_factors"), "ATX") && p.NumOr("max_gpu_length_mm", 0) >= 320 && p.NumOr("max_cooler_height_mm", 0) >= 170
		}))
}

// benchBuild is builds/seed-4gpu.hcl with a GPU of the import, the build the
// query benchmarks check the imported GPUs against.
const benchBuild = "../../../builds/seed-4gpu.hcl"

// BenchmarkFullImport is `catalog import opendb` without the writing:
// read and map 26,088 files, render the catalog files.
func BenchmarkFullImport(b *testing.B) {
	fullImport(b)
	emb, _ := catalog.Embedded()
	for b.Loop() {
		res, err := opendb.Import(fullSrc, emb)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := res.Files(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoadImported is what every command with `--catalog OUTDIR`
// does first: read and decode the imported folder's HCL and merge it into
// the embedded catalog.
func BenchmarkLoadImported(b *testing.B) {
	dir, _ := fullImport(b)
	emb, _ := catalog.Embedded()
	for b.Loop() {
		files, diags, err := catalogdir.ReadDir(dir)
		if err != nil || diags.HasErrors() {
			b.Fatal(err, diags)
		}
		if _, diags := emb.Merge(files); diags.HasErrors() {
			b.Fatal(diags)
		}
	}
}

// BenchmarkLoadImportedCached is the same load through the cache of
// compiled folders (catalogdir.WithFolders), warm: stat the files, read and
// check the compiled folder, look up a part (the rest stay undecoded).
func BenchmarkLoadImportedCached(b *testing.B) {
	dir, _ := fullImport(b)
	time.Sleep(2100 * time.Millisecond)                                                    // no cache is written while the files are younger than 2 s
	if _, err := catalogdir.WithFolders([]string{dir}, catalogdir.Options{}); err != nil { // fills the cache
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		f, err := catalogdir.WithFolders([]string{dir}, catalogdir.Options{})
		if err != nil || f.Diags.HasErrors() || f.Cache == catalogdir.CacheBuilt || f.Cache == catalogdir.CacheUnsaved {
			b.Fatal("not from the cache", err, f.Diags)
		}
		if f.Catalog.Lookup("nvidia-geforce-rtx-4090-fe") == nil {
			b.Fatal("part missing")
		}
	}
}

// run runs rigcheck in-process and fails on exit code 2.
func run(b *testing.B, args ...string) {
	var out, errb bytes.Buffer
	if code := cli.Run(args, nil, &out, &errb); code == 2 {
		b.Fatalf("rigcheck %v: exit 2: %s", args, errb.String())
	}
}

// BenchmarkValidateOneImported is `rigcheck validate --catalog OUTDIR
// builds/seed-4gpu.hcl`, in-process, start to result: load the catalog
// (embedded and imported), check the file, render JSON.
func BenchmarkValidateOneImported(b *testing.B) {
	dir, _ := fullImport(b)
	for b.Loop() {
		run(b, "validate", "--format", "json", "--catalog", dir, benchBuild)
	}
}

// BenchmarkListWhereGPUImported is `rigcheck catalog list gpu --where …
// --catalog OUTDIR`, in-process, start to result.
func BenchmarkListWhereGPUImported(b *testing.B) {
	dir, _ := fullImport(b)
	for b.Loop() {
		run(b, "catalog", "list", "gpu", "--where", "vram_gb >= 16 && tdp_w <= 300", "--sort", "-vram_gb,length_mm", "--format", "csv", "--catalog", dir)
	}
}

// BenchmarkListFitsGPUImported is `rigcheck catalog list gpu --fits
// builds/seed-4gpu.hcl --catalog OUTDIR`, in-process, start to result.
func BenchmarkListFitsGPUImported(b *testing.B) {
	dir, _ := fullImport(b)
	for b.Loop() {
		run(b, "catalog", "list", "gpu", "--fits", benchBuild, "--format", "csv", "--catalog", dir)
	}
}

// The two queries on an already loaded catalog: what they cost beyond the
// load.
func loadedImport(b *testing.B) *catalog.Catalog {
	dir, _ := fullImport(b)
	files, _, err := catalogdir.ReadDir(dir)
	if err != nil {
		b.Fatal(err)
	}
	emb, _ := catalog.Embedded()
	cat, _ := emb.Merge(files)
	return cat
}

// BenchmarkWhereGPUImportedLoaded filters and sorts the imported GPUs.
func BenchmarkWhereGPUImportedLoaded(b *testing.B) {
	parts := loadedImport(b).Parts(hw.KindGPU)
	b.Logf("%d GPUs", len(parts))
	b.ResetTimer()
	for b.Loop() {
		w, err := catalogq.ParseWhere("vram_gb >= 16 && tdp_w <= 300", hw.KindGPU)
		if err != nil {
			b.Fatal(err)
		}
		keys, _ := catalogq.ParseSort("-vram_gb,length_mm", hw.KindGPU)
		got, err := w.Filter(parts)
		if err != nil || len(got) == 0 {
			b.Fatal(err, len(got))
		}
		catalogq.Sort(got, keys)
	}
}

// BenchmarkFitsGPUImportedLoaded checks every imported GPU against the
// seed build (swap the card in, run the rules).
func BenchmarkFitsGPUImportedLoaded(b *testing.B) {
	cat := loadedImport(b)
	src, err := os.ReadFile(benchBuild)
	if err != nil {
		b.Fatal(err)
	}
	tg, err := catalogq.LoadTarget(cat, "seed-4gpu.hcl", src, "")
	if err != nil {
		b.Fatal(err)
	}
	parts := tg.Catalog.Parts(hw.KindGPU)
	b.Logf("%d GPUs", len(parts))
	b.ResetTimer()
	for b.Loop() {
		if vs := catalogq.FitAll(tg.Build, parts, nil); len(vs) != len(parts) {
			b.Fatal(len(vs))
		}
	}
}
