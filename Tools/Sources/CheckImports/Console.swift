import Foundation

/// Where a run writes. Injected so tests can capture both streams without spawning processes.
public struct Console: Sendable {
  public var out: @Sendable (String) -> Void
  public var err: @Sendable (String) -> Void
  /// Whether stdout is a terminal (colour only then).
  public var isTerminal: Bool

  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, isTerminal: Bool
  ) {
    self.out = out
    self.err = err
    self.isTerminal = isTerminal
  }

  public static let standard = Console(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    err: { FileHandle.standardError.write(Data($0.utf8)) },
    isTerminal: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
      && ProcessInfo.processInfo.environment["TERM"] != "dumb")
}
