#!/usr/bin/env bash
# Plants one bug in a screen of every feature and flow package (a label changed, a button or a
# handler removed) in a copy of the working tree, one at a time, runs that package's tests with
# snapshot recording off, and passes only if each bug fails a snapshot test of its own package.
# Prints, per package, the bug and the first snapshot failure it caused: the diff a person reads.
#
#   Tools/Scripts/snapshot-planted-bugs.sh   (make snapshot-planted-bugs)
#
# Works in .build-planted/snapshots (ignored by git) with a build folder kept between runs: the
# first run builds the root package from cold, then each bug rebuilds its module and those that
# depend on it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work="$root/.build-planted"
copy="$work/snapshots"

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

mkdir -p "$copy"
# The copy follows the working tree (tracked and new files, not ignored ones), so a build folder
# kept next to it stays valid.
(cd "$root" && git ls-files -co --exclude-standard -z | tar --null -T - -cf -) | (cd "$copy" && tar -xf -)

build() {
  swift build --build-tests --package-path "$copy" --scratch-path "$work/snapshots-build" >"$work/snapshots-build.log" 2>&1 || {
    tail -40 "$work/snapshots-build.log" >&2; echo "snapshot-planted-bugs: the copy did not build" >&2; exit 2; }
}

missed=0
for bug in "${bugs[@]}"; do
  IFS='|' read -r package file program what <<<"$bug"
  path="$copy/$package/$file"
  cp "$path" "$work/snapshots-original"
  sed -i "$program" "$path"
  if cmp -s "$path" "$work/snapshots-original"; then
    echo "snapshot-planted-bugs: could not plant '$what': $package/$file no longer has the line; update this script" >&2
    exit 2
  fi
  # One bug at a time, and only its package's tests: a failure can only be this bug's.
  build
  set +e
  SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS="$work/snapshots-artifacts" timeout 600 \
    swift test --skip-build --package-path "$copy" --scratch-path "$work/snapshots-build" \
    --filter "$(basename "$package")Tests" >"$work/snapshots-test.log" 2>&1
  set -e
  cp "$work/snapshots-original" "$path"
  # The first snapshot failure reported from this package's tests: message and diff.
  failure=$(awk -v dir="$copy/$package/Tests/" '
    / error: / { if (printing) exit; if (index($0, dir) == 1 && /Snapshot does not match/) printing = 1 }
    printing && /^Test Case / { exit }
    printing { print }
  ' "$work/snapshots-test.log")
  echo "== $package: $what"
  if [ -z "$failure" ]; then
    echo "   NOT CAUGHT: no snapshot test of $package failed (log: $work/snapshots-test.log)"
    missed=$((missed + 1))
  else
    sed "s|$copy/||g; s|$work/snapshots-artifacts|\$SNAPSHOT_ARTIFACTS|g" <<<"$failure" | sed 's/^/   /'
  fi
done
if [ "$missed" -gt 0 ]; then
  echo "snapshot-planted-bugs: FAILED: $missed of ${#bugs[@]} planted bugs passed every snapshot test of their package" >&2
  exit 1
fi
echo "snapshot-planted-bugs: ok: each of the ${#bugs[@]} planted bugs, planted alone, failed a snapshot test of its package" >&2
