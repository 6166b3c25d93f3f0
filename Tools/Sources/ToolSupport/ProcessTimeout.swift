import Foundation

/// How long a child may run before the tool stops it and fails with exit 2. Two bounds, each
/// stretched by one environment variable rather than an option on every subcommand:
///
/// - a helper command (`swift package dump-package`, `git`, `swift format`, a test listing):
///   `TOOLS_PROCESS_TIMEOUT`, generous by default because a first manifest compile on a loaded
///   machine takes seconds;
/// - a build or a test run (`build-hotspots`' and `rebuild-times`' `swift build`, a unit of
///   `tools shard --run`): `TOOLS_BUILD_TIMEOUT`, an hour by default, because a clean build of a
///   large package on a small machine takes many minutes, and a helper's bound set low must not
///   cut it short.
public enum ProcessTimeout {
  /// The helper commands' variable.
  public static let variable = "TOOLS_PROCESS_TIMEOUT"
  /// The builds' and test runs' variable.
  public static let buildVariable = "TOOLS_BUILD_TIMEOUT"
  /// A build's or test run's bound when `TOOLS_BUILD_TIMEOUT` is not set.
  public static let buildDefault: TimeInterval = 3600

  /// `TOOLS_PROCESS_TIMEOUT` in seconds when it holds a positive number, else `fallback`.
  public static func seconds(
    default fallback: TimeInterval, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TimeInterval {
    seconds(of: variable, default: fallback, environment: environment)
  }

  /// `TOOLS_BUILD_TIMEOUT` in seconds when it holds a positive number, else an hour.
  public static func buildSeconds(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> TimeInterval
  {
    seconds(of: buildVariable, default: buildDefault, environment: environment)
  }

  private static func seconds(of name: String, default fallback: TimeInterval, environment: [String: String])
    -> TimeInterval
  {
    guard let text = environment[name], let value = TimeInterval(text), value > 0 else { return fallback }
    // Beyond 30 years is "never" all the same; capped so the deadline's arithmetic stays in range.
    return min(value, 1e9)
  }

  /// `120` rather than `120.0`, `0.5` as is.
  public static func format(_ seconds: TimeInterval) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
