import Foundation
import ToolSupport
import Upkeep

/// `upkeep <subcommand> …`: this repository's own checks of its docs and its port table. An
/// executable of its own so `tools`, which teams adopt, ships none of them.
let commands = CommandList(
  [DocsCheckCommand.self, DocCoverageCommand.self, PortCheckCommand.self], executable: "upkeep")
exit(commands.run(Array(CommandLine.arguments.dropFirst())))
