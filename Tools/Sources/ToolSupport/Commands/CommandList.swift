import Foundation

/// The subcommands of `tools`, dispatched by name, with the help text written from their
/// declarations.
public struct CommandList {
  public let commands: [any ToolCommand.Type]

  /// `commands` in the order `tools --help` lists them within each audience; two commands with
  /// one name are a programming error, caught by the list's tests.
  public init(_ commands: [any ToolCommand.Type]) {
    self.commands = commands
  }

  /// The command named `name`, if one is.
  public func command(named name: String) -> (any ToolCommand.Type)? {
    commands.first { $0.name == name }
  }

  /// `tools --help`: the commands grouped by audience, names aligned.
  public var help: String {
    let width = (commands.map { $0.name.count }.max() ?? 0) + 2
    var text = "usage: tools <subcommand> [options]\n"
    for audience in CommandAudience.allCases {
      let group = commands.filter { $0.audience == audience }
      guard !group.isEmpty else { continue }
      text += "\nsubcommands \(audience.heading):\n"
      for command in group {
        text +=
          "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.abstract + "\n"
      }
    }
    text += "\nRun `tools <subcommand> --help` for the options of each.\n"
    return text
  }

  /// Runs `arguments` (the words after `tools`): the named command, or the help; an unknown or
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
      standardError("tools: unknown subcommand '\(name)'\n" + help)
      return ExitStatus.cannotRun.rawValue
    }
    return command.run(arguments: Array(arguments.dropFirst()))
  }

  /// Where messages go by default.
  public static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
