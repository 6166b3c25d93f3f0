import Foundation
import Testing
import ToolSupport

/// The command list behind `tools`: dispatch by declared name, help written from the
/// declarations, bad usage as exit 2.
@Suite struct CommandListTests {
  enum Check: ToolCommand {
    static let name = "check"
    static let abstract = "check something"
    static let audience = CommandAudience.product
    static func run(arguments: [String]) -> Int32 { arguments == ["--fail"] ? 1 : 0 }
  }

  enum Scaffold: ToolCommand {
    static let name = "scaffold-things"
    static let abstract = "write a package"
    static let audience = CommandAudience.template
    static func run(arguments: [String]) -> Int32 { 0 }
  }

  let list = CommandList([Check.self, Scaffold.self])

  @Test func theHelpGroupsTheCommandsByAudienceWithTheirAbstracts() {
    #expect(
      list.help == """
        usage: tools <subcommand> [options]

        subcommands for any repository:
          check            check something

        subcommands that write code in this architecture's shape:
          scaffold-things  write a package

        Run `tools <subcommand> --help` for the options of each.

        """)
  }

  @Test func aCommandRunsByItsNameWithTheWordsAfterIt() {
    #expect(list.run(["check"]) == 0)
    #expect(list.run(["check", "--fail"]) == 1)
  }

  @Test func noOrAnUnknownSubcommandIsBadUsageWithTheHelp() {
    var said = ""
    #expect(list.run([], standardError: { said += $0 }) == ExitStatus.cannotRun.rawValue)
    #expect(said == list.help)
    said = ""
    #expect(list.run(["chek"], standardError: { said += $0 }) == 2)
    #expect(said.hasPrefix("tools: unknown subcommand 'chek'\nusage: tools"))
  }

  /// The built `tools` and `upkeep`: every subcommand a help lists answers `--help` with its own
  /// usage, so the lists and the commands cannot drift apart; the repository's upkeep is not in
  /// `tools`, which other repositories adopt.
  @Test(arguments: [("tools", 10), ("upkeep", 3)])
  func everySubcommandTheBuiltExecutableListsAnswersItsHelp(executable: String, count: Int) throws {
    let path = BoundedProcess.toolsBesideTests.deletingLastPathComponent().appendingPathComponent(executable)
      .path
    let help = try BoundedProcess.run(path, ["--help"], timeout: 60)
    #expect(help.status == 0)
    let names = help.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("  ") }.compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    #expect(names.count == count, "\(names)")
    #expect(Set(names).count == names.count, "a name listed twice: \(names)")
    if executable == "tools" { #expect(!names.contains("docs-check"), "\(names)") }
    for name in names {
      let result = try BoundedProcess.run(path, [name, "--help"], timeout: 60)
      #expect(result.status == 0, "\(executable) \(name) --help: exit \(result.status)")
      #expect(
        result.stdout.hasPrefix("usage: \(executable) \(name)"),
        "\(executable) \(name) --help: \(result.stdout.prefix(80))")
    }
  }
}
