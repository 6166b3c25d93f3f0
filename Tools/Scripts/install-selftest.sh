#!/usr/bin/env bash
# `make install-selftest`: `make install PREFIX=<temporary folder>`, then the installed copy run from
# elsewhere with Tools/.build moved away, so nothing it needs can come from the build folder (SwiftPM's
# generated resource accessor falls back to the build folder's absolute path, which would hide a
# resource that was not installed). The installed `tools` must answer --help, check a repository
# that uses `system * @apple-sdk` (the preset is compiled in) and find a planted violation.
# Tools/.build is moved back on every exit. It installs the debug build (INSTALL_CONFIG=debug), the
# one `make tools` has built, so the install is a copy; `make install` itself installs release.
set -euo pipefail
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d "${TMPDIR:-/tmp}/tools-install-selftest.XXXXXX")
build="$repo/Tools/.build"
moved="$repo/Tools/.build-moved-by-install-selftest"
restore() {
  if [ -d "$moved" ] && [ ! -e "$build" ]; then mv "$moved" "$build"; fi
  rm -rf "$work"
}
trap restore EXIT
step() { echo "install-selftest: $*" >&2; }
fail() {
  echo "install-selftest: FAILED: $*" >&2
  exit 1
}

step "make install INSTALL_CONFIG=debug PREFIX=$work/prefix"
timeout 1800 make -C "$repo" --no-print-directory install INSTALL_CONFIG=debug PREFIX="$work/prefix" \
  > "$work/install.log" 2>&1 \
  || { tail -20 "$work/install.log" >&2; fail "make install"; }
installed="$work/prefix/bin/tools"
[ -x "$installed" ] || fail "no executable at $installed"
[ -z "$(find "$work/prefix" -name '*.resources')" ] || fail "a resource bundle was installed: resources must be compiled in"

[ ! -e "$moved" ] || fail "$moved exists (a previous run was interrupted): move it back to Tools/.build"
mv "$build" "$moved"
step "Tools/.build moved away; running $installed from $work"

# A repository of two packages whose rules lean on the compiled-in @apple-sdk preset.
fixture="$work/repository"
mkdir -p "$fixture/Packages/Core/Sources/Core" "$fixture/Packages/Feature/Sources/Feature"
printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "Core", products: [.library(name: "Core", targets: ["Core"])], targets: [.target(name: "Core")])\n' \
  > "$fixture/Packages/Core/Package.swift"
printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "Feature", dependencies: [.package(path: "../Core")], targets: [.target(name: "Feature", dependencies: [.product(name: "Core", package: "Core")])])\n' \
  > "$fixture/Packages/Feature/Package.swift"
printf 'import Foundation\nimport SwiftUI\n' > "$fixture/Packages/Core/Sources/Core/Core.swift"
printf 'import Core\nimport UIKit\n' > "$fixture/Packages/Feature/Sources/Feature/Feature.swift"
printf 'layer feature Packages/Feature\nlayer core Packages/Core\nsystem * @apple-sdk\n' > "$fixture/boundaries.rules"
cd "$work"

"$installed" --help > "$work/help.txt" || fail "tools --help"
grep -q "check-imports" "$work/help.txt" || fail "tools --help does not list check-imports"
step "tools check-imports on a repository that uses @apple-sdk"
timeout 300 "$installed" check-imports --root "$fixture" > "$work/out" 2>&1 || { cat "$work/out" >&2; fail "the check exited non-zero"; }
step "a planted upward import is found"
printf 'import Feature\n' > "$fixture/Packages/Core/Sources/Core/Up.swift"
set +e
timeout 300 "$installed" check-imports --root "$fixture" > "$work/out" 2>&1
status=$?
set -e
[ "$status" -eq 1 ] || { cat "$work/out" >&2; fail "exit $status, wanted 1"; }
grep -q "^Packages/Core/Sources/Core/Up.swift:1:8: error: .*\[layer-upward\]" "$work/out" \
  || { cat "$work/out" >&2; fail "no layer-upward finding at Packages/Core/Sources/Core/Up.swift:1:8"; }
step "ok"
