#!/usr/bin/env bash
# `make port-check` (and `make port-baseline` with --write-baseline): the public symbols of
# ThirdPartyShim and ThirdPartyShimTesting, from their symbol graphs, against porting.rules; the
# uses of shim-only API outside the shim against porting.baseline. docs/porting.md says why.
#
# Environment: SWIFT (default swift), UPKEEP (default Tools/.build/debug/upkeep). Arguments are
# passed to `upkeep port-check` (e.g. --missing-rows).
set -euo pipefail
cd "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"

SWIFT=${SWIFT:-swift}
UPKEEP=${UPKEEP:-Tools/.build/debug/upkeep}
[ -x "$UPKEEP" ] || { echo "port-check: error: no upkeep executable at $UPKEEP (run make upkeep)" >&2; exit 2; }
# The graphs keep internal declarations too: the shim's underscored public hooks are only written
# at that level. They are read from the everyday build, so nothing is compiled again.
graphs=.build-port/symbol-graphs
echo "port-check: symbol graphs of ThirdPartyShim and ThirdPartyShimTesting from the everyday build, into $graphs" >&2
SWIFT=$SWIFT ACCESS=internal Tools/Scripts/symbol-graphs.sh "$graphs" ThirdPartyShim ThirdPartyShimTesting
"$UPKEEP" port-check --symbol-graphs "$graphs" --table porting.rules \
  --baseline porting.baseline "$@"
