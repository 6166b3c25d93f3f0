import Foundation
import Reliability

// `reliability soak [--steps N] [--seed S]` and `reliability fuzz [--inputs N] [--seed S]
// [--commands N] [--app PATH]`: the release-scale runs of what ReliabilityTests runs on a CI
// budget. Exit codes: 0 clean, 1 a failure (printed with its seed and reproduction), 2 usage.
// Runs inside a main-actor task: the warning handler is a task-local, set only inside a task.

let arguments = Array(CommandLine.arguments.dropFirst())
let status = await Task { @MainActor in
  await RunnerCommand.run(arguments)
}.value
exit(status)
