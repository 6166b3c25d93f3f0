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

  public init(swiftExecutable: String = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift") {
    self.swiftExecutable = swiftExecutable
  }

  public func dumpPackage(at packageDirectory: String) throws(CheckerFailure) -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [swiftExecutable, "package", "dump-package", "--package-path", packageDirectory]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw .badInput("cannot run '\(swiftExecutable) package dump-package': \(error.localizedDescription)")
    }
    // Drain stderr concurrently so a chatty SwiftPM cannot fill the pipe and block.
    let errorData = ErrorDrain(errors.fileHandleForReading)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
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

/// Reads a pipe to its end on a background thread.
private final class ErrorDrain: @unchecked Sendable {
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
