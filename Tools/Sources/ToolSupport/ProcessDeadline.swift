import Foundation
import Synchronization

/// A bound on a child that its caller waits for in its own way: draining a pipe, polling for
/// progress, `waitpid`. Past its time the child and everything it started are stopped, so the
/// caller's wait ends, and `finish()` tells the caller to fail naming the command and the wait
/// (`BoundedProcess.TimedOut`). `BoundedProcess.run` is the simpler path when output can go to
/// files and nothing is read while the command runs.
public final class ProcessDeadline: Sendable {
  private let state = Mutex<(finished: Bool, fired: Bool)>((false, false))

  /// Starts the clock for `pid`, which the caller has just started. `stop` is what ends the child
  /// (the whole tree by default; a test passes its own).
  public init(
    pid: Int32, seconds: TimeInterval,
    stop: @escaping @Sendable (Int32) -> Void = { ProcessTree.stop($0) }
  ) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      let due = state.withLock { state -> Bool in
        guard !state.finished else { return false }
        state.fired = true
        return true
      }
      if due { stop(pid) }
    }
  }

  /// Called once the child has ended: true when the deadline stopped it. After this call the
  /// deadline no longer fires.
  public func finish() -> Bool {
    state.withLock { state in
      state.finished = true
      return state.fired
    }
  }
}
