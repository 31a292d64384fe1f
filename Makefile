# rigcheck — make targets. `make test` is what CI runs (.ci/run).
GO ?= go
PKGS := ./...

.PHONY: build test lint fmt bench fuzz fuzz-ci vuln vet staticcheck

build:
	$(GO) build -o rigcheck ./cmd/rigcheck

# test: formatting, vet, staticcheck (pinned as a Go tool in go.mod), then the
# race-enabled tests.
test: lint
	$(GO) test -race -count=1 $(PKGS)

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

FUZZTIME ?= 30s
# Every Fuzz* target of every package, as "package target" lines.
FUZZ_LIST = $(GO) test -list '^Fuzz' $(PKGS) | awk '/^Fuzz/ {t[n++]=$$1; next} /^ok/ {for (i = 0; i < n; i++) print $$2, t[i]; n = 0}'
define run-fuzz
	@targets=$$($(FUZZ_LIST)); test -n "$$targets" || { echo "no fuzz targets found (does the code build?)"; exit 1; }; \
	echo "$$targets" | while read pkg t; do \
	  echo "== $$pkg $$t ($(1))"; $(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(1) $$pkg || exit 1; \
	done
endef

# fuzz: each target for FUZZTIME; fuzz-ci: each for 10 s (what CI runs).
# Crashers land in the package's testdata/fuzz/, which `make test` replays.
fuzz:
	$(call run-fuzz,$(FUZZTIME))

fuzz-ci:
	$(call run-fuzz,10s)

# vuln: needs the Go vulnerability database (vuln.go.dev), so not in CI.
vuln:
	$(GO) tool govulncheck $(PKGS)
