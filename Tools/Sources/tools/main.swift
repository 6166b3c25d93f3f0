import Affected
import BuildHotspots
import Casepaths
import CheckImports
import Foundation
import Mutants
import NewFeature
import RebuildTimes
import Shard
import ToolSupport
import Watchdog

/// `tools <subcommand> …`: one executable so CI builds the tools once. The list below is every
/// subcommand; `tools --help` is written from it, grouped by whom each command is for.
let commands = CommandList([
  CheckImportsCommand.self, RebuildTimesCommand.self, BuildHotspotsCommand.self, AffectedCommand.self,
  ShardCommand.self, WatchdogCommand.self, MutantsCommand.self,
  NewFeatureCommand.self, RemoveFeatureCommand.self, CasePathsCommand.self,
])

let arguments = Array(CommandLine.arguments.dropFirst())
// From the command plugin: stop before any work if the sandbox refuses what this command writes.
if ProcessInfo.processInfo.environment[PluginAccess.variable] == "1",
  let refusal = PluginAccess.refusal(
    for: arguments, packageDirectory: FileManager.default.currentDirectoryPath,
    probe: PluginAccess.probeWriting)
{
  FileHandle.standardError.write(Data(refusal.utf8))
  exit(2)
}
exit(commands.run(arguments))
