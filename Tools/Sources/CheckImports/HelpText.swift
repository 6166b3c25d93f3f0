/// `tools check-imports --help`: the whole interface on one screen.
enum HelpText {
  static let checkImports = """
    usage: tools check-imports [options]
           tools check-imports generate <dir> [--shape layered|flat-app] [--modules N] [--files M]
                                        [--per-package K] [--seed S]
           tools check-imports bench [--modules N] [--files M] [--repo DIR]
           tools check-imports bench-plugin [--repo DIR] [--plugin-package DIR] [--runs N]
           tools check-imports init [--force] [--root DIR] [--rules FILE]
           tools check-imports why <From> <To> [--format human|json] [options]
           tools check-imports selftest [--repo DIR] [--work DIR] [--only NAME] [--cold]

    Checks every import of every Swift source (tests included) and every manifest dependency
    against the layers declared in boundaries.rules at the repository root.
    """ + "\n\n" + CommandOptions.settings.parser.help + """

      rules (see Tools/docs/check-imports.md):
        layer-upward, layer-skip, sibling-import, island-crossing, implicit-dependency,
        unused-dependency (warning), manifest-layering, cycle, unknown-module,
        system-module-not-allowed, unlayered-module, stale-rule (warning), stale-baseline,
        third-party-import, platform-conditional-import, max-height

      diagnostics: path:line:col: error|warning: message [rule]

      exit codes:
        0  no errors (warnings allowed unless --warnings-as-errors)
        1  violations found
        2  bad input: unreadable file, malformed rules, manifest that fails to load,
           missing package path, wrong usage
      With --fix: 0 every implicit/unused dependency fixed, 1 one could not be (listed), 2 a manifest
      to edit has uncommitted changes (without --allow-dirty).
      Every run ends with a one-line reason on stderr. A `swift package dump-package` that runs past
      \(Int(SwiftPMManifestLoader.defaultTimeout)) s (TOOLS_PROCESS_TIMEOUT=SECONDS) is stopped: exit 2, naming the command and the wait.

      generate  writes a synthetic monorepo (layers, legal edges, a few injected violations); with
                --shape flat-app, an iOS app of 13 packages side by side in Packages/ and no rules
      bench     times cold and warm runs on this repository and generated 128- and 1,000-module trees
                (remote products included), and grep -rn '^import' on the larger one
      bench-plugin  times the check through the command plugin (swift package -c release tools
                check-imports, package DIR default REPO/Tools/ToolsPlugin) against the executable,
                warm, N runs each (default 5): the whole run and SwiftPM's start (tools --help),
                reported; the plugin's own run (its clock, its start to the tool's exit), exit 1
                over 1.5× the executable
      init      infers a starting boundaries.rules (and a baseline of what fails today) so the next
                check exits 0; refuses to overwrite an existing rules file without --force
      why       the shortest dependency path from one module to another, each edge with the import
                (path:line:col) or manifest line it rests on; exit 1 and "no path" when there is none
      selftest  injects each violation and bad input into a copy of HEAD (git archive) and asserts
                the exact rule, path:line:col and exit code (`make check-selftest`)
      """

  /// `--help` of each subcommand that takes the check's options.
  static let subcommands: [String: String] = [
    "init": """
    usage: tools check-imports init [--force] [--root DIR] [--rules FILE] [--scratch-path DIR]

    Writes a starting boundaries.rules inferred from the repository as it is: layers from the
    folders that group packages and the depth of today's graph, a `module` line per folder of
    Swift sources outside SwiftPM, `system * @apple-sdk`, the imports nothing explains, today's
    same-layer edges as `allow` lines. What still fails goes to boundaries.baseline, named by a
    `baseline` line, so the next `tools check-imports` exits 0 and only new violations fail.
    Exit 0 written, 2 when the rules file exists (without --force) or the input is bad.
    """,
    "why": """
    usage: tools check-imports why <From> <To> [--root DIR] [--rules FILE] [--format human|json]

    Prints the shortest dependency path from module From to module To (imports and manifest
    dependencies of non-test modules), one edge per line with the import's path:line:col or the
    manifest line that declares it. Exit 0 with a path, 1 with "no path", 2 for an unknown module.
    """,
  ]
}
