#!/usr/bin/env bash
# Measures the three ways to run every package's tests, each from a cold start in a fresh
# clone, so the README's choice of `make test` rests on figures from this machine:
#   1. `swift test` in each package separately (each package builds its own dependencies);
#   2. the same, all packages sharing one --scratch-path;
#   3. one `swift test` at the root, whose test targets point at the packages' Tests/ folders.
# Usage: Tools/Scripts/measure-test-strategies.sh [WORKDIR]   (default: a new temp dir, removed at the end)
set -euo pipefail
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
# A folder it made itself goes when it ends, however it ends; one given is kept for its logs.
if [ -n "${1:-}" ]; then work=$1; else work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
packages=$(cd "$repo" && git ls-files 'Packages/*Package.swift' 'Packages/*/*/Package.swift' | xargs -n1 dirname | sort -u)

fresh() {
  rm -rf "$work/clone"
  git clone -q "$repo" "$work/clone"
}

seconds() { awk -v s="$1" -v e="$2" 'BEGIN { printf "%.1f", e - s }'; }

fresh
echo "1. per package, each its own .build (cold):"
start=$(date +%s.%N)
for p in $packages; do
  t0=$(date +%s.%N)
  (cd "$work/clone" && swift test --package-path "$p" >/dev/null 2>&1) || { echo "  $p FAILED"; exit 1; }
  echo "  $p $(seconds "$t0" "$(date +%s.%N)") s"
done
per_package=$(seconds "$start" "$(date +%s.%N)")
echo "  total $per_package s"

fresh
echo "2. per package, one shared --scratch-path (cold):"
start=$(date +%s.%N)
for p in $packages; do
  (cd "$work/clone" && swift test --package-path "$p" --scratch-path "$work/shared-build" >/dev/null 2>&1) \
    || { echo "  $p FAILED"; exit 1; }
done
shared=$(seconds "$start" "$(date +%s.%N)")
echo "  total $shared s"

fresh
echo "3. root package (cold, includes the App, end-to-end and reliability tests):"
start=$(date +%s.%N)
(cd "$work/clone" && swift test >/dev/null 2>&1) || { echo "  root FAILED"; exit 1; }
root=$(seconds "$start" "$(date +%s.%N)")
echo "  total $root s"
start=$(date +%s.%N)
(cd "$work/clone" && swift test >/dev/null 2>&1)
echo "  warm (nothing changed) $(seconds "$start" "$(date +%s.%N)") s"

echo "summary: per-package ${per_package} s, shared scratch ${shared} s, root ${root} s"
