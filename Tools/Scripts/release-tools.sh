#!/usr/bin/env bash
# `make release-tools VERSION=x.y.z`: what a team needs to adopt the tools by URL and version,
# written to out/release/ (RELEASE_OUT elsewhere):
#   - package/: a package of its own, its Package.swift at the root, ready to be pushed as a
#     repository and tagged VERSION. It vends the `tools` executable and the command plugin
#     `swift package tools …`, built from its own sources: the targets `tools` needs, found in
#     Tools' manifest (`swift package dump-package`), and the plugin's source, copied unchanged.
#     SwiftPM reads a package only at a repository's root, hence a folder of its own.
#   - tools.artifactbundle.zip: an artifact bundle (SE-0305) holding the `tools` binary built for
#     this machine's triple, for a `binaryTarget`; tools.artifactbundle.zip.checksum holds what
#     `swift package compute-checksum` prints for it, for `binaryTarget(url:checksum:)`.
# The binary is Tools' own build (RELEASE_CONFIG, release unless told), linked statically to the
# Swift runtime and Foundation, so it runs on a machine of that triple without this toolchain (its
# subcommands still run `swift` for what they ask SwiftPM). `make release-selftest` bundles the
# debug build every other target has already built (dynamic), since what it checks does not depend
# on optimisation.
# VERSION must be a semantic version (what SwiftPM's `from:` compares): anything else exits 2
# before anything is written.
set -euo pipefail
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
swift=${SWIFT:-swift}
config=${RELEASE_CONFIG:-release}
out=${RELEASE_OUT:-$repo/out/release}
say() { echo "release-tools: $*" >&2; }
fail() {
  echo "release-tools: FAILED: $*" >&2
  exit 1
}

version=${1-}
# Semantic Versioning 2.0.0: MAJOR.MINOR.PATCH, no leading zeros, an optional -pre.release and
# +build, each a dot-separated list of [0-9A-Za-z-] identifiers (numeric ones without leading zeros).
number='(0|[1-9][0-9]*)'
identifier='(0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)'
semver="^$number\\.$number\\.$number(-$identifier(\\.$identifier)*)?(\\+[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?\$"
if [ -z "$version" ]; then
  say "error: VERSION is missing: make release-tools VERSION=x.y.z (a semantic version, e.g. 1.4.0)"
  exit 2
fi
if ! [[ $version =~ $semver ]]; then
  say "error: VERSION '$version' is not a semantic version: x.y.z with no leading zeros or 'v', optionally -prerelease and +build (e.g. 1.4.0, 2.0.0-rc.1)"
  exit 2
fi
case $config in
  debug | release) ;;
  *)
    say "error: RELEASE_CONFIG '$config' is neither debug nor release"
    exit 2
    ;;
esac
command -v python3 > /dev/null 2>&1 || {
  say "error: python3 is needed to read Tools' manifest and write the bundle"
  exit 2
}

work=$(mktemp -d "${TMPDIR:-/tmp}/tools-release.XXXXXX")
trap 'rm -rf "$work"' EXIT

say "reading Tools/Package.swift (swift package dump-package)"
"$swift" package --package-path "$repo/Tools" dump-package > "$work/manifest.json" \
  || fail "swift package dump-package of $repo/Tools"

rm -rf "$out"
package="$out/package"
mkdir -p "$package/Sources" "$package/Plugins"

# The manifest: every target `tools` depends on, directly or not, with its dependencies, in
# Tools' order. A target with anything else (a path, excludes, resources, settings, a product of
# another package) would need more than a copy of its folder: refused, naming it, so nothing is
# dropped without a word.
python3 - "$work/manifest.json" "$version" > "$package/Package.swift" 2> "$work/manifest.err" << 'EOF' \
  || { cat "$work/manifest.err" >&2; fail "writing the release manifest"; }
import json, sys

manifest = json.load(open(sys.argv[1]))
version = sys.argv[2]
targets = {t["name"]: t for t in manifest["targets"]}
if manifest.get("dependencies"):
    sys.exit("Tools depends on other packages; the release copies only its own targets")

def names(target):
    result = []
    for dependency in target["dependencies"]:
        kind, value = next(iter(dependency.items()))
        if kind not in ("byName", "target"):
            sys.exit(f"target {target['name']} depends on {kind} {value[0]}: not a target of Tools")
        result.append(value[0])
    return result

