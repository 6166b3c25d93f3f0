/// The parsed command line of `tools build-hotspots`.
struct HotspotsOptions: Sendable, Equatable {
  enum Output: String, Sendable { case table, json, markdown }

  var packagePath = "."
  var product: String?
  var target: String?
  /// The instrumented build's own folder, so the user's `.build` is never invalidated by the
  /// timing flags (changing any compiler flag recompiles every module).
  var scratchPath: String?
  var buildSystem = "native"
  /// `-Xswiftc FLAG`, repeatable, in order: the user's own compiler flags, so the build timed is
  /// the build they run.
  var swiftcFlags: [String] = []
  var top = 20
  /// Expressions faster than this are not reported by the compiler at all.
  var expressionThresholdMilliseconds = 5
  /// `--fail-over MS`: exit 1 when a function body or an expression takes longer.
  var failOverMilliseconds: Double?
  var incremental = false
  /// `--after body:M` / `api:M`: report the build after this scenario's edit instead.
  var after: String?
  var allowDirty = false
  var output = Output.table
  var svgPath: String?
  /// `--trace FILE`: the build as Chrome trace event JSON.
  var tracePath: String?
  /// `--compare A B`: two `--json` reports to compare instead of building.
  var compare: ReportPair?
  /// A change smaller than this share of the larger figure, or than `noiseMilliseconds`, is noise.
  var noisePercent = 10
  var noiseMilliseconds = 5
  var help = false

  /// The two reports `--compare` reads: before, then after.
  struct ReportPair: Sendable, Equatable {
    var before: String
    var after: String
  }

  static let usage = """
    usage: tools build-hotspots [options]
           tools build-hotspots --compare A.json B.json [--noise PERCENT] [--noise-ms MS] [--fail-over MS]
                                [--json | --markdown]

    Builds a SwiftPM package once, instrumented, in its own scratch folder, and reports why the
    build is slow: the slowest function bodies and expressions to type-check, the compile time of
    each module and its share of the build, the critical path of modules, and a timeline.
    With --compare, builds nothing: reads two --json reports (before, after) and prints what got
    slower or faster, per module and per function body or expression.

    options:
      --package-path DIR       package to build (default: .)
      --product P | --target T build only this product or target (default: everything)
      --scratch-path DIR       the instrumented build's folder (default: DIR/.build-hotspots);
                               never the folder of your everyday builds
      --incremental            keep the previous instrumented build and build only what changed
                               (default: a clean build)
      --after S                build first, then apply scenario S's edit (body:M or api:M, as in
                               rebuild-times) and report the build after it; the file is restored
      --allow-dirty            with --after: edit a file even if it has uncommitted changes
      --top N                  how many function bodies and expressions to list (default: 20)
      --expression-threshold MS  report expressions taking at least MS ms to type-check (default: 5)
      --fail-over MS           exit 1 if a function body or an expression takes more than MS ms;
                               with --compare: if a module or function got slower by more than MS ms
      --build-system NAME      SwiftPM build system (default: native; timing needs its driver)
      -Xswiftc FLAG            pass FLAG to the compiler too (repeatable)
      --json | --markdown      print the report as JSON or Markdown instead of a table
      --svg FILE               also write the timeline (a Gantt chart of compile jobs) to FILE
      --trace FILE             also write the build as Chrome trace event JSON to FILE (open it in
                               ui.perfetto.dev or chrome://tracing): a thread per module, a span per
                               compiler job, type-checks of 1 ms or more nested in their job
      --compare A B            compare two --json reports (A before, B after) instead of building
      --noise PERCENT          with --compare: changes under PERCENT of the larger figure are noise
                               (default: 10)
      --noise-ms MS            with --compare: so are changes under MS ms (default: 5)
      -h, --help               show this help

    exit codes: 0 success, 1 a body or expression over --fail-over (with --compare: a slowdown over
                it), 2 usage error or unreadable report (or --after would edit a file with
                uncommitted changes, or the build ran past TOOLS_BUILD_TIMEOUT seconds, default
                3600, and was stopped), 4 the build failed (its output's end is printed),
                130/143 interrupted
    """

  static func parse(_ arguments: [String]) throws(HotspotsError) -> HotspotsOptions {
    var options = HotspotsOptions()
    var remaining = arguments[...]
    func value(for flag: String) throws(HotspotsError) -> String {
      guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
        throw HotspotsError("\(flag) needs a value")
      }
      return next
    }
    func number(for flag: String, minimum: Int) throws(HotspotsError) -> Int {
      let text = try value(for: flag)
      guard let number = Int(text), number >= minimum else {
        throw HotspotsError("\(flag) needs a whole number ≥ \(minimum), found '\(text)'")
      }
      return number
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--package-path": options.packagePath = try value(for: argument)
      case "--product": options.product = try value(for: argument)
      case "--target": options.target = try value(for: argument)
      case "--scratch-path": options.scratchPath = try value(for: argument)
      case "--build-system": options.buildSystem = try value(for: argument)
      case "-Xswiftc": options.swiftcFlags.append(try value(for: argument))
      case "--top": options.top = try number(for: argument, minimum: 1)
      case "--expression-threshold":
        options.expressionThresholdMilliseconds = try number(for: argument, minimum: 1)
      case "--fail-over": options.failOverMilliseconds = Double(try number(for: argument, minimum: 1))
      case "--incremental": options.incremental = true
      case "--after": options.after = try value(for: argument)
      case "--allow-dirty": options.allowDirty = true
      case "--json": options.output = .json
      case "--markdown": options.output = .markdown
      case "--svg": options.svgPath = try value(for: argument)
      case "--trace": options.tracePath = try value(for: argument)
      case "--compare":
        let before = try value(for: argument)
        options.compare = ReportPair(before: before, after: try value(for: argument))
      case "--noise": options.noisePercent = try number(for: argument, minimum: 0)
      case "--noise-ms": options.noiseMilliseconds = try number(for: argument, minimum: 0)
      case "-h", "--help": options.help = true
      default: throw HotspotsError("unknown option '\(argument)' (see --help)")
      }
    }
    if options.product != nil && options.target != nil {
      throw HotspotsError("give --product or --target, not both")
    }
    let building = [
      "--package-path", "--product", "--target", "--scratch-path", "--build-system", "--top",
      "--expression-threshold", "--incremental", "--after", "--allow-dirty", "--svg", "--trace", "-Xswiftc",
    ]
    if options.compare != nil, let clash = arguments.first(where: building.contains) {
      throw HotspotsError("\(clash) builds, --compare only reads reports: give one or the other")
    }
    if options.compare == nil, let lone = arguments.first(where: { $0 == "--noise" || $0 == "--noise-ms" }) {
      throw HotspotsError("\(lone) goes with --compare")
    }
    return options
  }
}

/// A usage or setup problem, printed as `build-hotspots: error: …` with exit code 2.
struct HotspotsError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
