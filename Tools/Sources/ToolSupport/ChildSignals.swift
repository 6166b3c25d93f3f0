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
  /// thread). A launch refused because the executable is open for writing (ETXTBSY) is tried
  /// again for up to `busyFor` seconds: a script written just before it runs stays open in any
  /// child another thread forked in between, until that child execs, which is a moment.
  public static func run(_ process: Process, busyFor: TimeInterval = 2) throws {
    let deadline = Date().addingTimeInterval(busyFor)
    while true {
      do {
        return try unblocked { try process.run() }
      } catch {
        guard isTextFileBusy(error), Date() < deadline else { throw error }
        usleep(10_000)
      }
    }
  }

  /// Foundation reports ETXTBSY as an unknown file error with the POSIX error underneath.
  static func isTextFileBusy(_ error: Error) -> Bool {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ETXTBSY)
  }
}
