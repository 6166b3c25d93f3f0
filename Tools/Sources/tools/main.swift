import Affected
import BoundaryChecker
import BuildHotspots
import CasePathGen
import DocsCheck
import Foundation
import Mutants
import NewFeature
import RebuildTimes
import Sharding
import TestWatchdog
import ToolSupport

/// `tools <subcommand> …`: one executable so CI builds the tools once.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
  usage: tools <subcommand> [options]

  subcommands:
    check-imports   verify the import boundaries declared in boundaries.rules
    rebuild-times   measure incremental rebuilds and check blast-radius budgets
    build-hotspots  one instrumented build: slow type-checking, module times, critical path
    watchdog        run a test command; stop it, naming the test, if one test hangs
    mutants         plant one bug at a time, run the tests, report the kill rate per module
    casepaths       generate every CasePathable enum's AllCasePaths (--check: fail on drift)
    new-feature     create a feature (or flow) package and register it everywhere
    remove-feature  remove a package made by new-feature, exactly
    docs-check      the docs name only links, paths, make targets and tool options that exist
    docs-coverage   how many public declarations per module have a documentation comment
    affected        what a change can affect: targets, test targets and the commands to test them
    shard           split the test units across N machines, longest first; print or run one shard
    port-check      every public shim symbol has a TCA counterpart row; no shim-only API used outside

  Run `tools <subcommand> --help` for the options of each.
  """

guard let subcommand = arguments.first else {
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(2)
}
let rest = Array(arguments.dropFirst())
// From the command plugin: stop before any work if the sandbox refuses what this command writes.
if ProcessInfo.processInfo.environment[PluginAccess.variable] == "1",
  let refusal = PluginAccess.refusal(
    for: arguments, packageDirectory: FileManager.default.currentDirectoryPath,
    probe: PluginAccess.probeWriting)
{
  FileHandle.standardError.write(Data(refusal.utf8))
  exit(2)
}
switch subcommand {
case "check-imports":
  exit(BoundaryCheckerCommand.run(arguments: rest))
case "rebuild-times":
  exit(RebuildTimesCommand.run(arguments: rest))
case "build-hotspots":
  exit(BuildHotspotsCommand.run(arguments: rest))
case "mutants":
  exit(MutantsCommand.run(arguments: rest))
case "watchdog":
  exit(TestWatchdogCommand.run(arguments: rest))
case "casepaths":
  exit(CasePathsCommand.run(arguments: rest))
case "new-feature":
  exit(NewFeatureCommand.runAdd(arguments: rest))
case "remove-feature":
  exit(NewFeatureCommand.runRemove(arguments: rest))
case "docs-check":
  exit(DocsCheckCommand.run(arguments: rest))
case "docs-coverage":
  exit(DocCoverageCommand.run(arguments: rest))
case "affected":
  exit(AffectedCommand.run(arguments: rest))
case "shard":
  exit(ShardCommand.run(arguments: rest))
case "port-check":
  exit(PortCheckCommand.run(arguments: rest))
case "-h", "--help", "help":
  print(usage)
  exit(0)
default:
  FileHandle.standardError.write(Data("tools: unknown subcommand '\(subcommand)'\n\(usage)\n".utf8))
  exit(2)
}