needed, todo = set(), ["tools"]
while todo:
    name = todo.pop()
    if name in needed:
        continue
    if name not in targets:
        sys.exit(f"target {name} is not declared in Tools/Package.swift")
    target = targets[name]
    for key in ("path", "sources", "publicHeadersPath"):
        if target.get(key):
            sys.exit(f"target {name} sets {key}: the release copies Sources/{name} only")
    for key in ("exclude", "resources", "settings", "pluginUsages"):
        if target.get(key):
            sys.exit(f"target {name} has {key}: the release manifest does not carry them")
    needed.add(name)
    todo.extend(names(target))

def quoted(items):
    return ", ".join(f'"{item}"' for item in items)

lines = [
    "// swift-tools-version: 6.0",
    f"// The tools {version}: the `tools` executable and the command plugin `swift package tools …`.",
    "// Written by `make release-tools` from the Tools package of the repository it comes from; edit",
    "// it there. Adopt it with `.package(url: <this repository>, from: \"" + version + "\")`.",
    "import PackageDescription",
    "",
    "let package = Package(",
    '  name: "Tools",',
    "  products: [",
    '    .executable(name: "tools", targets: ["tools"]),',
    '    .plugin(name: "ToolsPlugin", targets: ["ToolsPlugin"]),',
    "  ],",
    "  targets: [",
]
for target in manifest["targets"]:
    name = target["name"]
    if name not in needed:
        continue
    kind = "executableTarget" if target["type"] == "executable" else "target"
    dependencies = names(target)
    if dependencies:
        lines.append(f'    .{kind}(name: "{name}", dependencies: [{quoted(dependencies)}]),')
    else:
        lines.append(f'    .{kind}(name: "{name}"),')
lines += [
    "    .plugin(",
    '      name: "ToolsPlugin",',
    "      capability: .command(",
    "        intent: .custom(",
    '          verb: "tools",',
    '          description: "Run a subcommand of the tools executable: check-imports, casepaths, rebuild-times, …")',
    "      ),",
    '      dependencies: ["tools"]),',
    "  ],",
    "  swiftLanguageModes: [.v6]",
    ")",
]
print("\n".join(lines))
with open(sys.argv[1] + ".targets", "w") as listing:
    listing.write("".join(name + "\n" for name in sorted(needed)))
EOF
while read -r target; do
  [ -d "$repo/Tools/Sources/$target" ] || fail "Tools/Sources/$target does not exist"
  cp -R "$repo/Tools/Sources/$target" "$package/Sources/$target"
done < "$work/manifest.json.targets"
cp -R "$repo/Tools/ToolsPlugin/Plugins/ToolsPlugin" "$package/Plugins/ToolsPlugin"
find "$package" -name .DS_Store -delete
printf '.build/\n.swiftpm/\n' > "$package/.gitignore"
for license in LICENSE LICENSE.md LICENSE.txt COPYING; do
  if [ -f "$repo/$license" ]; then cp "$repo/$license" "$package/$license"; fi
done
"$swift" format format --in-place --configuration "$repo/.swift-format" "$package/Package.swift" \
  || fail "swift format of the release manifest"
say "package/: $(wc -l < "$work/manifest.json.targets") targets ($(tr '\n' ' ' < "$work/manifest.json.targets")) and the plugin"

triple=$("$swift" -print-target-info 2> /dev/null | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])') \
  || fail "reading this machine's target triple (swift -print-target-info)"
variant="tools-$version-$triple"
linkage="the Swift runtime linked in"
[ "$config" = release ] || linkage="a $config build, linked to the Swift runtime of the toolchain that built it"

cat > "$package/README.md" << EOF
# Tools $version

