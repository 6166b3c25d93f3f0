import AppMap
import AppShell
import Foundation

/// `app map`: explores the apps through the shell's session and prints their navigation map,
/// writes the checked-in maps (`--write`, what `make nav-map` runs), or checks them
/// (`--check`, `make nav-map-check`).
///
/// Exit codes: 0 done (or the check passed), 1 the check found problems, 2 bad arguments or
/// an unreadable rules file.
@MainActor
enum MapCommand {
  static let usage = """
    usage: app map [shop|bookshelf]... [--format map|mermaid|json|svg] [--depth N] [--steps N] [--per-screen N]
           app map [shop|bookshelf]... --write [--root DIR]
           app map [shop|bookshelf]... --check [--root DIR]

      (no app)      both apps
      --format      what to print: the baseline's lines (map, the default), a Mermaid block, JSON, an SVG
      --write       write docs/navigation/<app>.map, .svg, .json under --root, and docs/navigation.md
                    when every app is explored
      --check       fail on unreachable screens, dead ends, broken backs, deep-link-only screens
                    navigation.rules does not allow, broken deep links, and drift from the files --write writes
      --root DIR    the repository (default: the current folder)
      --depth N     explore states at most N gestures from launch (default 8)
      --steps N     perform at most N gestures in all, replays included (default 20000)
      --per-screen N  explore at most N states of each screen kind that offer no new gesture (default 2)
    """

  struct Options: Equatable {
    enum Format: String { case map, mermaid, json, svg }
    var apps: [AppChoice] = []
    var format = Format.map
    var write = false
    var check = false
    var root = "."
    var depth = 8
    var steps = 20_000
    var perScreen = 2
  }

  static func parse(_ arguments: [String]) throws(Arguments.Invalid) -> Options {
    var options = Options()
    var rest = arguments[...]
    func value(_ flag: String) throws(Arguments.Invalid) -> String {
      guard let value = rest.popFirst() else {
        throw Arguments.Invalid(description: "\(flag) needs a value.")
      }
      return value
    }
    func number(_ flag: String) throws(Arguments.Invalid) -> Int {
      let text = try value(flag)
      guard let number = Int(text), number > 0 else {
        throw Arguments.Invalid(description: "\(flag) needs a positive number, not “\(text)”.")
      }
      return number
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--format":
        let text = try value(argument)
        guard let format = Options.Format(rawValue: text) else {
          throw Arguments.Invalid(description: "--format: map, mermaid, json or svg, not “\(text)”.")
        }
        options.format = format
      case "--write": options.write = true
      case "--check": options.check = true
      case "--root": options.root = try value(argument)
      case "--depth": options.depth = try number(argument)
      case "--steps": options.steps = try number(argument)
      case "--per-screen": options.perScreen = try number(argument)
      default:
        guard let app = AppChoice(name: argument), !argument.hasPrefix("-") else {
          throw Arguments.Invalid(description: "map: unknown argument “\(argument)”.")
        }
        options.apps.append(app)
      }
    }
    if options.write && options.check {
      throw Arguments.Invalid(description: "map: give --write or --check, not both.")
    }
    if options.apps.isEmpty { options.apps = AppChoice.allCases }
    return options
  }

  static func run(_ arguments: [String], console: any Console) async -> Int32 {
    let options: Options
    do {
      options = try parse(arguments)
    } catch {
      console.err("app: \(error)\n\n\(usage)")
      return 2
    }
    let rules: NavigationRules
    do {
      rules = try readRules(root: options.root)
    } catch {
      console.err("app map: \(error)")
      return 2
    }
    let limits = ExplorationLimits(
      depth: options.depth, steps: options.steps, statesPerScreen: options.perScreen)
    var explorations: [Exploration] = []
    for app in options.apps {
      let clock = ContinuousClock()
      let start = clock.now
      let exploration = await explore(app, limits: limits)
      let seconds = (clock.now - start) / .seconds(1)
      console.err(exploration.summary + " in " + String(format: "%.2f", seconds) + " s")
      explorations.append(exploration)
    }
    let files = MapFiles(root: options.root)
    // docs/navigation.md shows every app: written and checked only when every app was explored.
    let everyApp = Set(options.apps) == Set(AppChoice.allCases)
    if options.write {
      do {
        for (path, text) in files.contents(explorations, document: everyApp) {
          try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
          try text.write(toFile: path, atomically: true, encoding: .utf8)
          console.err("wrote \(path)")
        }
      } catch {
        console.err("app map: \(error)")
        return 2
      }
      return 0
    }
    if options.check {
      let report = files.check(explorations, rules: rules, document: everyApp)
      for line in report.lines { console.out(line) }
      return report.failed ? 1 : 0
    }
    for exploration in explorations {
      switch options.format {
      case .map: console.out(exploration.map.text, terminator: "")
      case .mermaid: console.out(MapFormats.mermaid(exploration.map))
      case .json: console.out(MapFormats.json(exploration.map), terminator: "")
      case .svg: console.out(MapDrawing.svg(exploration.map))
      }
    }
    return 0
  }

  static func explore(_ app: AppChoice, limits: ExplorationLimits) async -> Exploration {
    switch app {
    case .shop: await Explorer<ShopSubject>(limits: limits).explore()
    case .bookshelf: await Explorer<BookshelfSubject>(limits: limits).explore()
    }
  }

  /// `navigation.rules` at the root; none is no exceptions.
  static func readRules(root: String) throws -> NavigationRules {
    let path = (root as NSString).appendingPathComponent("navigation.rules")
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return NavigationRules() }
    return try NavigationRules(text: text, file: "navigation.rules")
  }
}

extension Console {
  /// Writes text that already ends its lines.
  func out(_ text: String, terminator: String) {
    out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
  }
}
