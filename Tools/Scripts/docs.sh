#!/usr/bin/env bash
# `make docs`: the API reference, built by the toolchain alone (no plugin, no package
# dependency), as a static site under out/docs/.
#
#   1. Symbol graphs of each public library, read from the everyday build (what `make test`
#      built) by swift-symbolgraph-extract (Tools/Scripts/symbol-graphs.sh): nothing is compiled
#      again. DocC's work folder is .build-docs.
#   2. Coverage: `upkeep docs-coverage` prints `coverage <Module>: <documented>/<total> (<percent>%)`
#      per module and fails when Core or ThirdPartyShim is under 95 %.
#   3. One DocC archive per module (`docc convert`, its catalog beside the sources, warnings as
#      errors: a broken symbol link fails the build), merged into one archive whose synthesized
#      landing page links every module (`docc merge`), made a static site
#      (`docc process-archive transform-for-static-hosting`) in out/docs/.
#
# Environment: SWIFT (default swift), DOCC (default: docc beside swift), UPKEEP (default
# Tools/.build/debug/upkeep), DOCS_OUT (default out/docs).
set -euo pipefail
cd "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"

SWIFT=${SWIFT:-swift}
DOCC=${DOCC:-$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/docc}
UPKEEP=${UPKEEP:-Tools/.build/debug/upkeep}
out=${DOCS_OUT:-out/docs}
scratch=.build-docs
graphs=$scratch/symbol-graphs

# Module, its catalog (a module without one gets a landing page from its doc comments). A
# module whose sources are missing stops the build: the site never silently loses a module.
modules=(
  "ThirdPartyShim Packages/ThirdPartyShim/Sources/ThirdPartyShim/ThirdPartyShim.docc"
  "ThirdPartyShimTesting Packages/ThirdPartyShim/Sources/ThirdPartyShimTesting/ThirdPartyShimTesting.docc"
  "HeadlessUI Packages/ThirdPartyShim/Sources/HeadlessUI/HeadlessUI.docc"
  "SnapshotTesting Packages/ThirdPartyShim/Sources/SnapshotTesting/SnapshotTesting.docc"
  "Core Packages/Core/Sources/Core/Core.docc"
)

[ -x "$DOCC" ] || { echo "docs: error: no docc at $DOCC (set DOCC)" >&2; exit 2; }
[ -x "$UPKEEP" ] || { echo "docs: error: no upkeep executable at $UPKEEP (run make upkeep)" >&2; exit 2; }

step() { echo "docs: $*" >&2; }

for entry in "${modules[@]}"; do
  read -r module catalog <<<"$entry"
  [ -d "$(dirname "$catalog")" ] || { echo "docs: error: no sources of $module at $(dirname "$catalog")" >&2; exit 2; }
done

step "symbol graphs of ${#modules[@]} modules from the everyday build, into $graphs"
names=()
for entry in "${modules[@]}"; do
  read -r module _ <<<"$entry"
  names+=("$module")
done
SWIFT=$SWIFT Tools/Scripts/symbol-graphs.sh "$graphs" "${names[@]}"

step "documentation coverage (floors: Core and ThirdPartyShim 95 %)"
"$UPKEEP" docs-coverage --symbol-graphs "$graphs" --min Core=95 --min ThirdPartyShim=95

rm -rf "$scratch/archives" "$scratch/module-graphs"
mkdir -p "$scratch/archives"
archives=()
for entry in "${modules[@]}"; do
  read -r module catalog <<<"$entry"
  mkdir -p "$scratch/module-graphs/$module"
  cp "$graphs/$module.symbols.json" "$scratch/module-graphs/$module/"
  cp "$graphs/$module"@*.symbols.json "$scratch/module-graphs/$module/" 2>/dev/null || true
  step "docc convert $module"
  catalog_arg=()
  [ -d "$catalog" ] && catalog_arg=("$catalog")
  "$DOCC" convert "${catalog_arg[@]}" \
    --additional-symbol-graph-dir "$scratch/module-graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "reference.navigation.$module" \
    --fallback-default-module-kind "Framework" \
    --output-path "$scratch/archives/$module.doccarchive" \
    --warnings-as-errors
  archives+=("$scratch/archives/$module.doccarchive")
done

step "docc merge → one site with a landing page linking every module"
rm -rf "$scratch/NavigationReference.doccarchive" "$out"
"$DOCC" merge "${archives[@]}" \
  --synthesized-landing-page-name "Navigation Reference" \
  --synthesized-landing-page-kind "API reference" \
  --output-path "$scratch/NavigationReference.doccarchive"
mkdir -p "$(dirname "$out")"
"$DOCC" process-archive transform-for-static-hosting "$scratch/NavigationReference.doccarchive" \
  --output-path "$out"
# DocC's page shell finds nothing at "/": the root sends a reader to the landing page.
cat >"$out/index.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Navigation Reference</title>
<meta http-equiv="refresh" content="0; url=documentation/"></head>
<body><a href="documentation/">Navigation Reference: the API of every module</a></body></html>
HTML
step "wrote $out: the landing page is $out/documentation/index.html (make docs-browser-check serves and checks it)"
