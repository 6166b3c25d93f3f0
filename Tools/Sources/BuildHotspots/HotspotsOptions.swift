import ToolSupport

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

  static let settings = CommandSettings<HotspotsOptions>(
    [
      .value("--package-path", "DIR", \.packagePath, help: "package to build (default: .)"),
      .value("--product", "P", \.product, help: "build only this product (default: everything)"),
      .value("--target", "T", \.target, help: "build only this target (default: everything)"),
      .value(
        "--scratch-path", "DIR", \.scratchPath,
        help:
          "the instrumented build's folder (default: DIR/.build-hotspots);\nnever the folder of your everyday builds"
      ),
      .flag(
        "--incremental", \.incremental,
        help: "keep the previous instrumented build and build only what changed\n(default: a clean build)"),
      .value(
        "--after", "S", \.after,
        help:
          "build first, then apply scenario S's edit (body:M or api:M, as in\nrebuild-times) and report the build after it; the file is restored"
      ),
      .allowDirty(\.allowDirty, when: "--after"),
      .count(
        "--top", "N", \.top, minimum: 1,
        help: "how many function bodies and expressions to list (default: 20)"),
      .count(
        "--expression-threshold", "MS", \.expressionThresholdMilliseconds, minimum: 1,
        help: "report expressions taking at least MS ms to type-check (default: 5)"),
      Setting(
        .value(
          "--fail-over", "MS",
          help:
            "exit 1 if a function body or an expression takes more than MS ms;\nwith --compare: if a module or function got slower by more than MS ms"
        )
      ) { (options: inout HotspotsOptions, parsed) throws(OptionError) in
        options.failOverMilliseconds = try parsed.count("--fail-over", minimum: 1).map(Double.init)
      },
      .value(
        "--build-system", "NAME", \.buildSystem,
        help: "SwiftPM build system (default: native; timing needs its driver)"),
      .swiftcFlags(\.swiftcFlags),
      .flag("--json", \.output, .json, help: "print the report as JSON instead of a table"),
      .flag("--markdown", \.output, .markdown, help: "print the report as Markdown instead of a table"),
      .value(
        "--svg", "FILE", \.svgPath, help: "also write the timeline (a Gantt chart of compile jobs) to FILE"),
      .value(
        "--trace", "FILE", \.tracePath,
        help: """
          also write the build as Chrome trace event JSON to FILE (open it in
          ui.perfetto.dev or chrome://tracing): a thread per module, a span per
          compiler job, type-checks of 1 ms or more nested in their job
          """),
      Setting(
        .pair(
          "--compare", "A", "B", help: "compare two --json reports (A before, B after) instead of building")
      ) {
        options, parsed in
        options.compare = parsed.pair("--compare").map { ReportPair(before: $0.0, after: $0.1) }
      },
      .count(
        "--noise", "PERCENT", \.noisePercent, minimum: 0,
        help: "with --compare: changes under PERCENT of the larger figure are noise\n(default: 10)"),
      .count(
        "--noise-ms", "MS", \.noiseMilliseconds, minimum: 0,
        help: "with --compare: so are changes under MS ms (default: 5)"),
    ], help: \.help)

  static let usage = """
    usage: tools build-hotspots [options]
           tools build-hotspots --compare A.json B.json [--noise PERCENT] [--noise-ms MS] [--fail-over MS]
                                [--json | --markdown]

    Builds a SwiftPM package once, instrumented, in its own scratch folder, and reports why the
    build is slow: the slowest function bodies and expressions to type-check, the compile time of
    each module and its share of the build, the critical path of modules, and a timeline.
    With --compare, builds nothing: reads two --json reports (before, after) and prints what got
    slower or faster, per module and per function body or expression.
    """ + "\n\n" + settings.parser.help + """

      exit codes: 0 success, 1 a body or expression over --fail-over (with --compare: a slowdown over
                  it), 2 usage error or unreadable report (or --after would edit a file with
                  uncommitted changes, or the build ran past TOOLS_BUILD_TIMEOUT seconds, default
                  3600, and was stopped), 4 the build failed (its output's end is printed),
                  130/143 interrupted
      """

  static func parse(_ arguments: [String]) throws(HotspotsError) -> HotspotsOptions {
    let (options, parsed): (HotspotsOptions, ParsedOptions)
    do { (options, parsed) = try settings.parse(arguments, into: HotspotsOptions()) } catch {
      throw HotspotsError(error.message)
    }
    if parsed.flag("--json") && parsed.flag("--markdown") {
      throw HotspotsError("give --json or --markdown, not both")
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
