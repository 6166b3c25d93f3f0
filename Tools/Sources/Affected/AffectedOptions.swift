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

  static let usage = """
    usage: tools affected [--base REF] [--head REF] [--files PATH…] [--uncommitted] [--all]
                          [--format human|json|lines|filter|github-matrix] [--json-output FILE]
                          [--explain TARGET]
                          [--root DIR] [--rules FILE] [--boundary-rules FILE] [--cache-dir DIR] [--no-cache]

    What a change can affect in a repository of SwiftPM packages: the targets that hold a changed
    file, every target that depends on them (across packages, through products, targets and
    by-name dependencies), and so every test target to run; the commands that run exactly those.
    Files outside every target, and dependencies no manifest shows, follow affected.rules.

    options:
      --base REF         compare with the merge-base of REF and the head (default: origin/main if it
                         exists, else main); no merge-base (a shallow clone) is an error saying how
                         to fetch it
      --head REF         the change's last commit (default HEAD)
      --files PATH…      these files changed (replaces git entirely: no base, no head)
      --uncommitted      also the working tree's changes and untracked files (head must be HEAD)
      --all              everything, whatever changed (what CI runs on main)
      --format FORMAT    human (default): changed files, affected targets by package with the
                         chain that reaches each (Receipt ← Checkout ← ShopFlow), test commands;
                         json: one object (base, head, all, allReasons, changed, targets,
                         testCommands, units, skippedUnits, removed);
                         lines: one affected target name per line;
                         filter: the anchored swift test --filter expression (^(ATests|BTests)\\.),
                         ^$ when no test is affected;
                         github-matrix: {"include":[{"unit":…,"command":…}]}, one job per unit
      --json-output FILE also write the json format to FILE (what tools shard --plan reads), so one
                         run both shows the report and plans the tests (make test-affected)
      --explain TARGET   why TARGET (a name, or PACKAGE:NAME) is affected, edge by edge, or why not
      --root DIR         the repository (default .)
      --rules FILE       default ROOT/affected.rules; built-in defaults when it does not exist
      --boundary-rules FILE  default ROOT/boundaries.rules: its `module` folders and `exclude` paths
      --cache-dir DIR    the manifest cache check-imports keeps (default ROOT/.tools-cache/check-imports)
      --no-cache         load every manifest through SwiftPM
      -h, --help         this text

    `tools affected bench [--modules N] [--files M]` times it warm on this repository and on a
    generated tree against `git diff --name-only` (make bench-tools).

    An empty selection prints "nothing affected" and exits 0; no command it prints then runs any
    test. Exit codes: 0 answered; 2 bad input (unknown ref, no merge-base, a manifest that does not
    load, malformed rules) or usage.
    """

  static func parse(_ arguments: [String]) throws(AffectedFailure) -> AffectedOptions {
    var options = AffectedOptions()
    var remaining = arguments[...]
    func value(for flag: String) throws(AffectedFailure) -> String {
      guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
        throw .usage("\(flag) needs a value (see --help)")
      }
      return next
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": options.help = true
      case "--root": options.root = try value(for: argument)
      case "--rules": options.rulesPath = try value(for: argument)
      case "--boundary-rules": options.boundaryRulesPath = try value(for: argument)
      case "--cache-dir": options.cacheDirectory = try value(for: argument)
      case "--no-cache": options.useCache = false
      case "--base": options.base = try value(for: argument)
      case "--head": options.head = try value(for: argument)
      case "--uncommitted": options.uncommitted = true
      case "--all": options.all = true
      case "--explain": options.explain = try value(for: argument)
      case "--json-output": options.jsonOutput = try value(for: argument)
      case "--files":
        var files: [String] = []
        while let next = remaining.first, !next.hasPrefix("--") {
          files.append(next)
          remaining.removeFirst()
        }
        options.files = (options.files ?? []) + files
      case "--format":
        let name = try value(for: argument)
        guard let format = Format(rawValue: name) else {
          throw .usage("--format must be human, json, lines, filter or github-matrix, not '\(name)'")
        }
        options.format = format
      default: throw .usage("unknown option '\(argument)' (see --help)")
      }
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
