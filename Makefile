# One entry point for people and CI. Everything a fresh machine with only the Swift toolchain needs.
# Each target says what it does in `make help`.
SWIFT ?= swift
APP ?=
.DEFAULT_GOAL := help

.PHONY: help
help: ## List the targets
	@grep -hE '^[a-zA-Z0-9_-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'

.PHONY: build
build: ## Build the App and every package (debug)
	$(SWIFT) build

.PHONY: test
test: ## Run every package's tests, the top-level Tests/ and the Tools tests
	$(SWIFT) test
	$(SWIFT) test --package-path Tools

.PHONY: run
run: ## Run the App (make run APP=shop|bookshelf)
	$(SWIFT) run app $(if $(APP),$(APP),)

.PHONY: tools
tools: ## Build the CI tools (release)
	$(SWIFT) build -c release --package-path Tools --product tools

.PHONY: check
check: tools ## Import-boundary check and blast-radius budgets
	Tools/.build/release/tools check-imports

.PHONY: rebuild-times
rebuild-times: tools ## Time incremental rebuilds (rebuild-scenarios.rules) into out/rebuild-times.{md,svg}; ARGS: REBUILD_TIMES_ARGS
	@mkdir -p out
	@Tools/.build/release/tools rebuild-times --markdown --svg out/rebuild-times.svg $(REBUILD_TIMES_ARGS) > out/rebuild-times.md; \
	status=$$?; cat out/rebuild-times.md; echo "wrote out/rebuild-times.md and out/rebuild-times.svg"; exit $$status