The \`tools\` executable (check-imports, rebuild-times, build-hotspots, affected, shard, watchdog,
mutants, casepaths, new-feature, …) and its command plugin, as a package of its own. Each
subcommand works on the repository it is pointed at and reads that repository's own rules files.

## As a command plugin, by URL and version

\`\`\`swift
// Package.swift of your repository's root package
dependencies: [.package(url: "<this repository's URL>", from: "$version")],
\`\`\`

\`\`\`sh
swift package plugin --list          # ‘tools’ (plugin ‘ToolsPlugin’ …)
swift package --allow-writing-to-package-directory tools check-imports init
swift package tools check-imports
\`\`\`

The first run builds \`tools\` from this package's sources into your \`.build\`.

## As a prebuilt binary

The release also ships \`tools.artifactbundle.zip\` (the binary for $triple, $linkage)
and its checksum:

\`\`\`swift
.binaryTarget(name: "tools", url: "<where the zip is published>", checksum: "<tools.artifactbundle.zip.checksum>"),
// or, with the zip in your package:
.binaryTarget(name: "tools", path: "tools.artifactbundle.zip"),
\`\`\`

A command plugin of yours that depends on it finds it with \`context.tool(named: "tools")\`.

## As an executable

\`\`\`sh
swift build -c release --product tools
.build/release/tools check-imports init --root <your repository>
\`\`\`
EOF

# A release build links the Swift runtime and Foundation statically: a dynamic one finds them
# through a RUNPATH naming this machine's toolchain folder, so it would run only where the same
# toolchain sits at the same path. Its own build folder, so Tools/.build/release (make
# bench-tools) is not rebuilt with other flags. The debug build is the one `make tools` made.
scratch=()
binary="$repo/Tools/.build/$config/tools"
if [ "$config" = release ]; then
  scratch=(--static-swift-stdlib --scratch-path "$repo/Tools/.build/static-stdlib")
  binary="$repo/Tools/.build/static-stdlib/release/tools"
fi
say "building the tools ($config${scratch:+, Swift runtime linked statically})"
# Word splitting of SWIFT_BUILD_FLAGS is wanted: it is a list of flags, as in the Makefile.
# shellcheck disable=SC2086
"$swift" build -c "$config" "${scratch[@]}" --package-path "$repo/Tools" --product tools ${SWIFT_BUILD_FLAGS-} \
  > "$work/build.log" 2>&1 \
  || { tail -20 "$work/build.log" >&2; fail "swift build -c $config ${scratch[*]} --product tools"; }
[ -x "$binary" ] || fail "no executable at $binary"
if [ "$config" = release ] && command -v readelf > /dev/null 2>&1 \
  && readelf -d "$binary" | grep -q 'NEEDED.*libswift\|NEEDED.*libFoundation'; then
  fail "$binary still needs the toolchain's Swift libraries: $(readelf -d "$binary" | grep -o 'lib[A-Za-z_]*swift[A-Za-z_]*\.so' | tr '\n' ' ')"
fi

say "tools.artifactbundle.zip ($variant)"
bundle="$work/bundle/tools.artifactbundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/tools"
chmod 755 "$bundle/$variant/bin/tools"
cat > "$bundle/info.json" << EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "tools": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/tools",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
EOF
# The archive holds the bundle folder itself, entries in name order with one fixed time, so the
# same binary gives the same checksum.
python3 - "$work/bundle" "$out/tools.artifactbundle.zip" << 'EOF' || fail "zipping the artifact bundle"
import os, sys, zipfile

root, archive = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zip:
    for folder, folders, files in os.walk(root):
        folders.sort()
        for name in sorted(folders) + sorted(files):
            path = os.path.join(folder, name)
            entry = zipfile.ZipInfo(os.path.relpath(path, root) + ("/" if os.path.isdir(path) else ""))
            entry.date_time = (2000, 1, 1, 0, 0, 0)
            mode = os.stat(path).st_mode
            entry.external_attr = (mode & 0xFFFF) << 16
            if os.path.isdir(path):
                entry.external_attr |= 0x10
                zip.writestr(entry, b"")
            else:
                entry.compress_type = zipfile.ZIP_DEFLATED
                with open(path, "rb") as file:
                    zip.writestr(entry, file.read())
EOF
"$swift" package --package-path "$package" compute-checksum "$out/tools.artifactbundle.zip" \
  > "$out/tools.artifactbundle.zip.checksum" 2> "$work/checksum.err" \
  || { cat "$work/checksum.err" >&2; fail "swift package compute-checksum"; }
say "wrote $out/package, $out/tools.artifactbundle.zip and its checksum ($(cat "$out/tools.artifactbundle.zip.checksum"))"
