#!/usr/bin/env bash
# `make feature-selftest`: what `make feature` promises, checked end to end in a clone of HEAD.
# It adds a feature wired into ShopFlow and a flow, then requires: `make check` clean (import
# boundaries and blast-radius budgets), lint clean, each new package's tests green alone, ShopFlow's
# tests (with the new flow test) green, the preview showing the new screen, the App's Shop
# reaching it from Home's new button and bringing it back after a relaunch, the navigation map
# check naming the new screen until `make nav-map` and passing after it; then removes both and
# requires the clone to match HEAD again. Slow (it builds the App): CI runs it; `make test` runs the
# generator's fast tests (Tools/Tests/NewFeatureTests) instead.
set -euo pipefail
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
tools=${TOOLS:-"$repo/Tools/.build/debug/tools"}
[ -x "$tools" ] || { echo "feature-selftest: build the tools first: make tools" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
began=$(date +%s)
step() { echo "feature-selftest: [$(($(date +%s) - began)) s] $*" >&2; }

git clone --quiet --no-hardlinks "$repo" "$work/repo"
cd "$work/repo"
step "make feature NAME=Wishlist FLOW=ShopFlow, make feature NAME=GiftFlow LAYER=flows"
"$tools" new-feature Wishlist --flow ShopFlow > /dev/null
git add -A && git -c user.name=selftest -c user.email=selftest@localhost commit --quiet -m "Wishlist"
"$tools" new-feature GiftFlow --layer flows > /dev/null
git add -A && git -c user.name=selftest -c user.email=selftest@localhost commit --quiet -m "GiftFlow"

step "lint"
out=$(git ls-files '*.swift' | xargs "${SWIFT:-swift}" format lint --configuration .swift-format 2>&1)
[ -z "$out" ] || { echo "$out"; echo "feature-selftest: generated code is not lint-clean" >&2; exit 1; }
step "make check: import boundaries"
"$tools" check-imports
step "make check: blast-radius budgets (builds the App)"
"$tools" rebuild-times --check
# The generated snapshot tests compare against the references the generator recorded: with
# recording off, a missing or different reference fails here.
# Each package builds alone (its own manifest, as a team would build it), the three in one build
# folder: the modules they share (the shim, Core) are compiled once, not once per package.
packages="$work/packages-build"
# With the Makefile's build flags (SWIFT_BUILD_FLAGS, whole-module: the quickest cold build here),
# the same for the three so their build folder is shared.
read -r -a flags <<<"${SWIFT_BUILD_FLAGS-}"
step "swift test --package-path Packages/Features/Wishlist (snapshots: never record)"
SNAPSHOT_TESTING_RECORD=never "${SWIFT:-swift}" test "${flags[@]}" --package-path Packages/Features/Wishlist --scratch-path "$packages" 2>&1 | tail -3
step "swift test --package-path Packages/Flows/GiftFlow (snapshots: never record)"
SNAPSHOT_TESTING_RECORD=never "${SWIFT:-swift}" test "${flags[@]}" --package-path Packages/Flows/GiftFlow --scratch-path "$packages" 2>&1 | tail -3
step "swift test --package-path Packages/Flows/ShopFlow (with WishlistFlowTests)"
"${SWIFT:-swift}" test "${flags[@]}" --package-path Packages/Flows/ShopFlow --scratch-path "$packages" --filter WishlistFlowTests 2>&1 | tail -3
step "swift run app preview Wishlist"
printf 'tap Increment\ntap Done\nquit\n' > "$work/script.txt"
preview=$("${SWIFT:-swift}" run app preview Wishlist --script "$work/script.txt" 2>&1)
for expected in "≡ Wishlist" "Count: 1" "→ host hears: delegate(.finished)"; do
  grep -qF "$expected" <<< "$preview" || { echo "$preview"; echo "feature-selftest: the preview lacks '$expected'" >&2; exit 1; }
done

step "app shop: Home's Wishlist button, then quit and relaunch"
mkdir "$work/data"
printf 'tap Wishlist\ntap Increment\nquit\n' > "$work/shop.txt"
bin=$("${SWIFT:-swift}" build --show-bin-path)
shop=$("$bin/app" shop --data-dir "$work/data" --script "$work/shop.txt" 2>&1)
for expected in "[Wishlist]" "≡ Shop › Wishlist" "Count: 1"; do
  grep -qF "$expected" <<< "$shop" || { echo "$shop"; echo "feature-selftest: app shop lacks '$expected'" >&2; exit 1; }
done
printf 'show nav\ntap Done\nquit\n' > "$work/relaunch.txt"
relaunch=$("$bin/app" shop --data-dir "$work/data" --script "$work/relaunch.txt" 2>&1)
first_frame=$(sed -n '/^≡/,/^gestures:/p' <<< "$relaunch" | sed -n '1,/^gestures:/p')
for expected in "≡ Shop › Wishlist" "Count: 1"; do
  grep -qF "$expected" <<< "$first_frame" || {
    echo "$relaunch"; echo "feature-selftest: the relaunch's first frame lacks '$expected'" >&2; exit 1
  }
done
grep -qF "WishlistPath.wishlist" <<< "$relaunch" || { echo "$relaunch"; echo "feature-selftest: show nav lacks WishlistPath.wishlist" >&2; exit 1; }

step "app map: the map check names the new screen until make nav-map, then passes with it"
# Shop only: the new screen is Shop's, and Bookshelf's map is checked by make nav-map-check.
if "$bin/app" map shop --check > "$work/map.txt" 2>&1; then
  cat "$work/map.txt"; echo "feature-selftest: the map check passed with a screen the baseline lacks" >&2; exit 1
fi
grep -q "Wishlist" "$work/map.txt" || { cat "$work/map.txt"; echo "feature-selftest: the map check does not name Wishlist" >&2; exit 1; }
"$bin/app" map shop --write > /dev/null
"$bin/app" map shop --check > "$work/map.txt" 2>&1 || { cat "$work/map.txt"; echo "feature-selftest: the map check fails after make nav-map" >&2; exit 1; }
grep -q "Wishlist" docs/navigation/shop.map || { echo "feature-selftest: docs/navigation/shop.map lacks Wishlist" >&2; exit 1; }
# The map files are the generator's to remove no more than the docs' pictures: back as committed.
git checkout --quiet HEAD -- docs/navigation docs/navigation.md

step "make remove-feature NAME=GiftFlow, NAME=Wishlist"
"$tools" remove-feature GiftFlow > /dev/null
"$tools" remove-feature Wishlist > /dev/null
if [ -n "$(git diff HEAD~2 --stat)" ] || [ -n "$(git ls-files --others --exclude-standard)" ]; then
  git diff HEAD~2 --stat; git ls-files --others --exclude-standard
  echo "feature-selftest: the tree does not match HEAD after removal" >&2; exit 1
fi
step "ok: added, checked, tested, previewed and removed exactly"
