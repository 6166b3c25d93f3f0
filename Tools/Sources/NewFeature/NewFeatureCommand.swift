import Casepaths
import Foundation
import ToolSupport

/// `tools new-feature` and `tools remove-feature`: a package in the documents' shape, registered
/// everywhere it must be, in one command; and the exact reverse.
public enum NewFeatureCommand {
  static let addUsage = """
    usage: tools new-feature NAME [--layer features|flows] [--flow FLOW] [--package-path DIR]
                             [--allow-dirty] [--json]

    Creates Packages/Features/NAME (or Packages/Flows/NAME with --layer flows): a manifest, a
    reducer (State, Action with a delegate, body), a path enum and its destinations, a view, and
    tests (an exhaustive TestStore test, a view test through the headless host). Registers it in
    the root manifest (package list, test target), the App's dependencies and previews
    (`app preview NAME`), and the README's module map. boundaries.rules needs nothing: its layer
    line covers the folder, and a feature imports no sibling.
    """ + "\n\n" + addSettings.parser.help + """

      Everything is checked before anything is written, and a failure while writing puts every
      file back. Exit codes: 0 created, 1 failed while writing (everything restored), 2 bad input
      (invalid, reserved or taken name, unknown layer or flow, uncommitted changes in a file it
      must edit, a file not shaped as expected), reported as path:line: error: message.
      Undo with `tools remove-feature NAME` (make remove-feature NAME=…).
      """

  static let removeUsage = """
    usage: tools remove-feature NAME [--package-path DIR] [--allow-dirty] [--json]

    Removes a package created by `tools new-feature`: deletes its folder and its preview (and its
    flow test), and takes out every line the generator added, which must still be there exactly
    as written. With nothing else changed in between, the tree is again what git had before.
    """ + "\n\n" + removeSettings.parser.help + """

      Exit codes: 0 removed, 1 failed while writing (everything restored), 2 bad input.
      """

  static let nameOperand = OptionParser.Operand("NAME", help: "the package's name (or --name NAME)")
  static let common: [Setting<Options>] = [
    .value("--package-path", "DIR", \.packagePath, help: "the repository root (default .)"),
    .allowDirty(\.allowDirty),
    .flag("--json", \.json, help: "print what was created and edited as JSON"),
    .value("--name", "NAME", \.name, help: "the same as NAME, given as an option"),
  ]
  static let addSettings = CommandSettings<Options>(
    [
      .value(
        "--layer", "features|flows", \.layer,
        help:
          "where the package goes (default features); a flow owns a shared\nstack and a navigationStackContext"
      ),
      .value(
        "--flow", "FLOW", \.flow,
        help: """
          also show the feature in FLOW (e.g. ShopFlow): state, actions, a
          context.ifLet, a destination, a delegate route and a flow test;
          a button on FLOW's root screen (ShopFlow: Home) reported as a
          delegate action, and restoration (FLOW+Restoration.swift: tag
          types, saved state), where FLOW has them, each with a flow test
          """),
    ] + common, operands: [nameOperand], help: \.help)
  static let removeSettings = CommandSettings<Options>(common, operands: [nameOperand], help: \.help)

  struct Options: Sendable {
    var name: String?
    var layer = "features"
    var flow: String?
    var packagePath = "."
    var allowDirty = false
    var json = false
    var help = false
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32 = 2
  }

  public static func runAdd(arguments: [String]) -> Int32 {
    run(arguments: arguments, settings: addSettings, usage: addUsage) { options, repository in
      try add(options, repository)
    }
  }

  public static func runRemove(arguments: [String]) -> Int32 {
    run(arguments: arguments, settings: removeSettings, usage: removeUsage) { options, repository in
      try remove(options, repository)
    }
  }

  static func run(
    arguments: [String], settings: CommandSettings<Options>, usage: String,
    _ body: (Options, Repository) throws -> [String: [String]]
  ) -> Int32 {
    do {
      let options = try parse(arguments, settings: settings)
      if options.help {
        print(usage)
        return ExitStatus.success.rawValue
      }
      let root = URL(fileURLWithPath: options.packagePath)
      guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
        throw Failure(
          description:
            "\(options.packagePath): no Package.swift; run from the repository root or pass --package-path")
      }
      let report = try body(options, Repository(root: root))
      if options.json {
        print(SortedJSON.text(report, pretty: true), terminator: "")
      } else {
        for (kind, paths) in report.sorted(by: { $0.key < $1.key }) where kind != "next" {
          for path in paths { print("\(kind) \(path)") }
        }
        for line in report["next"] ?? [] { print(line) }
      }
      return ExitStatus.success.rawValue
    } catch let failure as Failure {
      FileHandle.standardError.write(Data("\(failure.description)\n".utf8))
      if failure.exitCode == 2
        && (failure.description.hasPrefix("unknown option") || failure.description.hasPrefix("unexpected"))
      {
        FileHandle.standardError.write(Data("\(usage)\n".utf8))
      }
      return failure.exitCode
    } catch let error as Diagnostic {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return ExitStatus.cannotRun.rawValue
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return ExitStatus.findings.rawValue
    }
  }

  static func parse(_ arguments: [String], settings: CommandSettings<Options> = addSettings) throws(Failure)
    -> Options
  {
    do throws(OptionError) {
      var (options, parsed) = try settings.parse(arguments, into: Options())
      let names = (options.name.map { [$0] } ?? []) + parsed.operands
      guard names.count <= 1 else {
        throw OptionError("one name only; got '\(names[0])' and '\(names[1])'")
      }
      options.name = names.first
      return options
    } catch {
      throw Failure(description: error.message)
    }
  }

}

extension NewFeatureCommand: ToolCommand {
  public static let name = "new-feature"
  public static let abstract = "create a feature (or flow) package and register it everywhere"
  public static let audience = CommandAudience.template

  /// `tools new-feature`.
  public static func run(arguments: [String]) -> Int32 { runAdd(arguments: arguments) }
}

/// `tools remove-feature`: the exact undo of `new-feature`, declared apart so each has its name.
public enum RemoveFeatureCommand: ToolCommand {
  public static let name = "remove-feature"
  public static let abstract = "remove a package made by new-feature, exactly"
  public static let audience = CommandAudience.template

  public static func run(arguments: [String]) -> Int32 { NewFeatureCommand.runRemove(arguments: arguments) }
}
