#!/usr/bin/env bash
# How the run time of `rebuild-times --check` and `build-hotspots` grows with module count, on
# synthetic trees from `tools check-imports generate` (made buildable: the generator's injected
# boundary violations are removed and a root package with an `app` product imports every top module
# and BaseM0, the module the budgets edit).
# For each size it times, each in its own scratch folder:
#   plain     a clean `swift build --product app` (the floor: what any tool must at least pay);
#   hotspots  `tools build-hotspots --product app` (a clean, instrumented build plus the analysis);
#   check     `tools rebuild-times --check` with 3 budgets (null, body, api of a base module), after
#             a warm build, so its own cost is the baseline, edit and restore builds.
# Usage: Tools/Scripts/measure-tool-scaling.sh [WORKDIR] [SIZES...]   (default: a temp dir removed at the end, 50 100 200)
# Figures depend on load: compare the ratios between sizes, and say how loaded the machine was.
# CPU seconds (user + system, children included, from /usr/bin/time) move far less with the load
# than wall seconds, so each step prints both: "wall s (CPU s)".
set -euo pipefail
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel 2>/dev/null || pwd)
# A folder it made itself goes when it ends, however it ends; one given is kept for its logs.
if [ -n "${1:-}" ]; then work=$1; else work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
shift || true
sizes=${*:-50 100 200}
tools=${TOOLS:-"$repo/Tools/.build/release/tools"}
[ -x "$tools" ] || { echo "build the tools first: make tools-release (this script times the tools themselves)" >&2; exit 2; }

seconds() { awk -v s="$1" -v e="$2" 'BEGIN { printf "%.1f", e - s }'; }

# timed NAME COMMAND...: runs it, sets $wall and $cpu; returns its exit status.
timed() {
  local name=$1 status=0
  shift
  /usr/bin/time -f '%e %U %S' -o "$work/$name.time" "$@" || status=$?
  wall=$(awk '{ printf "%.1f", $1 }' "$work/$name.time")
  cpu=$(awk '{ printf "%.1f", $2 + $3 }' "$work/$name.time")
  return $status
}

prepare() {  # $1 = modules, $2 = directory
  "$tools" check-imports generate "$2" --modules "$1" --files 2 --per-package 25 2>/dev/null
  find "$2" -name 'Injected*.swift' -delete
  local tops
  tops=$(cd "$2/Packages/Top" && ls)
  {
    echo '// swift-tools-version: 6.0'
    echo 'import PackageDescription'
    echo 'let package = Package('
    echo '  name: "Synthetic",'
    echo '  products: [.executable(name: "app", targets: ["App"])],'
    echo '  dependencies: ['
    for p in $tops; do echo "    .package(path: \"Packages/Top/$p\"),"; done
    echo '    .package(path: "Packages/Base/BaseP0"),'
    echo '  ],'
    echo '  targets: [.executableTarget(name: "App", dependencies: ['
    for p in $tops; do
      for m in $(cd "$2/Packages/Top/$p/Sources" && ls); do echo "    .product(name: \"$m\", package: \"$p\"),"; done
    done
    echo '    .product(name: "BaseM0", package: "BaseP0"),'
    echo '  ])]'
    echo ')'
  } > "$2/Package.swift"
  mkdir -p "$2/Sources/App"
  {
    for p in $tops; do for m in $(cd "$2/Packages/Top/$p/Sources" && ls); do echo "import $m"; done; done
    echo 'import BaseM0  // the budgeted module must be in the app, whatever the random imports'
    echo 'print("synthetic")'
  } > "$2/Sources/App/main.swift"
  printf 'null -> nothing\nbody BaseM0 -> BaseM0\napi BaseM0 -> *\n' > "$2/rebuild-budgets.rules"
  printf '.build/\n.build-*/\n' > "$2/.gitignore"
  (cd "$2" && git init -q && git add . && git -c user.name=t -c user.email=t@t commit -qm synthetic)
}

echo "| modules | plain clean build: wall s (CPU s) | build-hotspots: wall s (CPU s) | × plain (CPU) | rebuild-times --check: wall s (CPU s) | load average |"
echo "| --- | --- | --- | --- | --- | --- |"
for n in $sizes; do
  dir="$work/tree-$n"
  prepare "$n" "$dir"
  count=$(find "$dir/Packages" -mindepth 4 -maxdepth 4 -type d -path '*/Sources/*' | wc -l)
  timed "plain-$n" swift build --package-path "$dir" --product app --scratch-path "$dir/.build-plain" \
    >"$work/plain-$n.log" 2>&1
  plain="$wall ($cpu)" plain_cpu=$cpu
  timed "hotspots-$n" "$tools" build-hotspots --package-path "$dir" --product app --json \
    >"$work/hotspots-$n.json" 2>"$work/hotspots-$n.err"
  hotspots="$wall ($cpu)"
  ratio=$(awk -v a="$cpu" -v b="$plain_cpu" 'BEGIN { printf "%.2f", a / b }')
  swift build --package-path "$dir" --product app >"$work/warm-$n.log" 2>&1
  status=0
  (cd "$dir" && timed "check-$n" "$tools" rebuild-times --check --product app >"$work/check-$n.txt" 2>&1) || status=$?
  read -r check_wall check_user check_system < "$work/check-$n.time"
  check="$check_wall ($(awk -v u="$check_user" -v s="$check_system" 'BEGIN { printf "%.1f", u + s }'); exit $status)"
  echo "| $((count + 1)) | $plain | $hotspots | $ratio | $check | $(cut -d' ' -f1-3 /proc/loadavg) |"
done
