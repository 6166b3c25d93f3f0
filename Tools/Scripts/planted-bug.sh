#!/usr/bin/env bash
# The regression test of issue 17: plants the bug that once hung `swift test` forever (an
# `ifLet` that does not cancel its child's effects when the child's state becomes nil) in a
# copy of Packages/ThirdPartyShim, runs that package's suite under the watchdog, and passes
# only if the suite FAILS, within the bound, naming the test, with no help from the watchdog.
#
#   Tools/Scripts/planted-bug.sh   (make planted-bug; CI runs it)
#
# Needs the tools (make tools). Works in .build-planted/ (ignored by git).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work="$root/.build-planted"
copy="$work/ThirdPartyShim"
tools="$root/Tools/.build/debug/tools"
file="$copy/Sources/ThirdPartyShim/Reducer/Reducers/IfLetReducer.swift"
test_name="StoreTests.testIfLetCancelsChildEffectsWhenStateBecomesNil"
# The test waits 1 s (scaled); the rest is the suite's other tests and slack for a loaded machine.
bound_seconds=$(awk -v s="${TEST_TIMEOUT_SCALE:-1}" 'BEGIN { print 1 * s + 4 }')

# The Makefile's build flags (SWIFT_BUILD_FLAGS, whole-module: the quickest cold build here).
read -r -a flags <<<"${SWIFT_BUILD_FLAGS-}"

rm -rf "$copy" && mkdir -p "$work"
(cd "$root/Packages" && tar --exclude=.build -cf - ThirdPartyShim) | tar -xf - -C "$work"
sed -i 's/return \.merge(childEffects, parentEffects, cancelChild)/return .merge(childEffects, parentEffects)/' "$file"
if ! grep -q 'return .merge(childEffects, parentEffects)$' "$file"; then
  echo "planted-bug: could not plant the bug: $file no longer has the line it replaces; update this script" >&2
  exit 2
fi
echo "planted-bug: ifLet no longer cancels its child's effects (in $copy)" >&2

swift build --build-tests "${flags[@]}" --package-path "$copy" --scratch-path "$work/build" >"$work/build.log" 2>&1 || {
  cat "$work/build.log" >&2; echo "planted-bug: the copy did not build" >&2; exit 2; }
set +e
"$tools" watchdog --test-limit 60 --json "$work/outcome.json" -- \
  swift test --skip-build "${flags[@]}" --package-path "$copy" --scratch-path "$work/build" --filter ThirdPartyShimTests \
  >"$work/test.log" 2>&1
status=$?
set -e
line=$(grep -a "Test Case '$test_name' failed" "$work/test.log" || true)
seconds=$(echo "$line" | sed -n 's/.*failed (\([0-9.]*\) seconds).*/\1/p')
if [ "$status" -eq 3 ]; then
  echo "planted-bug: FAILED: the watchdog had to stop the run (a wait is unbounded); see $work/test.log" >&2; exit 1
elif [ "$status" -eq 0 ]; then
  echo "planted-bug: FAILED: the suite passed with the bug planted; see $work/test.log" >&2; exit 1
elif [ -z "$line" ] || ! grep -aq "StoreTask.finish(timeout:) waited" "$work/test.log"; then
  echo "planted-bug: FAILED: the suite failed (exit $status) but not in $test_name's bounded wait; see $work/test.log" >&2; exit 1
elif ! awk -v s="$seconds" -v b="$bound_seconds" 'BEGIN { exit !(s <= b) }'; then
  echo "planted-bug: FAILED: $test_name failed only after $seconds s (bound $bound_seconds s)" >&2; exit 1
fi
grep -a "error: $test_name" "$work/test.log" | head -1 >&2
echo "planted-bug: ok: the suite failed (exit $status) in $seconds s, naming $test_name" >&2
