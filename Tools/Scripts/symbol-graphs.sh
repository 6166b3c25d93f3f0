#!/usr/bin/env bash
# The symbol graphs of the named modules of the root's graph, in OUT: what `make docs` turns into
# DocC archives and `make port-check` compares with porting.rules.
#
#   Tools/Scripts/symbol-graphs.sh OUT MODULE...
#
# ACCESS (default public) is the lowest access level written: `internal` also keeps the public
# declarations with underscored names, which are otherwise left out as implementation details
# (what the port check must see: the shim's hooks are underscored).
#
# The graphs are read from the everyday build (.build, built with SWIFT_BUILD_FLAGS as `make test`
# builds it) by swift-symbolgraph-extract, from each module's .swiftmodule, .swiftdoc and
# .swiftsourceinfo: after `make test` nothing is compiled again. (Asking the compiler for the
# graphs instead means a -Xswiftc flag, which recompiles every module, so it needed a build folder
# of its own built from cold.) Environment: SWIFT (default swift), SWIFT_BUILD_FLAGS (the
# Makefile's), SYMBOLGRAPH_EXTRACT (default: swift-symbolgraph-extract beside swift).
set -euo pipefail
cd "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"

SWIFT=${SWIFT:-swift}
ACCESS=${ACCESS:-public}
EXTRACT=${SYMBOLGRAPH_EXTRACT:-$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/swift-symbolgraph-extract}
[ $# -ge 2 ] || { echo "symbol-graphs: usage: $0 OUT MODULE..." >&2; exit 2; }
[ -x "$EXTRACT" ] || { echo "symbol-graphs: error: no swift-symbolgraph-extract at $EXTRACT (set SYMBOLGRAPH_EXTRACT)" >&2; exit 2; }
graphs=$1
shift
read -r -a flags <<<"${SWIFT_BUILD_FLAGS-}"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for module in "$@"; do
  "$SWIFT" build "${flags[@]}" --target "$module" >"$log" 2>&1 || {
    cat "$log" >&2; echo "symbol-graphs: error: swift build --target $module failed" >&2; exit 1; }
done
modules_dir="$("$SWIFT" build "${flags[@]}" --show-bin-path)/Modules"
triple=$("$SWIFT" -print-target-info | sed -n 's/.*"triple": "\([^"]*\)".*/\1/p' | head -1)
rm -rf "$graphs" && mkdir -p "$graphs"
for module in "$@"; do
  [ -f "$modules_dir/$module.swiftmodule" ] || {
    echo "symbol-graphs: error: building $module left no $modules_dir/$module.swiftmodule" >&2; exit 1; }
  "$EXTRACT" -module-name "$module" -I "$modules_dir" -target "$triple" -output-dir "$graphs" \
    -minimum-access-level "$ACCESS" -emit-extension-block-symbols || {
    echo "symbol-graphs: error: swift-symbolgraph-extract could not read $module from $modules_dir" >&2; exit 1; }
  [ -f "$graphs/$module.symbols.json" ] || {
    echo "symbol-graphs: error: swift-symbolgraph-extract wrote no $graphs/$module.symbols.json" >&2; exit 1; }
done
