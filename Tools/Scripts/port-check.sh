#!/usr/bin/env bash
# `make port-check` (and `make port-baseline` with --write-baseline): the public symbols of
# ThirdPartyShim and ThirdPartyShimTesting, from their symbol graphs, against porting.rules; the
# uses of shim-only API outside the shim against porting.baseline. docs/porting.md says why.
#
# Environment: SWIFT (default swift), TOOLS (default Tools/.build/debug/tools). Arguments are
# passed to `tools port-check` (e.g. --missing-rows).
set -euo pipefail
cd "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"

SWIFT=${SWIFT:-swift}
TOOLS=${TOOLS:-Tools/.build/debug/tools}
[ -x "$TOOLS" ] || { echo "port-check: error: no tools at $TOOLS (run make tools)" >&2; exit 2; }
# A scratch folder of its own: the graphs keep internal declarations too (the shim's underscored
# public hooks are only written at that level), a flag `make docs` does not use, and a changed
# flag would rebuild every module there.
scratch=.build-port
echo "port-check: symbol graphs of ThirdPartyShim and ThirdPartyShimTesting in $scratch" >&2
SWIFT=$SWIFT ACCESS=internal Tools/Scripts/symbol-graphs.sh "$scratch" ThirdPartyShim ThirdPartyShimTesting
"$TOOLS" port-check --symbol-graphs "$scratch/symbol-graphs" --table porting.rules \
  --baseline porting.baseline "$@"
