import Foundation
import ToolSupport

/// Produces SwiftPM's JSON description of a package. A protocol so tests can serve pre-made JSON
/// instead of paying ~1.5 s of SwiftPM start-up per fixture package.
public protocol ManifestLoading: Sendable {
  /// Returns `swift package dump-package` output for the package at `packageDirectory` (absolute).
  func dumpPackage(at packageDirectory: String) throws(CheckerFailure) -> Data
}

/// The real loader: asks SwiftPM itself, never a regex over Package.swift, so conditional and
/// computed declarations are read the way the build reads them.
///
/// Each call gets a scratch path of its own, outside the package, that SwiftPM never even creates:
/// without it, `dump-package` waits for the lock on the package's `.build`, which the outer
/// `swift package` holds when the tools run from the command plugin, and the run hangs without a
/// word. Each call is bounded too, so anything else that blocks SwiftPM ends in exit 2 naming the
/// command and the wait.
public struct SwiftPMManifestLoader: ManifestLoading {
  public var swiftExecutable: String
  /// How long one `dump-package` may run (about a second warm, tens of seconds on a cold,
  /// loaded machine) before it is stopped and the manifest reported as not loading: a SwiftPM
  /// that hangs on a lock or a manifest that loops must not hang the check. 300 s unless
  /// `TOOLS_PROCESS_TIMEOUT` says otherwise.
  public var timeout: TimeInterval
  /// The wait without `TOOLS_PROCESS_TIMEOUT`; `check-imports --help` prints this one number.
  public static let defaultTimeout: TimeInterval = 300

  public init(
    swiftExecutable: String = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift",
    timeout: TimeInterval = ProcessTimeout.seconds(default: defaultTimeout)
  ) {
    self.swiftExecutable = swiftExecutable
    self.timeout = timeout
  }

  /// The command line for one package: its own scratch path, which no other SwiftPM locks.
  func command(for packageDirectory: String, scratchPath: String) -> [String] {
    var command = [swiftExecutable, "package"]
    #if os(macOS)
      // Inside the plugin's sandbox, SwiftPM cannot sandbox the manifest it compiles a second time
      // (macOS refuses a nested sandbox) nor write its manifest cache in the home folder; the
      // plugin's own sandbox still applies. Not exercised by the tests, which run on Linux.
      if ProcessInfo.processInfo.environment[PluginAccess.variable] == "1" {
        command += ["--disable-sandbox", "--manifest-cache", "none"]
      }
    #endif
    return command + ["dump-package", "--package-path", packageDirectory, "--scratch-path", scratchPath]
  }

  public func dumpPackage(at packageDirectory: String) throws(CheckerFailure) -> Data {
    // The scratch path's folder goes, and the lock file SwiftPM leaves for it, when this returns.
    let folder: TemporaryFolder
    do {
      folder = try TemporaryFolder("tools-dump-package")
    } catch {
      throw .badInput("cannot make a temporary folder for dump-package: \(error.localizedDescription)")
    }
    let scratch = folder.path + "/scratch"
    let result: BoundedProcess.Result
    do {
      result = try BoundedProcess.run(
        command: command(for: packageDirectory, scratchPath: scratch), timeout: timeout)
    } catch let timedOut as BoundedProcess.TimedOut {
      // The package path is the message's prefix and the scratch path a throwaway: neither is repeated.
      let shown = BoundedProcess.TimedOut(
        command: "\(swiftExecutable) package dump-package", seconds: timedOut.seconds)
      throw .badInput("\(packageDirectory)/Package.swift: manifest fails to load: \(shown)")
    } catch {
      throw .badInput("cannot run '\(swiftExecutable) package dump-package': \(error.localizedDescription)")
    }
    guard result.status == 0 else {
      let reason = Self.reason(stderr: result.stderr, status: result.status)
      throw .badInput("\(packageDirectory)/Package.swift: manifest fails to load: \(reason)")
    }
    return Data(result.stdout.utf8)
  }

  /// The line of a failed `dump-package`'s standard error that says what is wrong: the compiler's
  /// first `…/Package.swift:LINE:COL: error: …` (it names the line to fix; a warning before it
  /// does not), else SwiftPM's first line mentioning an error (its "Invalid manifest (compiled
  /// with: [swiftc, …])" only repeats the command, so it is the fallback), else the exit status.
  static func reason(stderr: String, status: Int32) -> String {
    let lines = stderr.split(separator: "\n")
    let reason =
      lines.first { $0.contains("Package.swift:") && $0.contains(": error: ") }
      ?? lines.first { $0.contains("error") }
    return reason.map(String.init) ?? "exit \(status)"
  }
}
