#!/usr/bin/env bash
# `make release-selftest`: the release as an adopter meets it, all in a temporary folder.
#   - `release-tools.sh` refuses a VERSION that is not a semantic version (exit 2, naming it) and
#     writes nothing;
#   - it writes the package folder (its manifest declares no dependency, so nothing points back
#     here), the artifact bundle and its checksum (the zip's SHA-256);
#   - the package folder becomes a git repository tagged VERSION, and an app outside this
#     repository (a Core and a Features package, in git, `.build/` ignored) depends on it with
#     `.package(url: "file://…", from: VERSION)`, pinned to VERSION, and runs everything through
#     `swift package tools …`: `plugin --list` shows the verb; `check-imports init` finishes (a
#     nested `swift package dump-package` waiting for the lock on `.build` held by the outer
#     `swift package` would hang here: the step is bounded) and leaves only boundaries.rules; the
#     check exits 0; `--format sarif --output` writes SARIF 2.1.0; an upward import planted in
#     Core fails it, naming path:line:col and the rule; nothing else appears in `git status`, no
#     `.tools-cache/` anywhere in the app;
#   - a second package declares the zip as `binaryTarget(path:)` and a command plugin (the
#     release's own plugin source) that finds it with `context.tool(named:)`: `tools --help` and a
#     check of the app run the prebuilt binary, green, and a bad option's exit code comes through.
#   - Tools/ToolsPlugin, the path-based package whose plugin source the release ships, still lists
#     the verb. With all this, the release covers what `make plugin-selftest` proves (the same
#     steps, on the same plugin source), so CI runs this one instead.
# The bundle holds the debug build `make tools` made (RELEASE_CONFIG=debug): what this checks does
# not depend on optimisation. The app's first plugin run builds the tools from the release's
# sources (debug, with SWIFT_BUILD_FLAGS, the flags of every build here): the slow step. Every
# step is bounded by `timeout`, so nothing here hangs.
set -euo pipefail
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
swift=${SWIFT:-swift}
version=1.2.3
work=$(mktemp -d "${TMPDIR:-/tmp}/tools-release-selftest.XXXXXX")
trap 'rm -rf "$work"' EXIT
began=$(date +%s)
# Each step says the seconds since the start, so a slow step shows in the log.
step() { echo "release-selftest: [$(($(date +%s) - began)) s] $*" >&2; }
fail() {
  echo "release-selftest: FAILED: $*" >&2
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
# The build flags, as words (the Makefile exports them; SWIFT_BUILD_FLAGS= gives SwiftPM's defaults).
read -r -a flags <<< "${SWIFT_BUILD_FLAGS-}"
commit() { git -c user.name=selftest -c user.email=selftest@localhost commit --quiet "$@"; }

release="$work/release"
export RELEASE_OUT="$release"
for bad in "" 1.2 v1.2.3 01.2.3 1.2.3.4 "1.2.3-" "1.2.3 " '1.2.3;touch x'; do
  step "release-tools.sh '$bad' is refused"
  bounded 60 "release-tools.sh '$bad'" "$repo/Tools/Scripts/release-tools.sh" "$bad"
  [ "$status" -eq 2 ] || { cat "$work/out" >&2; fail "release-tools.sh '$bad' exited $status, not 2"; }
  grep -q "VERSION" "$work/out" || { cat "$work/out" >&2; fail "the refusal of '$bad' does not name VERSION"; }
  [ ! -e "$release" ] || fail "release-tools.sh '$bad' wrote $release"
done

step "release-tools.sh $version (RELEASE_CONFIG=debug)"
bounded 1800 "release-tools.sh $version" env RELEASE_CONFIG=debug "$repo/Tools/Scripts/release-tools.sh" "$version"
[ "$status" -eq 0 ] || { tail -20 "$work/out" >&2; fail "release-tools.sh $version exited $status"; }
[ -f "$release/package/Package.swift" ] || fail "no package/Package.swift"
[ -f "$release/package/README.md" ] || fail "no package/README.md"
grep -v '^ *//' "$release/package/Package.swift" | grep -q '\.package(' \
  && fail "the release manifest declares a package dependency"
grep -q '\.plugin(name: "ToolsPlugin"' "$release/package/Package.swift" || fail "the release manifest vends no plugin"
grep -q '\.executable(name: "tools"' "$release/package/Package.swift" || fail "the release manifest vends no tools executable"
zip="$release/tools.artifactbundle.zip"
[ -f "$zip" ] || fail "no tools.artifactbundle.zip"
[ "$(cat "$zip.checksum")" = "$(sha256sum "$zip" | cut -d' ' -f1)" ] \
  || fail "tools.artifactbundle.zip.checksum is not the zip's SHA-256"

step "the package folder as a git repository tagged $version"
upstream="$work/nav-tools"
cp -R "$release/package" "$upstream"
git -C "$upstream" init --quiet
git -C "$upstream" add -A
(cd "$upstream" && commit -m "tools $version")
git -C "$upstream" tag "$version"

app="$work/App"
mkdir -p "$app/Sources/App" "$app/Packages/Core/Models/Sources/Models" "$app/Packages/Features/Feed/Sources/Feed"
cat > "$app/Package.swift" << EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [
    .package(path: "Packages/Features/Feed"),
    .package(url: "file://$upstream", from: "$version"),
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
(cd "$app" && commit -m "an app")
cd "$app"
untracked() { git status --porcelain --untracked-files=all; }

step "swift package plugin --list (resolves file://$upstream from $version)"
bounded 300 "swift package plugin --list" "$swift" package plugin --list
[ "$status" -eq 0 ] || { cat "$work/out" >&2; fail "swift package plugin --list exited $status"; }
grep -q "‘tools’ (plugin ‘ToolsPlugin’ in package ‘Tools’)" "$work/out" || { cat "$work/out" >&2; fail "the tools verb is not listed"; }
grep -q "\"version\" : \"$version\"" Package.resolved || { cat Package.resolved >&2; fail "Package.resolved does not pin $version"; }
[ "$(untracked)" = "?? Package.resolved" ] || { untracked >&2; fail "resolving left more than Package.resolved"; }
git add Package.resolved
commit -m "resolved"

step "swift package tools check-imports init (builds the tools from the release's sources first)"
start=$(date +%s)
bounded 1800 "swift package tools check-imports init" "$swift" package "${flags[@]}" tools check-imports init
[ "$status" -eq 0 ] || { tail -20 "$work/out" >&2; fail "init exited $status"; }
step "  first plugin run, build included: $(($(date +%s) - start)) s"
[ "$(untracked)" = "?? boundaries.rules" ] || { untracked >&2; fail "init left more than boundaries.rules"; }
git add boundaries.rules
commit -m "rules"

step "swift package tools check-imports (exit 0)"
start=$(date +%s)
bounded 300 "swift package tools check-imports" "$swift" package "${flags[@]}" tools check-imports
[ "$status" -eq 0 ] || { cat "$work/out" >&2; fail "the check of the initialized package exited $status"; }
step "  warm plugin run: $(($(date +%s) - start)) s"

step "swift package tools check-imports --format sarif --output check-imports.sarif"
bounded 300 "the SARIF run" "$swift" package "${flags[@]}" tools check-imports --format sarif --output check-imports.sarif
[ "$status" -eq 0 ] || { cat "$work/out" >&2; fail "the SARIF run exited $status"; }
grep -q '"version" : "2.1.0"' check-imports.sarif || fail "check-imports.sarif is not SARIF 2.1.0"
rm check-imports.sarif

step "an upward import planted in Models: the check fails naming path:line:col"
printf 'import Foundation\nimport Feed\n' > Packages/Core/Models/Sources/Models/Up.swift
bounded 300 "the check with an upward import" "$swift" package "${flags[@]}" tools check-imports
[ "$status" -ne 0 ] || { cat "$work/out" >&2; fail "an upward import passed the check"; }
grep -q "^Packages/Core/Models/Sources/Models/Up.swift:2:8: error: .*\[layer-upward\]" "$work/out" \
  || { cat "$work/out" >&2; fail "no layer-upward finding at Packages/Core/Models/Sources/Models/Up.swift:2:8"; }
rm Packages/Core/Models/Sources/Models/Up.swift

step "nothing left behind in the app"
[ -z "$(untracked)" ] || { untracked >&2; fail "the plugin runs left files in git status"; }
[ -z "$(find . -name .tools-cache -not -path './.build/*')" ] || fail "a .tools-cache folder was written in the package"

step "binaryTarget(path: \"tools.artifactbundle.zip\") with a command plugin that runs it"
user="$work/BinaryUser"
mkdir -p "$user/Plugins"
cp "$zip" "$user/tools.artifactbundle.zip"
cp -R "$release/package/Plugins/ToolsPlugin" "$user/Plugins/ToolsPlugin"
cat > "$user/Package.swift" << 'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "BinaryUser",
  targets: [
    .binaryTarget(name: "tools", path: "tools.artifactbundle.zip"),
    .plugin(
      name: "ToolsPlugin",
      capability: .command(intent: .custom(verb: "tools", description: "The prebuilt tools")),
      dependencies: ["tools"]),
  ]
)
EOF
cd "$user"
bounded 300 "swift package tools --help (the binary target)" "$swift" package tools --help
[ "$status" -eq 0 ] || { cat "$work/out" >&2; fail "the binary target's tools --help exited $status"; }
grep -q "check-imports" "$work/out" || { cat "$work/out" >&2; fail "the binary target's tools --help lists no check-imports"; }
grep -q "Compiling tools\|Compiling CheckImports" "$work/out" && fail "the binary target's run compiled the tools"
bounded 300 "swift package tools check-imports --root (the binary target)" "$swift" package tools check-imports --root "$app"
[ "$status" -eq 0 ] || { cat "$work/out" >&2; fail "the binary target's check of the app exited $status"; }
bounded 300 "swift package tools check-imports --no-such-option (the binary target)" \
  "$swift" package tools check-imports --no-such-option
[ "$status" -ne 0 ] || { cat "$work/out" >&2; fail "the binary target's run of a bad option exited 0"; }
grep -q "exit code 2" "$work/out" || { cat "$work/out" >&2; fail "the bad option's exit code 2 did not come through"; }

# The path-based way (Tools/ToolsPlugin) runs the same plugin source, which the URL run above
# built and ran; its own manifest, a path dependency on Tools, must still load and vend the verb.
step "Tools/ToolsPlugin (adoption by path) lists the same verb"
bounded 300 "swift package plugin --list in Tools/ToolsPlugin" \
  "$swift" package --package-path "$repo/Tools/ToolsPlugin" --scratch-path "$work/path-plugin" plugin --list
[ "$status" -eq 0 ] || { cat "$work/out" >&2; fail "swift package plugin --list in Tools/ToolsPlugin exited $status"; }
grep -q "‘tools’ (plugin ‘ToolsPlugin’ in package ‘ToolsPlugin’)" "$work/out" \
  || { cat "$work/out" >&2; fail "Tools/ToolsPlugin does not list the tools verb"; }
cmp -s "$repo/Tools/ToolsPlugin/Plugins/ToolsPlugin/ToolsPlugin.swift" "$release/package/Plugins/ToolsPlugin/ToolsPlugin.swift" \
  || fail "the release's plugin source differs from Tools/ToolsPlugin's"

step "ok ($(($(date +%s) - began)) s)"
