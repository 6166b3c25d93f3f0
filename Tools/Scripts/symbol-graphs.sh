#!/usr/bin/env bash
# The public symbol graphs of the named modules of the root's graph, in SCRATCH/symbol-graphs:
# what `make docs` turns into DocC archives and `make port-check` compares with porting.rules.
#
#   Tools/Scripts/symbol-graphs.sh SCRATCH MODULE...
#
# ACCESS (default public) is the lowest access level written: `internal` also keeps the public
# declarations with underscored names, which the compiler otherwise leaves out as implementation
# details (what the port check must see: the shim's hooks are underscored).
#
# Each module is built with -emit-symbol-graph in the scratch folder SCRATCH, never the
# everyday .build: a changed -Xswiftc flag recompiles every module. The compiler writes a
# module's graph when it compiles the module, so graphs of modules an incremental build skipped
# are the ones from their last compile: the folder is kept. Environment: SWIFT (default swift).
set -euo pipefail
cd "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"

SWIFT=${SWIFT:-swift}
ACCESS=${ACCESS:-public}
[ $# -ge 2 ] || { echo "symbol-graphs: usage: $0 SCRATCH MODULE..." >&2; exit 2; }
scratch=$1
shift
graphs=$scratch/symbol-graphs
mkdir -p "$graphs"
for module in "$@"; do
  "$SWIFT" build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -emit-extension-block-symbols \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc "$ACCESS" 2>&1 | grep -v '^\[' >&2 || true
  [ -f "$graphs/$module.symbols.json" ] || {
    echo "symbol-graphs: error: building $module left no $graphs/$module.symbols.json (rm -rf $scratch and retry)" >&2
    exit 1
  }
done
