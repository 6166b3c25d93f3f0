import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Children start with no signal blocked, as a shell starts them.
///
/// Foundation's `Process` on Linux hands the child the signal mask of the thread that starts it
/// (swift-corelibs-foundation issue 4772), and Dispatch's worker threads (where tests,
/// `concurrentPerform` and a plugin's `performCommand` run) block nearly every signal. A child
/// started there ignores SIGTERM, so stopping it at its deadline waited out the whole grace before
/// SIGKILL, and a `tools` started by the command plugin could not be interrupted at all.
public enum ChildSignals {
  /// Runs `body` (which starts a child) with the calling thread's mask emptied, then restores it.
  /// A signal the mask was holding back may be delivered while `body` runs, as it would be on
  /// the main thread.
  public static func unblocked<T>(_ body: () throws -> T) rethrows -> T {
    var none = sigset_t()
    var saved = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    return try body()
  }

  /// Starts `process` with no signal blocked (`Process.run()` starts the child on the calling
  /// thread).
  public static func run(_ process: Process) throws {
    try unblocked { try process.run() }
  }
}
