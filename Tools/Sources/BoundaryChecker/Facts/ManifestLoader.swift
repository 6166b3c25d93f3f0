import Foundation

/// Produces SwiftPM's JSON description of a package. A protocol so tests can serve pre-made JSON
/// instead of paying ~1.5 s of SwiftPM start-up per fixture package.
public protocol ManifestLoading: Sendable {
  /// Returns `swift package dump-package` output for the package at `packageDirectory` (absolute).
  func dumpPackage(at packageDirectory: String) throws(CheckerFailure) -> Data
}

/// The real loader: asks SwiftPM itself, never a regex over Package.swift, so conditional and
/// computed declarations are read the way the build reads them.
public struct SwiftPMManifestLoader: ManifestLoading {
  public var swiftExecutable: String
  /// How long one `dump-package` may run (about a second warm, tens of seconds on a cold,
  /// loaded machine) before it is stopped and the manifest reported as not loading: a SwiftPM
  /// that hangs on a lock or a manifest that loops must not hang the check.
  public var timeout: TimeInterval

  public init(
    swiftExecutable: String = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift",
    timeout: TimeInterval = 300
  ) {
    self.swiftExecutable = swiftExecutable
    self.timeout = timeout
  }

  public func dumpPackage(at packageDirectory: String) throws(CheckerFailure) -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [swiftExecutable, "package", "dump-package", "--package-path", packageDirectory]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    do {
      try process.run()
    } catch {
      throw .badInput("cannot run '\(swiftExecutable) package dump-package': \(error.localizedDescription)")
    }
    // Both pipes drained concurrently, so a chatty SwiftPM cannot fill one and block.
    let outputData = PipeDrain(output.fileHandleForReading)
    let errorData = PipeDrain(errors.fileHandleForReading)
    guard exited.wait(timeout: .now() + timeout) == .success else {
      process.terminate()
      throw .badInput(
        "\(packageDirectory)/Package.swift: manifest fails to load: '\(swiftExecutable) package dump-package' "
          + "did not finish within \(Int(timeout)) s and was stopped")
    }
    let data = outputData.wait()
    guard process.terminationStatus == 0 else {
      let lines = String(decoding: errorData.wait(), as: UTF8.self).split(separator: "\n")
      // The compiler's `…/Package.swift:LINE:COL: error: …` names the line to fix; SwiftPM's own first
      // error line ("Invalid manifest (compiled with: [swiftc, …])") only repeats the command.
      let reason =
        lines.first { $0.contains("Package.swift:") && $0.contains(": error: ") }
        ?? lines.first { $0.contains("error") } ?? "exit \(process.terminationStatus)"
      throw .badInput("\(packageDirectory)/Package.swift: manifest fails to load: \(reason)")
    }
    _ = errorData.wait()
    return data
  }
}

/// Reads a pipe to its end on a background thread (both of dump-package's pipes).
private final class PipeDrain: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    DispatchQueue.global().async {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    done.signal()
    return data
  }
}
