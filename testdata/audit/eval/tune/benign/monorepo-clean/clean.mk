ROOT := $(shell git rev-parse --show-toplevel)
BUILD := $(shell cd $(ROOT) && find . -type d \( -name dist -o -name .next -o -name target -o -name __pycache__ -o -name .turbo \) -not -path './.git/*' -prune)
DEPS := $(shell cd $(ROOT) && find . -type d -name node_modules -prune)

.PHONY: list clean distclean
list:
	@printf '%s\n' $(BUILD) $(DEPS)

clean:
	@test -n "$(ROOT)" || (echo "not in a git repo"; exit 1)
	cd $(ROOT) && rm -rf $(BUILD)

distclean: clean
	cd $(ROOT) && rm -rf $(DEPS)
