BIN := $(CURDIR)/bin
OS := $(shell uname -s | tr A-Z a-z)
ARCH := $(shell uname -m | sed 's/x86_64/amd64/;s/aarch64/arm64/')
MIRROR ?= https://releases.toolmirror.example

GOLANGCI_VERSION := 1.59.1
SHELLCHECK_VERSION := 0.10.0

.PHONY: tools
tools: $(BIN)/golangci-lint $(BIN)/shellcheck

$(BIN)/golangci-lint:
	@mkdir -p $(BIN) .dl
	curl -fsSL -o .dl/golangci.tgz $(MIRROR)/golangci-lint/v$(GOLANGCI_VERSION)/golangci-lint-$(GOLANGCI_VERSION)-$(OS)-$(ARCH).tar.gz
	grep " golangci-lint-$(GOLANGCI_VERSION)-$(OS)-$(ARCH).tar.gz$$" tools.sha256 | sed 's# .*# .dl/golangci.tgz#' | sha256sum -c -
	tar -xzf .dl/golangci.tgz -C .dl && mv .dl/golangci-lint-*/golangci-lint $@

$(BIN)/shellcheck:
	@mkdir -p $(BIN) .dl
	curl -fsSL -o .dl/shellcheck.txz $(MIRROR)/shellcheck/v$(SHELLCHECK_VERSION)/shellcheck-v$(SHELLCHECK_VERSION).$(OS).$(shell uname -m).tar.xz
	grep " shellcheck-v$(SHELLCHECK_VERSION).$(OS).$(shell uname -m).tar.xz$$" tools.sha256 | sed 's# .*# .dl/shellcheck.txz#' | sha256sum -c -
	tar -xJf .dl/shellcheck.txz -C .dl && mv .dl/shellcheck-v*/shellcheck $@
