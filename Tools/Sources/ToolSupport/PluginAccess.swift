import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a `tools` command line needs from SwiftPM's command-plugin sandbox, and what to tell a person
/// when the sandbox refuses it.
///
/// The plugin declares no permission in the manifest: a declared permission is asked for on every
/// run, read-only checks in CI included, and a CI job that cannot answer the prompt fails. So the
/// plugin asks for nothing, and `tools` itself (told by the plugin through `TOOLS_PLUGIN=1`) finds out
/// before it does any work whether what this command line writes is writable; if not, it stops with
/// the exact flag to add. Where SwiftPM runs plugins without a sandbox (Linux) every probe succeeds.
public enum PluginAccess {
  /// Set to `1` by the command plugin when it starts `tools`.
  public static let variable = "TOOLS_PLUGIN"

  public enum Need: Equatable, Sendable {
    /// Reads the package; caches go to the plugin's work directory.
    case read
    /// Writes files of the package (rules, manifests, sources): `--allow-writing-to-package-directory`.
    case writePackage(what: String)
    /// Writes one file a person named (`--output`, `--write-baseline`, `generate DIR`).
    case writeFile(path: String)
    /// Starts `swift build` or `swift test`, which cannot run inside the sandbox: `--disable-sandbox`.
    case runSwiftPM(what: String)
  }

  /// The need of one command line (the arguments after `tools`).
  public static func need(for arguments: [String]) -> Need {
    guard let subcommand = arguments.first, !arguments.contains("--help"), !arguments.contains("-h") else {
      return .read
    }
    let rest = Array(arguments.dropFirst())
    switch subcommand {
    case "check-imports": return checkImportsNeed(rest)
    case "casepaths":
      return rest.contains("--check")
        ? .read : .writePackage(what: "the generated <File>+CasePaths.swift files")
    case "new-feature": return .writePackage(what: "a new package and the lines that register it")
    case "remove-feature": return .writePackage(what: "the removal of a package and its registration")
    case "rebuild-times": return .runSwiftPM(what: "edits sources and times `swift build`")
    case "build-hotspots": return .runSwiftPM(what: "runs an instrumented `swift build`")
    case "mutants": return .runSwiftPM(what: "edits sources and runs `swift test`")
    case "watchdog": return .runSwiftPM(what: "runs the test command it is given")
    // The CI subcommands: without these lines their `swift test` runs and written plans failed in
    // the sandbox with SwiftPM's own error, and no word of the flag that lets them.
    case "affected":
      if rest.first == "bench" { return .runSwiftPM(what: "generates trees and times affected on them") }
      return value(after: "--json-output", in: rest).map { .writeFile(path: $0) } ?? .read
    case "shard":
      switch rest.first {
      case "verify": return .runSwiftPM(what: "lists the built test bundles with `swift test --list-tests`")
      case "merge": return rest.count > 1 ? .writeFile(path: rest[1]) : .read
      default:
        return rest.contains("--run") ? .runSwiftPM(what: "runs the shard's `swift test` commands") : .read
      }
    default: return .read
    }
  }

  /// The value of `flag` in `arguments`, when it has one.
  static func value(after flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
  }

  static func checkImportsNeed(_ arguments: [String]) -> Need {
    switch arguments.first {
    case "init": return .writePackage(what: "boundaries.rules and boundaries.baseline")
    case "selftest": return .runSwiftPM(what: "copies the repository and runs the checker and SwiftPM on it")
    case "bench": return .runSwiftPM(what: "generates trees and times the checker and SwiftPM on them")
    case "bench-plugin": return .runSwiftPM(what: "times `swift package tools` against the executable")
    case "generate": return arguments.count > 1 ? .writeFile(path: arguments[1]) : .read
    default: break
    }
    if arguments.contains("--fix") && !arguments.contains("--dry-run") {
      return .writePackage(what: "the Package.swift manifests it fixes")
    }
    for flag in ["--output", "--write-baseline"] {
      if let index = arguments.firstIndex(of: flag), index + 1 < arguments.count {
        return .writeFile(path: arguments[index + 1])
      }
    }
    return .read
  }

  /// `nil` when the command line may go ahead; else the message that names the flag to add.
  /// `probe` tries to create (and removes) a file in a directory and returns the error, if any.
  public static func refusal(
    for arguments: [String], packageDirectory: String, probe: (String) -> String?
  ) -> String? {
    let label = arguments.prefix { !$0.hasPrefix("-") }.prefix(2).joined(separator: " ")
    func advice(_ flag: String, _ doing: String, _ error: String) -> String {
      "tools: '\(label)' \(doing), and the command plugin may not (\(error)).\n"
        + "Add \(flag):\n  swift package \(flag) tools \(arguments.joined(separator: " "))\n"
    }
    switch need(for: arguments) {
    case .read:
      return nil
    case .writePackage(let what):
      return probe(packageDirectory).map {
        advice("--allow-writing-to-package-directory", "writes \(what)", $0)
      }
    case .writeFile(let path):
      let absolute = path.hasPrefix("/") ? path : "\(packageDirectory)/\(path)"
      let folder = (absolute as NSString).deletingLastPathComponent
      guard let error = probe(folder) else { return nil }
      let inside = folder == packageDirectory || folder.hasPrefix(packageDirectory + "/")
      return advice(
        inside ? "--allow-writing-to-package-directory" : "--allow-writing-to-directory \(folder)",
        "writes \(path)", error)
    case .runSwiftPM(let what):
      return probe(homeCaches()).map { advice("--disable-sandbox", what, $0) }
    }
  }

  /// Where SwiftPM itself writes (`~/.cache`, `~/Library/Caches`): writable only without the sandbox.
  static func homeCaches() -> String {
    (FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.homeDirectoryForCurrentUser).path
  }

  /// Creates and removes a uniquely named file in `directory`; the error when that fails.
  public static func probeWriting(in directory: String) -> String? {
    let path =
      "\(directory)/.tools-plugin-probe-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
    let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
    guard descriptor != -1 else {
      return "cannot create a file in \(directory): \(String(cString: strerror(errno)))"
    }
    close(descriptor)
    unlink(path)
    return nil
  }
}
