import Foundation

/// Per-phase timings on stderr when `CHECK_IMPORTS_PROFILE` is set: the performance budgets are
/// part of the contract, so finding the slow phase must not need a profiler.
struct PhaseClock {
  private let enabled = ProcessInfo.processInfo.environment["CHECK_IMPORTS_PROFILE"] != nil
  private var last = DispatchTime.now().uptimeNanoseconds

  mutating func lap(_ phase: String) {
    guard enabled else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    FileHandle.standardError.write(
      Data(String(format: "  %-10@ %7.1f ms\n", phase, Double(now - last) / 1e6).utf8))
    last = now
  }
}
