import Foundation
import Reliability

/// Parses the subcommand and its options, then runs it with progress on stderr and a summary
/// on stdout.
@MainActor
enum RunnerCommand {
  static let usage = """
    usage: reliability soak [--steps N] [--seed S]     model-based journeys, both apps (default 1,000,000 steps)
           reliability fuzz [--inputs N] [--commands N] [--seed S] [--app PATH]
                                                        deep links (default 100,000 per app), App command lines
                                                        (default 2,000 per app), and one random script through
                                                        the built `app` binary when --app is given
    """

  static func run(_ arguments: [String]) async -> Int32 {
    guard let command = arguments.first else {
      print(usage)
      return 2
    }
    var options: [String: String] = [:]
    var rest = arguments.dropFirst()
    while let flag = rest.popFirst() {
      guard flag.hasPrefix("--"), let value = rest.popFirst() else {
        print("reliability: expected --flag value, got \(flag)\n\(usage)")
        return 2
      }
      options[String(flag.dropFirst(2))] = value
    }
    func number(_ name: String, _ fallback: Int) -> Int? {
      guard let text = options[name] else { return fallback }
      return Int(text.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: ",", with: ""))
    }
    guard let seed = number("seed", 1) else { return 2 }
    switch command {
    case "soak":
      guard let steps = number("steps", 1_000_000) else { return 2 }
      return await Soak.run(steps: steps, seed: UInt64(seed))
    case "fuzz":
      guard let inputs = number("inputs", 100_000), let commands = number("commands", 2_000) else { return 2 }
      return await Fuzz.run(inputs: inputs, commands: commands, seed: UInt64(seed), app: options["app"])
    case "help", "--help", "-h":
      print(usage)
      return 0
    default:
      print("reliability: unknown subcommand \(command)\n\(usage)")
      return 2
    }
  }
}
