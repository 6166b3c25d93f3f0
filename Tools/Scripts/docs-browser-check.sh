#!/usr/bin/env bash
# `make docs-browser-check`: the DocC site of `make docs` works in a real browser.
#
# DocC pages render with JavaScript (the HTML a server sends is an empty shell), so fetching a
# page proves nothing: this loads Core's landing page and the "The Flow pattern" article in
# headless Chromium, served from 127.0.0.1, and checks the rendered DOM for the article's title
# and a link to `navigationStackContext`. Chromium comes from Debian's packages when no Chromium
# is installed (apt-get; needs root or sudo). Every wait is bounded: the install, the server's
# start, each page load.
#
# Writes out/docs-browser-check/: each rendered DOM (*.html) and a screenshot of the article
# (core-the-flow-pattern.png). Exit codes: 0 both pages render as expected, 1 a check failed
# (the message names the page and what was missing), 2 no site (run make docs), no browser.
set -euo pipefail
cd "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"

site=${DOCS_OUT:-out/docs}
work=out/docs-browser-check
page_timeout=${PAGE_TIMEOUT:-60}
started=$(date +%s)

say() { echo "docs-browser-check: $*" >&2; }
fail() { say "FAILED: $*"; exit 1; }

[ -f "$site/documentation/core/index.html" ] || { say "error: no site in $site (run make docs first)"; exit 2; }

browser=""
for candidate in chromium-headless-shell chromium chromium-browser google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then browser=$(command -v "$candidate"); break; fi
done
if [ -z "$browser" ]; then
  say "no Chromium installed: apt-get install chromium-headless-shell (Debian's package)"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  # Package lists may be missing on a fresh image; both steps are bounded.
  timeout 300 $sudo apt-get update -qq >&2 || say "apt-get update failed; trying the install anyway"
  timeout 600 $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    chromium-headless-shell >&2 || { say "error: could not install chromium-headless-shell"; exit 2; }
  browser=$(command -v chromium-headless-shell) || { say "error: chromium-headless-shell not on PATH after install"; exit 2; }
fi
say "browser: $browser ($("$browser" --version 2>/dev/null | head -1 || echo 'version unknown'))"
installed=$(date +%s)

command -v python3 >/dev/null 2>&1 || { say "error: python3 is needed to serve the site"; exit 2; }

mkdir -p "$work"
server_log="$work/server.log"
# Port 0: the system picks a free port, so two checks on one machine never collide.
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$site" >"$server_log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT

port=""
for _ in $(seq 1 100); do
  port=$(sed -n 's/.*port \([0-9][0-9]*\).*/\1/p' "$server_log" | head -1)
  [ -n "$port" ] && break
  kill -0 "$server" 2>/dev/null || fail "the server stopped: $(cat "$server_log")"
  sleep 0.1
done
[ -n "$port" ] || fail "the server did not say its port within 10 s ($server_log)"
base="http://127.0.0.1:$port"
say "serving $site at $base"

flags=(--headless --disable-gpu --hide-scrollbars --virtual-time-budget=15000)
if [ "$(id -u)" -eq 0 ]; then flags+=(--no-sandbox); fi

# render NAME PATH: the DOM of $base$PATH after its scripts ran, into $work/NAME.html.
render() {
  local name=$1 path=$2
  if ! timeout "$page_timeout" "$browser" "${flags[@]}" --dump-dom "$base$path" >"$work/$name.html" 2>"$work/$name.log"; then
    fail "$base$path did not render within ${page_timeout} s (see $work/$name.log)"
  fi
}

# expect NAME PATH WHAT REGEX: the rendered DOM of PATH matches REGEX, else fail naming WHAT.
expect() {
  local name=$1 path=$2 what=$3 regex=$4
  grep -Eq "$regex" "$work/$name.html" || fail "$base$path: the rendered page has no $what ($work/$name.html)"
  say "ok: $path has $what"
}

render core /documentation/core/
expect core /documentation/core/ 'title "Core"' '<h1[^>]*class="title"[^>]*>(<[^>]*>)*Core<'
expect core /documentation/core/ 'link to the article "The Flow pattern"' \
  '<a[^>]*href="/documentation/core/theflowpattern"'

article=/documentation/core/theflowpattern/
render core-the-flow-pattern "$article"
expect core-the-flow-pattern "$article" 'title "The Flow pattern"' \
  '<h1[^>]*class="title"[^>]*>(<[^>]*>)*The Flow pattern<'
expect core-the-flow-pattern "$article" 'link to navigationStackContext' \
  '<a[^>]*href="/documentation/core/thirdpartyshim/reducer/navigationstackcontext\([^"]*"'

# The same article as the server sends it: the title is not in it, which is why the checks
# above read the rendered DOM.
if curl -fsS --max-time 10 "$base$article" 2>/dev/null | grep -q 'The Flow pattern</span>'; then
  say "note: the served HTML already holds the title (DocC rendered on the server?)"
fi

if timeout "$page_timeout" "$browser" "${flags[@]}" --window-size=1280,1600 \
  --screenshot="$work/core-the-flow-pattern.png" "$base$article" >/dev/null 2>&1 \
  && [ -s "$work/core-the-flow-pattern.png" ]; then
  say "screenshot: $work/core-the-flow-pattern.png"
else
  fail "no screenshot of $base$article within ${page_timeout} s"
fi

finished=$(date +%s)
say "passed in $((finished - started)) s ($((installed - started)) s finding or installing the browser)"
