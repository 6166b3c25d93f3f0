import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGINT and SIGTERM into a call on a dispatch queue instead of an immediate death, so
/// a tool can clean up first: restore edited files (rebuild-times, mutants), stop the processes
/// it started (watchdog). The default disposition comes back on `cancel()`.
public final class SignalTrap {
  private let signals: [Int32]
  private var sources: [any DispatchSourceSignal] = []

  public init(signals: [Int32] = [SIGINT, SIGTERM], handler: @escaping @Sendable (Int32) -> Void) {
    self.signals = signals
    let queue = DispatchQueue(label: "tools.signals")
    for number in signals {
      // Ignored at the process level so only the dispatch source sees it.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { handler(number) }
      source.resume()
      sources.append(source)
    }
  }

  public func cancel() {
    sources.forEach { $0.cancel() }
    sources = []
    signals.forEach { signal($0, SIG_DFL) }
  }
}
