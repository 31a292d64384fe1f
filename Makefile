# rigcheck — make targets. `make test` is what CI runs (.ci/run).
GO ?= go
PKGS := ./...

.PHONY: build test lint fmt bench fuzz vet staticcheck

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
fuzz:
	@for t in $$($(GO) test -list '^Fuzz' $(PKGS) 2>/dev/null | grep '^Fuzz'); do \
	  pkg=$$(grep -rl "func $$t(" --include='*_test.go' . | head -1 | xargs dirname); \
	  echo "== $$pkg $$t"; $(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	done
