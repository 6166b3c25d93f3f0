import Foundation
import ToolSupport

/// `upkeep docs-coverage`: one line per module, `coverage <Module>: <documented>/<total>
/// (<percent>%)`, and a non-zero exit when a module given a floor is under it, naming each
/// undocumented declaration where it stands.
public enum DocCoverageCommand {
  /// What `upkeep docs-coverage` is asked for.
  struct Options: Sendable {
    var graphs: String?
    var root = "."
    var floors: [Floor] = []
    var list = false
  }

  /// A module's lowest accepted coverage.
  struct Floor: Sendable {
    var module: String
    var percent: Double
  }

  static let settings = CommandSettings<Options>([
    .value("--symbol-graphs", "DIR", \.graphs, help: "the folder of *.symbols.json files"),
    .value(
      "--root", "DIR", \.root,
      help: "the repository (default: .): declarations outside it, or under\nbuild output, do not count"),
    Setting(
      .repeated("--min", "MODULE=PERCENT", help: "fail when MODULE's coverage is under PERCENT (repeatable)")
    ) {
      (options: inout Options, parsed) throws(OptionError) in
      options.floors = try parsed.values("--min").map { (value: String) throws(OptionError) in
        let parts = value.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, let percent = Double(parts[1]), (0...100).contains(percent) else {
          throw OptionError("--min needs MODULE=PERCENT (0 to 100), not '\(value)'")
        }
        return Floor(module: String(parts[0]), percent: percent)
      }
    },
    .flag("--list", \.list, help: "list every undocumented declaration, not only those of failing modules"),
  ])

  static let usage = """
    usage: upkeep docs-coverage --symbol-graphs DIR [--root DIR] [--min MODULE=PERCENT]... [--list]

    Counts, per module, the public declarations written in the repository's sources that carry a
    documentation comment, from the symbol graphs the compiler emitted (-emit-symbol-graph).
    Symbols the compiler synthesizes or inherits from the standard library, and extension
    blocks (their members count), do not count; an extension graph (Core@ThirdPartyShim)
    counts for the module declaring the extensions.
    """ + "\n\n" + settings.parser.help + """

      output: `coverage <Module>: <documented>/<total> (<percent>%)` per module, sorted; each
              undocumented declaration of a failing module (every module with --list) as
              path:line:col: warning: public <kind> <Name> has no documentation comment
      exit codes: 0 every floor held, 1 a module under its floor (or a floor for a module with
                  no symbol graph), 2 bad usage or unreadable symbol graphs
      """

  /// Counts the symbol graphs the options name; returns the exit code given in `usage`.
  public static func run(arguments: [String]) -> Int32 {
    func fail(_ message: String) -> Int32 {
      FileHandle.standardError.write(Data("docs-coverage: usage error: \(message)\n\(usage)\n".utf8))
      return ExitStatus.cannotRun.rawValue
    }
    let options: Options
    switch settings.read(
      arguments, into: Options(), command: "docs-coverage", usage: usage, usageOnError: true)
    {
    case .proceed(let read, _): options = read
    case .stop(let status): return status
    }
    let (root, list, floors) = (options.root, options.list, options.floors.map { ($0.module, $0.percent) })
    guard let graphs = options.graphs else { return fail("--symbol-graphs DIR is required") }
    let coverage: DocCoverage
    do {
      coverage = try DocCoverage.read(
        symbolGraphs: URL(fileURLWithPath: graphs), root: URL(fileURLWithPath: root))
    } catch {
      FileHandle.standardError.write(Data("docs-coverage: error: \(error)\n".utf8))
      return ExitStatus.cannotRun.rawValue
    }
    let (text, status) = report(coverage, floors: floors, list: list)
    print(text, terminator: "")
    return status
  }

  /// The printed report and the exit status.
  static func report(_ coverage: DocCoverage, floors: [(module: String, percent: Double)], list: Bool) -> (
    String, Int32
  ) {
    var text = ""
    var status: Int32 = 0
    for module in coverage.modules {
      let floor = floors.filter { $0.module == module.name }.map(\.percent).max()
      let failing = floor.map { module.percent < $0 } ?? false
      if failing || list {
        for missing in module.missing {
          text += "\(missing.path):\(missing.line):\(missing.column): warning: "
          text += "public \(missing.kind) \(missing.name) has no documentation comment\n"
        }
      }
      text += module.line
      if let floor {
        text += failing ? " under the floor of \(String(format: "%.0f", floor))%" : ""
      }
      text += "\n"
      if failing { status = 1 }
    }
    for floor in floors where !coverage.modules.contains(where: { $0.name == floor.module }) {
      text += "coverage \(floor.module): no symbol graph\n"
      status = 1
    }
    return (text, status)
  }
}

extension DocCoverageCommand: ToolCommand {
  public static let name = "docs-coverage"
  public static let abstract = "how many public declarations per module have a documentation comment"
  public static let audience = CommandAudience.upkeep
}
