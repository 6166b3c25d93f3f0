import Foundation

/// How long a helper command (`swift package dump-package`, `git`, `swift format`) may run before the
/// tool stops it and fails with exit 2. Generous by default, because a first manifest compile on a
/// loaded machine takes seconds; one environment variable stretches it for slower machines rather
/// than an option on every subcommand.
public enum ProcessTimeout {
  public static let variable = "TOOLS_PROCESS_TIMEOUT"

  /// `TOOLS_PROCESS_TIMEOUT` in seconds when it holds a positive number, else `fallback`.
  public static func seconds(
    default fallback: TimeInterval, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TimeInterval {
    guard let text = environment[variable], let value = TimeInterval(text), value > 0 else { return fallback }
    return value
  }

  /// `120` rather than `120.0`, `0.5` as is.
  static func format(_ seconds: TimeInterval) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
