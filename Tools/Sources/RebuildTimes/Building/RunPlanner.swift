import Foundation
import ToolSupport

/// Turns options, the scenario file and the budgets file into what to run: the scenarios with
/// their files, the build settings and the counts. Flags win over files, files over defaults.
struct RunPlan: Sendable {
  var plans: [ScenarioRunner.Plan]
  var settings: BuildSettings
  var warmup: Int
  var iterations: Int
  /// The budgets, in the same order as `plans`, when checking.
  var budgets: [BudgetFile.Budget]
}

enum RunPlanner {
  /// The modules measured when neither flags nor a scenario file name any: a leaf feature, the
  /// module everything depends on, and the third-party stand-in.
  static let defaultModules = ["Checkout", "Core", "ThirdPartyShim"]

  static func plan(_ options: Options) throws(Diagnostic) -> RunPlan {
    let defaultScenarioFile = URL(fileURLWithPath: options.packagePath).appendingPathComponent(
      "rebuild-scenarios.rules"
    ).path
    let scenarioPath =
      options.scenarioFile
      ?? (FileManager.default.fileExists(atPath: defaultScenarioFile) ? defaultScenarioFile : nil)
    let file =
      try scenarioPath.map { path throws(Diagnostic) in try ScenarioFile.load(path: path) } ?? ScenarioFile()
    if let scenarioPath, file.isEmpty {
      throw Diagnostic(
        "the scenario file is empty; add scenarios (e.g. 'null' and 'body MyModule'), or delete it to run the "
          + "built-in ones", path: scenarioPath)
    }

    var settings = file.settings
    if let buildSystem = options.buildSystem { settings.buildSystem = buildSystem }
    if options.product != nil || options.target != nil {
      settings.product = options.product
      settings.target = options.target
    }
    settings.explain = options.explain
    settings.swiftcFlags = options.swiftcFlags
    if let scratchPath = options.scratchPath { settings.scratchPath = scratchPath }

    var scenarios: [Scenario]
    var builtIn = false
    var budgets: [BudgetFile.Budget] = []
    if options.check {
      let path =
        options.budgetFile
        ?? URL(fileURLWithPath: options.packagePath).appendingPathComponent("rebuild-budgets.rules").path
      budgets = try BudgetFile.load(path: path).budgets
      scenarios = budgets.map(\.scenario)
    } else if !options.modules.isEmpty {
      scenarios =
        [Scenario(kind: .null)]
        + options.modules.flatMap { [Scenario(kind: .body, module: $0), Scenario(kind: .api, module: $0)] }
    } else if !file.scenarios.isEmpty {
      scenarios = file.scenarios
    } else {
      builtIn = true
      scenarios =
        [Scenario(kind: .null)]
        + defaultModules.flatMap { [Scenario(kind: .body, module: $0), Scenario(kind: .api, module: $0)] }
    }
    scenarios = try filter(scenarios, by: options.scenarioFilters)
    if builtIn && !options.scenarioFilters.contains(where: { ScenarioKind(rawValue: $0) == nil }) {
      // The built-in scenarios measure this repository's modules: in another package, say that,
      // rather than failing on the first of them as though the user had named it.
      // Only the modules of the scenarios left to run (`--scenario null` measures none).
      let measured = Set(scenarios.compactMap(\.module))
      let missing = defaultModules.filter {
        measured.contains($0) && (try? ModuleLocator.sources(of: $0, in: options.packagePath)) == nil
      }
      if !missing.isEmpty {
        let source =
          scenarioPath.map { "\($0) names no scenario" }
          ?? "no rebuild-scenarios.rules in \(options.packagePath)"
        throw Diagnostic(
          "no scenarios to run: \(source), and the built-in ones measure "
            + "\(defaultModules.joined(separator: ", ")), which this package lacks "
            + "(\(missing.joined(separator: ", "))); pass --module M, or write rebuild-scenarios.rules (see --help)"
        )
      }
      if let scenarioPath {
        Diagnostics.note(
          "\(scenarioPath) names no scenario: the built-in ones run (null, body and api of "
            + "\(defaultModules.joined(separator: ", ")))")
      }
    }
    if !options.check {
      // The null build runs first, on the pristine tree, because it is the floor for the others.
      scenarios = scenarios.filter { $0.kind == .null } + scenarios.filter { $0.kind != .null }
    } else {
      budgets = budgets.filter { scenarios.contains($0.scenario) }
    }
    guard !scenarios.isEmpty else { throw Diagnostic("no scenario left to run") }

    let fromFile = !options.check && options.modules.isEmpty
    let plans = try scenarios.map { scenario throws(Diagnostic) in
      do throws(Diagnostic) {
        return try plan(scenario, packagePath: options.packagePath)
      } catch {
        // A scenario of the file: the line that names it is where the fix goes.
        if fromFile, let scenarioPath, let line = file.scenarioLines[scenario], error.line == nil {
          throw error.located(path: scenarioPath, line: line)
        }
        if options.check, let budget = budgets.first(where: { $0.scenario == scenario }), error.line == nil {
          throw error.located(path: budget.path, line: budget.line)
        }
        throw error
      }
    }
    return RunPlan(
      plans: plans, settings: settings,
      warmup: options.warmup ?? (options.check ? 0 : file.warmup ?? 1),
      iterations: options.check ? 1 : options.iterations ?? file.iterations ?? 5,
      budgets: budgets)
  }

  /// `--scenario body` keeps only body scenarios; `--scenario body:Checkout` names one exactly.
  private static func filter(_ scenarios: [Scenario], by filters: [String]) throws(Diagnostic) -> [Scenario] {
    guard !filters.isEmpty else { return scenarios }
    var exact: [Scenario] = []
    var kinds: Set<ScenarioKind> = []
    for filter in filters {
      if let kind = ScenarioKind(rawValue: filter) {
        kinds.insert(kind)
      } else {
        exact.append(try Scenario.parse(words: filter.split(whereSeparator: { $0 == " " }).map(String.init)))
      }
    }
    if exact.isEmpty { return scenarios.filter { kinds.contains($0.kind) } }
    return (kinds.contains(.null) ? [Scenario(kind: .null)] : []) + exact
  }

  /// The files a scenario may edit: for a body edit, the candidate functions of the named file or
  /// of the whole module, best first; the API edit and the probe function go into the named file or
  /// the module's first file (sorted by path).
  static func plan(_ scenario: Scenario, packagePath: String) throws(Diagnostic)
    -> ScenarioRunner.Plan
  {
    guard let module = scenario.module else { return ScenarioRunner.Plan(scenario: scenario) }
    let sources: [String]
    if let file = scenario.file {
      guard
        FileManager.default.fileExists(
          atPath: URL(fileURLWithPath: packagePath).appendingPathComponent(file).path)
      else {
        throw Diagnostic("'\(scenario)' names \(file), which does not exist under \(packagePath)")
      }
      sources = [file]
    } else {
      sources = try ModuleLocator.sources(of: module, in: packagePath)
    }
    var candidates: [BodyCandidate] = []
    if scenario.kind == .body {
      for source in sources {
        let path = URL(fileURLWithPath: packagePath).appendingPathComponent(source).path
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
          candidates += BodyCandidateScanner.candidates(in: text, file: source)
        }
      }
    }
    return ScenarioRunner.Plan(
      scenario: scenario, file: sources[0], candidates: BodyCandidate.ranked(candidates))
  }
}
