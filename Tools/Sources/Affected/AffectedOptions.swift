import ToolSupport

/// The parsed command line of `tools affected`.
struct AffectedOptions: Equatable, Sendable {
  enum Format: String, Sendable, CaseIterable {
    case human, json, lines, filter
    case githubMatrix = "github-matrix"
  }

  var root = "."
  var rulesPath: String?
  var boundaryRulesPath: String?
  var cacheDirectory: String?
  var useCache = true
  var base: String?
  var head: String?
  var files: [String]?
  var uncommitted = false
  var all = false
  var format = Format.human
  /// Where the json format is also written, whatever `format` prints.
  var jsonOutput: String?
  var explain: String?
  var help = false

  static let settings = CommandSettings<AffectedOptions>(
    [
      .value(
        "--base", "REF", \.base,
        help: """
          compare with the merge-base of REF and the head (default: origin/main if it
          exists, else main); no merge-base (a shallow clone) is an error saying how
          to fetch it
          """),
      .value("--head", "REF", \.head, help: "the change's last commit (default HEAD)"),
      Setting(
        .list("--files", "PATH…", help: "these files changed (replaces git entirely: no base, no head)")
      ) {
        options, parsed in options.files = parsed.values("--files")
      },
      .flag(
        "--uncommitted", \.uncommitted,
        help: "also the working tree's changes and untracked files (head must be HEAD)"),
      .flag("--all", \.all, help: "everything, whatever changed (what CI runs on main)"),
      .choice(
        "--format", "FORMAT", \.format,
        help: """
          human (default): changed files, affected targets by package with the
          chain that reaches each (Receipt ← Checkout ← ShopFlow), test commands;
          json: one object (base, head, all, allReasons, changed, targets,
          testCommands, units, skippedUnits, removed);
          lines: one affected target name per line;
          filter: the anchored swift test --filter expression (^(ATests|BTests)\\.),
          ^$ when no test is affected;
          github-matrix: {"include":[{"unit":…,"command":…}]}, one job per unit
          """),
      .value(
        "--json-output", "FILE", \.jsonOutput,
        help: """
          also write the json format to FILE (what tools shard --plan reads), so one
          run both shows the report and plans the tests (make test-affected)
          """),
      .value(
        "--explain", "TARGET", \.explain,
        help: "why TARGET (a name, or PACKAGE:NAME) is affected, edge by edge, or why not"),
      .root(\.root),
      .value(
        "--rules", "FILE", \.rulesPath,
        help: "default ROOT/affected.rules; built-in defaults when it does not exist"),
      .value(
        "--boundary-rules", "FILE", \.boundaryRulesPath,
        help: "default ROOT/boundaries.rules: its `module` folders and `exclude` paths"),
      .manifestCache(\.cacheDirectory),
      .noCache(\.useCache),
    ], help: \.help)

  static let usage = """
    usage: tools affected [--base REF] [--head REF] [--files PATH…] [--uncommitted] [--all]
                          [--format human|json|lines|filter|github-matrix] [--json-output FILE]
                          [--explain TARGET]
                          [--root DIR] [--rules FILE] [--boundary-rules FILE] [--cache-dir DIR] [--no-cache]

    What a change can affect in a repository of SwiftPM packages: the targets that hold a changed
    file, every target that depends on them (across packages, through products, targets and
    by-name dependencies), and so every test target to run; the commands that run exactly those.
    Files outside every target, and dependencies no manifest shows, follow affected.rules.
    """ + "\n\n" + settings.parser.help + """

      `tools affected bench [--modules N] [--files M]` times it warm on this repository and on a
      generated tree against `git diff --name-only` (make bench-tools).

      An empty selection prints "nothing affected" and exits 0; no command it prints then runs any
      test. Exit codes: 0 answered; 2 bad input (unknown ref, no merge-base, a manifest that does not
      load, malformed rules) or usage.
      """

  static func parse(_ arguments: [String]) throws(AffectedFailure) -> AffectedOptions {
    let options: AffectedOptions
    do { options = try settings.parse(arguments, into: AffectedOptions()).0 } catch {
      throw .usage(error.message)
    }
    if options.files != nil && (options.base != nil || options.head != nil || options.uncommitted) {
      throw .usage("--files replaces git: it goes without --base, --head and --uncommitted")
    }
    if options.jsonOutput != nil && options.explain != nil {
      throw .usage("--json-output writes the report, which --explain does not print: use one or the other")
    }
    if options.uncommitted && options.head != nil {
      throw .usage("--uncommitted compares the working tree: it goes without --head")
    }
    return options
  }
}
