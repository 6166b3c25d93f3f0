#!/usr/bin/env bash
# Plants one bug in a screen of every feature and flow package (a label changed, a button or a
# handler removed), one at a time, runs that package's tests with snapshot recording off, and
# passes only if each bug fails a snapshot test of its own package. Prints, per package, the bug
# and the first snapshot failure it caused: the diff a person reads.
#
#   Tools/Scripts/snapshot-planted-bugs.sh   (make snapshot-planted-bugs)
#
# It plants in the working tree and builds the everyday build (.build, with SWIFT_BUILD_FLAGS, as
# `make test` builds it), so each bug recompiles only its module and those that depend on it (a
# copy of the tree would be built from cold first). The file is put back byte for byte after its
# package's tests, and on any exit (Ctrl-C included); its original waits in
# .build-planted/snapshots-journal while it is planted, so a run stopped by `kill -9` is put right
# by the next run before it plants anything.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
work="$root/.build-planted"
journal="$work/snapshots-journal"
read -r -a flags <<<"${SWIFT_BUILD_FLAGS-}"

# package folder | file under it | sed program | what the bug is
bugs=(
  "Packages/Features/Book|Sources/Book/BookView.swift|/Button(\"Buy a copy\")/d|the Buy a copy button removed"
  "Packages/Features/Checkout|Sources/Checkout/CheckoutView.swift|s/Button(\"Remove promo code\")/Button(\"Remove code\")/|Remove promo code relabelled Remove code"
  "Packages/Features/Editor|Sources/Editor/EditorView.swift|s/navigationTitle(\"Edit “/navigationTitle(\"Editing “/|the title Edit relabelled Editing"
  "Packages/Features/Home|Sources/Home/ShopHomeView.swift|/Button(\"Quick buy\")/d|the Quick buy button removed"
  "Packages/Features/Library|Sources/Library/LibraryView.swift|s/Text(\"No shelves yet.\")/Text(\"No shelves.\")/|No shelves yet. shortened to No shelves."
  "Packages/Features/Payment|Sources/Payment/PaymentView.swift|/Button(\"Simulate failure\")/d|the Simulate failure button removed"
  "Packages/Features/PromoCode|Sources/PromoCode/PromoCodeView.swift|/Button(\"Cancel\", role: .cancel)/d|the Cancel button removed"
  "Packages/Features/Receipt|Sources/Receipt/ReceiptView.swift|s/Thank you for your order/Thanks for your order/|Thank you relabelled Thanks"
  "Packages/Flows/ShopFlow|Sources/ShopFlow/ShopFlowView.swift|/\.onOpenURL/d|the link handler removed"
  "Packages/Flows/AppFeature|Sources/AppFeature/Settings/SettingsView.swift|s/Section(\"Sort books by\")/Section(\"Sort by\")/|the Sort books by section relabelled Sort by"
)

# The journal: the planted file's path (relative to the root) and its original bytes.
restore() {
  [ -f "$journal/path" ] || return 0
  local planted
  planted=$(cat "$journal/path")
  cat "$journal/original" >"$root/$planted"
  rm -f "$journal/path" "$journal/original"
}
mkdir -p "$journal"
if [ -f "$journal/path" ]; then
  echo "snapshot-planted-bugs: an earlier run was stopped with $(cat "$journal/path") planted; putting it back" >&2
  restore
fi
trap restore EXIT
trap 'restore; exit 130' INT
trap 'restore; exit 143' TERM HUP

build() {
  swift build --build-tests "${flags[@]}" >"$work/snapshots-build.log" 2>&1 || {
    tail -40 "$work/snapshots-build.log" >&2; echo "snapshot-planted-bugs: the tree did not build with the bug planted" >&2; exit 2; }
}

missed=0
for bug in "${bugs[@]}"; do
  IFS='|' read -r package file program what <<<"$bug"
  relative="$package/$file"
  path="$root/$relative"
  [ -f "$path" ] || { echo "snapshot-planted-bugs: no $relative; update this script" >&2; exit 2; }
  cp "$path" "$journal/original"
  printf '%s' "$relative" >"$journal/path"
  sed -i "$program" "$path"
  if cmp -s "$path" "$journal/original"; then
    restore
    echo "snapshot-planted-bugs: could not plant '$what': $relative no longer has the line; update this script" >&2
    exit 2
  fi
  # One bug at a time, and only its package's tests: a failure can only be this bug's.
  build
  set +e
  SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS="$work/snapshots-artifacts" timeout 600 \
    swift test --skip-build "${flags[@]}" --filter "$(basename "$package")Tests" >"$work/snapshots-test.log" 2>&1
  set -e
  restore
  # The first snapshot failure reported from this package's tests: message and diff.
  failure=$(awk -v dir="$root/$package/Tests/" '
    / error: / { if (printing) exit; if (index($0, dir) == 1 && /Snapshot does not match/) printing = 1 }
    printing && /^Test Case / { exit }
    printing { print }
  ' "$work/snapshots-test.log")
  echo "== $package: $what"
  if [ -z "$failure" ]; then
    echo "   NOT CAUGHT: no snapshot test of $package failed (log: $work/snapshots-test.log)"
    missed=$((missed + 1))
  else
    sed "s|$root/||g; s|$work/snapshots-artifacts|\$SNAPSHOT_ARTIFACTS|g" <<<"$failure" | sed 's/^/   /'
  fi
done
if [ "$missed" -gt 0 ]; then
  echo "snapshot-planted-bugs: FAILED: $missed of ${#bugs[@]} planted bugs passed every snapshot test of their package" >&2
  exit 1
fi
echo "snapshot-planted-bugs: ok: each of the ${#bugs[@]} planted bugs, planted alone, failed a snapshot test of its package" >&2
