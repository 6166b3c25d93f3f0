#!/usr/bin/env bash
# `make bench-compare BASE=<rev>`: the release benchmarks of BASE and of the working tree, run
# one after the other, ROUNDS times, interleaved (base, new, base, new, …), so a machine that
# slows down or speeds up during the run moves both sides alike. Prints one Markdown row per
# case: the median rate of each side, new ÷ base, and "slower" where the new side lost more
# than LIMIT percent (default 20). Exits 1 when a case did, 2 on bad input.
#
# Environment: SWIFT (default swift), BASE (required: a commit), GROUP (default runtime: one of
# the groups `bench` takes), ROUNDS (default 3), LIMIT (default 20), OUT (default
# out/bench-compare.md, the table is also written there).
set -euo pipefail
cd "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"

SWIFT=${SWIFT:-swift}
GROUP=${GROUP:-runtime}
ROUNDS=${ROUNDS:-3}
LIMIT=${LIMIT:-20}
OUT=${OUT:-out/bench-compare.md}
[ -n "${BASE:-}" ] || { echo "bench-compare: error: BASE=<commit> is required (e.g. BASE=origin/main)" >&2; exit 2; }
base_rev=$(git rev-parse --verify --quiet "$BASE^{commit}") ||
  { echo "bench-compare: error: BASE '$BASE' names no commit" >&2; exit 2; }
[[ "$ROUNDS" =~ ^[1-9][0-9]?$ ]] || { echo "bench-compare: error: ROUNDS must be 1 to 99, not '$ROUNDS'" >&2; exit 2; }
[[ "$LIMIT" =~ ^[0-9]+$ ]] || { echo "bench-compare: error: LIMIT must be a whole percent, not '$LIMIT'" >&2; exit 2; }

work=$(mktemp -d)
cleanup() {
  git worktree remove --force "$work/base" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "bench-compare: building bench (release) at ${base_rev:0:10} in a worktree of its own" >&2
git worktree add --quiet --detach "$work/base" "$base_rev"
(cd "$work/base" && "$SWIFT" build -c release --product bench >&2)
echo "bench-compare: building bench (release) of the working tree" >&2
"$SWIFT" build -c release --product bench >&2
cp "$work/base/.build/release/bench" "$work/bench-base"
cp .build/release/bench "$work/bench-new"

for round in $(seq 1 "$ROUNDS"); do
  for side in base new; do
    echo "bench-compare: round $round of $ROUNDS, $side" >&2
    "$work/bench-$side" "$GROUP" >"$work/$side-$round.txt"
  done
done

# A case line: two spaces, the label, then its rate (the first word of digits and "/s").
mkdir -p "$(dirname "$OUT")"
{
  echo "Benchmarks $GROUP, ${base_rev:0:10} (base) against the working tree of $(git rev-parse --short HEAD) (new),"
  echo "$ROUNDS rounds interleaved, medians; $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(uname -sm)."
  echo
  echo "| case | base (/s) | new (/s) | new ÷ base | |"
  echo "|---|---:|---:|---:|---|"
  for side in base new; do
    for file in "$work/$side"-*.txt; do
      awk -v side="$side" '/^  [^ ]/ {
        for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+\/s$/) {
          label = $1; for (j = 2; j < i; j++) label = label " " $j
          printf "%s\t%s\t%d\n", side, label, $i; next
        }
      }' "$file"
    done
  done | awk -F'\t' -v limit="$LIMIT" '
    { key = $2; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
      rates[$1, key] = rates[$1, key] " " $3 }
    function median(list,   a, k, i, j, t) {
      k = split(list, a, " ")
      for (i = 2; i <= k; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
      return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
    }
    END {
      if (n == 0) { print "bench-compare: error: no case line (two spaces, a label, a rate in /s) in the output" > "/dev/stderr"; exit 2 }
      for (i = 1; i <= n; i++) {
        key = order[i]
        if (!(("base", key) in rates) || !(("new", key) in rates)) { printf "| %s | | | | only on one side |\n", key; continue }
        b = median(rates["base", key]); m = median(rates["new", key])
        ratio = m / b; flag = ratio < 1 - limit / 100 ? "slower" : ""
        if (flag != "") slow = 1
        printf "| %s | %d | %d | %.2f | %s |\n", key, b, m, ratio, flag
      }
      exit slow
    }'
} | tee "$OUT"
