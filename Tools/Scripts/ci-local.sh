#!/usr/bin/env bash
# `make ci-local N=4`: CI's test jobs, one after another on this machine, in a clean clone of
# HEAD: the plan CI makes on main (every unit), then shard 0 … N-1, each run by `tools shard --run`
# as a matrix job runs it, and then the proof that together they ran the whole suite once:
#   - every unit is in exactly one shard (the shards' unit lists, compared with the plan's);
#   - every test the suite's bundles list was reported run exactly once across the shards' logs
#     (`tools shard verify`).
# The shards share the clone's build folders (a CI machine starts empty; here the second shard
# reuses what the first built), so the figures it prints are not CI's; the proof is the point.
# Costs about what `make test` costs, plus the clone.
#
#   Tools/Scripts/ci-local.sh [N]
set -euo pipefail
n=${1:-4}
case "$n" in '' | *[!0-9]* | 0) echo "ci-local: N must be a whole number ≥ 1, not '$n'" >&2; exit 2 ;; esac
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
swift=${SWIFT:-swift}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
step() { echo "ci-local: $*" >&2; }

git clone --quiet --no-hardlinks "$repo" "$work/repo"
cd "$work/repo"
step "building the tools"
# shellcheck disable=SC2086 # the flags are words (make exports SWIFT_BUILD_FLAGS; the shards build with them)
"$swift" build --package-path Tools --product tools ${SWIFT_BUILD_FLAGS:-} > "$work/tools-build.log" 2>&1 || {
  cat "$work/tools-build.log" >&2; exit 1; }
tools=Tools/.build/debug/tools
mkdir -p out
"$tools" affected --all --format json > out/plan.json
# Every shard packs with the same timings (the checked-in ones), so each computes the same split.
timings=test-timings.json
"$tools" shard --plan out/plan.json --timings "$timings" --total 1 --index 0 --format lines | sort > "$work/all-units"
: > "$work/placed-units"
status=0
for ((i = 0; i < n; i++)); do
  step "shard $((i + 1)) of $n"
  "$tools" shard --plan out/plan.json --timings "$timings" --total "$n" --index "$i" --format lines >> "$work/placed-units"
  "$tools" shard --plan out/plan.json --timings "$timings" --total "$n" --index "$i" --run --log-dir "out/shard-$i" \
    --record out/ci-local-timings.json --fail-on-leftovers --temporary-root "${TEST_TMP:-memory}" || status=1
done
sort "$work/placed-units" > "$work/placed-sorted"
if [ -n "$(uniq -d "$work/placed-sorted")" ]; then
  echo "ci-local: FAILED: units in more than one shard: $(uniq -d "$work/placed-sorted" | tr '\n' ' ')" >&2; exit 1
fi
if ! cmp -s "$work/all-units" "$work/placed-sorted"; then
  echo "ci-local: FAILED: the shards' units are not the plan's:" >&2
  diff "$work/all-units" "$work/placed-sorted" >&2 || true
  exit 1
fi
step "$(wc -l < "$work/all-units" | tr -d ' ') units in $n shards, each in exactly one"
shard_logs=()
for ((i = 0; i < n; i++)); do [ -d "out/shard-$i" ] && shard_logs+=("out/shard-$i"); done
"$tools" shard verify --plan out/plan.json "${shard_logs[@]}" || status=1
if [ "$status" -ne 0 ]; then echo "ci-local: FAILED (see the shards' output above)" >&2; exit 1; fi
echo "ci-local: ok: $n shards ran the whole suite, each test once" >&2
