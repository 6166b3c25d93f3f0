/// `make bench`: release-mode benchmarks, each reported as a rate and as a ratio to a
/// baseline measured in the same run, so a slow machine slows both sides.
import Foundation

@MainActor
func runAll() {
  let only = CommandLine.arguments.dropFirst().first
  if only == nil || only == "runtime" {
    _ = runShimBenchmarks()
    print()
  }
  if only == nil || only == "casepaths" {
    runCasePathBenchmarks()
    print()
  }
  if only == nil || only == "core" {
    runCoreBenchmarks()
    print()
  }
  if only == nil || only == "core" || only == "foreach" {
    runForEachBenchmarks()
    print()
    runForEachRelayBenchmarks()
    print()
  }
  if only == nil || only == "core" || only == "stackforeach" {
    runStackForEachBenchmarks()
    print()
  }
}

// Inside a task: task-local values (dependencies, warning handlers) need one to live in.
await Task { @MainActor in runAll() }.value
