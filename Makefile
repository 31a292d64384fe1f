# rigcheck — make targets. `make test` is what CI runs (.ci/run).
GO ?= go
PKGS := ./...

.PHONY: build test lint fmt bench perf fuzz fuzz-ci vuln vet staticcheck

build:
	$(GO) build -o rigcheck ./cmd/rigcheck

# test: formatting, vet, staticcheck (pinned as a Go tool in go.mod), then the
# race-enabled tests, then pick's brute-force tests without the race
# detector, which slows them several times: all 200 random cases (20 under
# -race) and the request set on small catalogs.
test: lint
	$(GO) test -race -count=1 $(PKGS)
	$(GO) test -count=1 -run '^(TestAgreesWithBruteForce|TestRequestsBruteForce)$$' ./internal/pick

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet $(PKGS)
	$(GO) tool staticcheck $(PKGS)

fmt:
	gofmt -w $$(git ls-files '*.go')
	$(GO) run ./cmd/rigcheck fmt builds catalog

bench:
	$(GO) test -run '^$$' -bench . -benchmem $(PKGS)

# perf: run the benchmarks behind docs/performance.md and regenerate it
# (several minutes; run it on a quiet machine).
perf:
	$(GO) run ./internal/perfdoc -o docs/performance.md

FUZZTIME ?= 30s
# Every Fuzz* target of every package, as "package target" lines.
FUZZ_LIST = $(GO) test -list '^Fuzz' $(PKGS) | awk '/^Fuzz/ {t[n++]=$$1; next} /^ok/ {for (i = 0; i < n; i++) print $$2, t[i]; n = 0}'
# run-fuzz: each target for $(1), or for the budget a "FuzzName budget" line
# of the file $(2) gives it.
define run-fuzz
	@targets=$$($(FUZZ_LIST)); test -n "$$targets" || { echo "no fuzz targets found (does the code build?)"; exit 1; }; \
	echo "$$targets" | while read pkg t; do \
	  b=$(1); if [ -n "$(2)" ]; then o=$$(awk -v t="$$t" '$$1 == t {print $$2}' $(2)); [ -z "$$o" ] || b=$$o; fi; \
	  echo "== $$pkg $$t ($$b)"; $(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $$b $$pkg || exit 1; \
	done
endef

# fuzz: each target for FUZZTIME; fuzz-ci (what CI runs): each for a count of
# inputs, FUZZ_CI_EXECS or the target's line in .ci/fuzz-execs (sized to a
# few seconds each on 2 cores). CI counts inputs, not seconds: a -fuzztime
# duration can end in a spurious "context deadline exceeded" failure with no
# crasher when the deadline catches a worker mid-input (go.dev/issue/75804,
# fixed in Go 1.27; this module is on 1.26).
FUZZ_CI_EXECS ?= 20000x
# Crashers land in the package's testdata/fuzz/, which `make test` replays.
fuzz:
	$(call run-fuzz,$(FUZZTIME))

fuzz-ci:
	$(call run-fuzz,$(FUZZ_CI_EXECS),.ci/fuzz-execs)

# vuln: needs the Go vulnerability database (vuln.go.dev), so not in CI.
vuln:
	$(GO) tool govulncheck $(PKGS)
