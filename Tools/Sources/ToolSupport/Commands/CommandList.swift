import Foundation

/// The subcommands of an executable (`tools`, or the repository's own `upkeep`), dispatched by
/// name, with the help text written from their declarations.
public struct CommandList {
  public let commands: [any ToolCommand.Type]
  /// The executable's name, as its help and messages say it.
  public let executable: String

  /// `commands` in the order `--help` lists them within each audience; two commands with one
  /// name are a programming error, caught by the list's tests.
  public init(_ commands: [any ToolCommand.Type], executable: String = "tools") {
    self.commands = commands
    self.executable = executable
  }

  /// The command named `name`, if one is.
  public func command(named name: String) -> (any ToolCommand.Type)? {
    commands.first { $0.name == name }
  }

  /// `--help`: the commands grouped by audience, names aligned.
  public var help: String {
    let width = (commands.map { $0.name.count }.max() ?? 0) + 2
    var text = "usage: \(executable) <subcommand> [options]\n"
    for audience in CommandAudience.allCases {
      let group = commands.filter { $0.audience == audience }
      guard !group.isEmpty else { continue }
      text += "\nsubcommands \(audience.heading):\n"
      for command in group {
        text +=
          "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.abstract + "\n"
      }
    }
    text += "\nRun `\(executable) <subcommand> --help` for the options of each.\n"
    return text
  }

  /// Runs `arguments` (the words after the executable's name): the named command, or the help; an unknown or
  /// missing subcommand is bad usage, with the help on standard error.
  public func run(_ arguments: [String], standardError: (String) -> Void = Self.writeToStandardError) -> Int32
  {
    guard let name = arguments.first else {
      standardError(help)
      return ExitStatus.cannotRun.rawValue
    }
    if ["-h", "--help", "help"].contains(name) {
      print(help, terminator: "")
      return ExitStatus.success.rawValue
    }
    guard let command = command(named: name) else {
      standardError("\(executable): unknown subcommand '\(name)'\n" + help)
      return ExitStatus.cannotRun.rawValue
    }
    return command.run(arguments: Array(arguments.dropFirst()))
  }

  /// Where messages go by default.
  public static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
