#!/usr/bin/env bash
# `make plugin-selftest`: the command plugin as an adopter meets it. A package in a temporary folder
# outside this repository (an app with a Core and a Features package, in git, `.build/` ignored)
# depends on Tools/ToolsPlugin by path, and runs everything through `swift package tools …`:
#   - `swift package plugin --list` shows the verb;
#   - `check-imports init` finishes (a nested `swift package dump-package` that waited for the lock
#     on `.build`, held by the outer `swift package`, would hang here: the step is bounded) and
#     leaves only boundaries.rules in `git status`;
#   - the check exits 0; `--format sarif --output` writes a SARIF 2.1.0 file;
#   - an upward import planted in Core makes it fail, naming path:line:col and the rule;
#   - nothing else appears in `git status`, no `.tools-cache/` anywhere in the package.
# Slow (the first plugin run builds the tools in the package's own `.build`, debug): CI runs it,
# `make test` does not. Every step is bounded by `timeout`, so nothing here hangs.
set -euo pipefail
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
swift=${SWIFT:-swift}
work=$(mktemp -d "${TMPDIR:-/tmp}/tools-plugin-selftest.XXXXXX")
trap 'rm -rf "$work"' EXIT
step() { echo "plugin-selftest: $*" >&2; }
fail() {
  echo "plugin-selftest: FAILED: $*" >&2
  exit 1
}
# bounded SECONDS WHAT COMMAND…: runs COMMAND, output in $work/out; fails naming WHAT on a timeout.
bounded() {
  local seconds=$1 what=$2
  shift 2
  set +e
  timeout --kill-after=10 "$seconds" "$@" > "$work/out" 2>&1
  status=$?
  set -e
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    tail -20 "$work/out" >&2
    fail "$what did not finish within $seconds s"
  fi
}

app="$work/App"
mkdir -p "$app/Sources/App" "$app/Packages/Core/Models/Sources/Models" "$app/Packages/Features/Feed/Sources/Feed"
cat > "$app/Package.swift" << EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [
    .package(path: "Packages/Features/Feed"),
    .package(path: "$repo/Tools/ToolsPlugin"),
  ],
  targets: [.executableTarget(name: "App", dependencies: [.product(name: "Feed", package: "Feed")])]
)
EOF
cat > "$app/Packages/Core/Models/Package.swift" << 'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Models",
  products: [.library(name: "Models", targets: ["Models"])],
  targets: [.target(name: "Models")]
)
EOF
cat > "$app/Packages/Features/Feed/Package.swift" << 'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Feed",
  products: [.library(name: "Feed", targets: ["Feed"])],
  dependencies: [.package(path: "../../Core/Models")],
  targets: [.target(name: "Feed", dependencies: [.product(name: "Models", package: "Models")])]
)
EOF
printf 'import Foundation\n\npublic struct Item { public init() {} }\n' > "$app/Packages/Core/Models/Sources/Models/Models.swift"
printf 'import Models\n\npublic let feed = [Item()]\n' > "$app/Packages/Features/Feed/Sources/Feed/Feed.swift"
printf 'import Feed\n\nprint(feed.count)\n' > "$app/Sources/App/main.swift"
printf '.build/\n.swiftpm/\n' > "$app/.gitignore"
git -C "$app" init --quiet
git -C "$app" add -A
git -C "$app" -c user.name=selftest -c user.email=selftest@localhost commit --quiet -m "an app"
cd "$app"
untracked() { git status --porcelain --untracked-files=all; }

step "swift package plugin --list"
bounded 300 "swift package plugin --list" "$swift" package plugin --list
grep -q "‘tools’ (plugin ‘ToolsPlugin’" "$work/out" || { cat "$work/out" >&2; fail "the tools verb is not listed"; }

step "swift package tools check-imports init (builds the tools first)"
start=$(date +%s)
bounded 1800 "swift package tools check-imports init" "$swift" package tools check-imports init
[ "$status" -eq 0 ] || { tail -20 "$work/out" >&2; fail "init exited $status"; }
step "  first plugin run, build included: $(($(date +%s) - start)) s"
[ "$(untracked)" = "?? boundaries.rules" ] || { untracked >&2; fail "init left more than boundaries.rules"; }
git add boundaries.rules
git -c user.name=selftest -c user.email=selftest@localhost commit --quiet -m "rules"

step "swift package tools check-imports (exit 0)"
start=$(date +%s)
bounded 300 "swift package tools check-imports" "$swift" package tools check-imports
[ "$status" -eq 0 ] || { cat "$work/out" >&2; fail "the check of the initialized package exited $status"; }
step "  warm plugin run: $(($(date +%s) - start)) s"

step "swift package tools check-imports --format sarif --output check-imports.sarif"
bounded 300 "the SARIF run" "$swift" package tools check-imports --format sarif --output check-imports.sarif
[ "$status" -eq 0 ] || { cat "$work/out" >&2; fail "the SARIF run exited $status"; }
grep -q '"version" : "2.1.0"' check-imports.sarif || fail "check-imports.sarif is not SARIF 2.1.0"
rm check-imports.sarif

step "an upward import planted in Models: the check fails naming path:line:col"
printf 'import Foundation\nimport Feed\n' > Packages/Core/Models/Sources/Models/Up.swift
bounded 300 "the check with an upward import" "$swift" package tools check-imports
[ "$status" -ne 0 ] || { cat "$work/out" >&2; fail "an upward import passed the check"; }
grep -q "^Packages/Core/Models/Sources/Models/Up.swift:2:8: error: .*\[layer-upward\]" "$work/out" \
  || { cat "$work/out" >&2; fail "no layer-upward finding at Packages/Core/Models/Sources/Models/Up.swift:2:8"; }
rm Packages/Core/Models/Sources/Models/Up.swift

step "nothing left behind"
[ -z "$(untracked)" ] || { untracked >&2; fail "the plugin runs left files in git status"; }
[ -z "$(find . -name .tools-cache -not -path './.build/*')" ] || fail "a .tools-cache folder was written in the package"
step "ok"
