import Foundation
import ToolSupport

/// Formats generated files with the toolchain's `swift format` and the repository's
/// `.swift-format`, so `make lint` passes on them without the generator imitating its layout.
///
/// All files go to one process: starting swift-format once per file would cost more than the
/// generation itself.
public struct SwiftFormatter: Sendable {
  /// The command that runs swift-format: `$SWIFT_FORMAT` if set, else `swift format` on PATH.
  public var command: [String]
  public var configuration: URL?

  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  public static func fromEnvironment(configuration: URL?) -> SwiftFormatter {
    let environment = ProcessInfo.processInfo.environment
    if let custom = environment["SWIFT_FORMAT"], !custom.isEmpty {
      return SwiftFormatter(
        command: custom.split(separator: " ").map(String.init), configuration: configuration)
    }
    let swift = environment["SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
    return SwiftFormatter(command: [swift, "format"], configuration: configuration)
  }

  /// Returns each text formatted, in order.
  public func format(_ texts: [String]) throws -> [String] {
    guard !texts.isEmpty else { return [] }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("casepaths-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = texts.indices.map { folder.appendingPathComponent("Generated\($0).swift") }
    for (text, file) in zip(texts, files) {
      try Data(text.utf8).write(to: file)
    }
    var arguments = Array(command.dropFirst()) + ["format", "-i"]
    if let configuration { arguments += ["--configuration", configuration.path] }
    arguments += files.map(\.path)
    let result: BoundedProcess.Result
    do {
      result = try BoundedProcess.run(
        command: [command[0]] + arguments, timeout: ProcessTimeout.seconds(default: 300))
    } catch {
      throw Failure(description: "could not run \(command.joined(separator: " ")): \(error)")
    }
    guard result.status == 0 else {
      throw Failure(
        description: "\(command.joined(separator: " ")) failed (\(result.status)): " + result.stderr)
    }
    return try files.map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
  }
}
