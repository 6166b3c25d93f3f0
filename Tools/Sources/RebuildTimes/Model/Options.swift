/// The parsed command line of `tools rebuild-times`.
///
/// Values left `nil` fall back to the scenario file, then to the built-in defaults, so a flag always
/// wins over the checked-in file.
struct Options: Sendable, Equatable {
  enum Output: String, Sendable { case table, json, markdown }

  var packagePath = "."
  var scenarioFile: String?
  var budgetFile: String?
  var modules: [String] = []
  var scenarioFilters: [String] = []
  var warmup: Int?
  var iterations: Int?
  var buildSystem: String?
  var product: String?
  var target: String?
  var scratchPath: String?
  var explain = false
  /// `-Xswiftc FLAG`, repeatable, in order.
  var swiftcFlags: [String] = []
  var noPairedNull = false
  var output = Output.table
  var svgPath: String?
  /// `--trace FILE`: every build of the run as Chrome trace event JSON.
  var tracePath: String?
  var check = false
  var allowDirty = false
  var help = false

  static let usage = """
    usage: tools rebuild-times [options]

    Measures incremental rebuilds of a SwiftPM package and names the modules that recompiled.
    Every edited file is restored byte-identical afterwards (also on failure, Ctrl-C and SIGTERM).

    options:
      --package-path DIR    package to build (default: .)
      --scenarios FILE      scenario file (default: DIR/rebuild-scenarios.rules if it exists)
      --module M            measure null, body M and api M (repeatable; replaces the default modules
                            Checkout, Core, ThirdPartyShim and the file's scenarios)
      --scenario S          only these scenarios (repeatable): null, body, api, or body:M / api:M
      --warmup N            unmeasured builds per scenario after its edit (default: 1)
      --iterations N        measured builds per scenario (default: 5)
      --build-system NAME   SwiftPM build system, pinned and printed (default: native)
      --product P           build this product (relinks it)   --target T   build this target
      --scratch-path DIR    SwiftPM build folder (default: DIR/.build); a private one keeps
                            other people's builds out of the comparison
      --no-paired-null      skip the null build that follows each measured edit build
      --explain             add -Xswiftc -driver-show-incremental to every build and keep its remarks
      -Xswiftc FLAG         pass FLAG to the compiler in every build of the run (repeatable)
      --json | --markdown   print the report as JSON or Markdown instead of a table
      --svg FILE            also write a bar chart of the medians to FILE
      --trace FILE          also write every build of the run as Chrome trace event JSON to FILE
                            (ui.perfetto.dev, chrome://tracing): a process per scenario, a span
                            per build and per compiler job. Every build then goes through a
                            wrapper that times each job (a few ms a job), in a build folder of
                            its own (default: DIR/.build/rebuild-times-trace; the first run builds
                            everything there): compare traced runs with traced runs
      --check               run each budgeted scenario once; exit 1 if a blast radius is exceeded
      --budgets FILE        budgets for --check (default: DIR/rebuild-budgets.rules)
      --allow-dirty         edit files even if they have uncommitted changes
      -h, --help            show this help

    exit codes: 0 success, 1 budget exceeded or an edit of the wrong kind (a body edit changed
                the interface, an API edit did not), 2 usage or rules-file error, or a build
                ran past TOOLS_BUILD_TIMEOUT seconds (default 3600) and was stopped,
                3 refused (uncommitted or concurrently saved files), 4 a build failed, 130/143 interrupted
    """

  static func parse(_ arguments: [String]) throws(RulesError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    func value(for flag: String) throws(RulesError) -> String {
      guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
        throw RulesError("\(flag) needs a value")
      }
      return next
    }
    func count(for flag: String, minimum: Int) throws(RulesError) -> Int {
      let text = try value(for: flag)
      guard let number = Int(text), number >= minimum else {
        throw RulesError("\(flag) needs a whole number ≥ \(minimum), found '\(text)'")
      }
      return number
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--package-path": options.packagePath = try value(for: argument)
      case "--scenarios": options.scenarioFile = try value(for: argument)
      case "--budgets": options.budgetFile = try value(for: argument)
      case "--module": options.modules.append(try value(for: argument))
      case "--scenario": options.scenarioFilters.append(try value(for: argument))
      case "--warmup": options.warmup = try count(for: argument, minimum: 0)
      case "--iterations": options.iterations = try count(for: argument, minimum: 1)
      case "--build-system": options.buildSystem = try value(for: argument)
      case "--product": options.product = try value(for: argument)
      case "--target": options.target = try value(for: argument)
      case "--scratch-path": options.scratchPath = try value(for: argument)
      case "--explain": options.explain = true
      case "-Xswiftc": options.swiftcFlags.append(try value(for: argument))
      case "--no-paired-null": options.noPairedNull = true
      case "--json": options.output = .json
      case "--markdown": options.output = .markdown
      case "--svg": options.svgPath = try value(for: argument)
      case "--trace": options.tracePath = try value(for: argument)
      case "--check": options.check = true
      case "--allow-dirty": options.allowDirty = true
      case "-h", "--help": options.help = true
      default: throw RulesError("unknown option '\(argument)' (see --help)")
      }
    }
    if options.product != nil && options.target != nil {
      throw RulesError("give --product or --target, not both")
    }
    return options
  }
}
