import Foundation
import ToolSupport

/// A copy of the repository's committed files (`git archive HEAD`) that self-test cases edit. Every
/// edit remembers the original bytes so `restore()` puts the copy back between cases; the copy keeps
/// its absolute path across runs, so the checker's manifest cache (keyed by manifest content and
/// package path) stays warm for every manifest a case does not touch.
final class RepositoryCopy {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let root: String
  /// Original contents of edited paths; `nil` for paths the copy did not have.
  private var originals: [String: Data?] = [:]
  private var order: [String] = []

  init(root: String) { self.root = root }

  /// Replaces `copyRoot` with the files of `repository`'s HEAD; returns the commit's short hash.
  static func make(from repository: String, at copyRoot: String) throws -> (RepositoryCopy, String) {
    try? FileManager.default.removeItem(atPath: copyRoot)
    try FileManager.default.createDirectory(atPath: copyRoot, withIntermediateDirectories: true)
    let (status, output) = shell(
      "set -o pipefail; git -C \"$1\" archive --format=tar HEAD | tar -x -C \"$2\" && git -C \"$1\" rev-parse --short HEAD",
      repository, copyRoot)
    guard status == 0, FileManager.default.fileExists(atPath: "\(copyRoot)/boundaries.rules") else {
      throw Failure(description: "cannot copy \(repository)'s HEAD with git archive: \(output)")
    }
    return (RepositoryCopy(root: copyRoot), output.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  func read(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: "\(root)/\(path)") else {
      throw Failure(
        description: "\(path): not in the copy (did the repository change? update SelfTestCases.swift)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  func write(_ data: Data, to path: String) throws {
    remember(path)
    let absolute = "\(root)/\(path)"
    try? FileManager.default.removeItem(atPath: absolute)
    guard FileManager.default.createFile(atPath: absolute, contents: data) else {
      throw Failure(description: "\(path): cannot write")
    }
  }

  func write(_ text: String, to path: String) throws { try write(Data(text.utf8), to: path) }

  /// Puts a directory where the file was: unreadable as a file even for root (chmod is not).
  func replaceWithDirectory(_ path: String) throws {
    remember(path)
    try FileManager.default.removeItem(atPath: "\(root)/\(path)")
    try FileManager.default.createDirectory(atPath: "\(root)/\(path)", withIntermediateDirectories: false)
  }

  /// Inserts `lines` right after the file's last leading `import`; returns the first inserted line's number.
  @discardableResult
  func insertAfterImports(_ lines: [String], in path: String) throws -> Int {
    var text = try read(path).components(separatedBy: "\n")
    var lastImport = 0
    for (index, line) in text.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("import ") || trimmed.hasPrefix("@testable import ") {
        lastImport = index + 1
      } else if !trimmed.isEmpty && !trimmed.hasPrefix("//") {
        break
      }
    }
    text.insert(contentsOf: lines, at: lastImport)
    try write(text.joined(separator: "\n"), to: path)
    return lastImport + 1
  }

  /// Inserts an import line after the file's imports; returns where the imported module's name is.
  func insertImport(_ line: String, into path: String) throws -> (path: String, line: Int, column: Int) {
    let number = try insertAfterImports([line], in: path)
    return (
      path, number, line.utf8.distance(from: line.startIndex, to: line.range(of: "import ")!.upperBound) + 1
    )
  }

  /// Appends lines (after a newline if the file lacks one); returns the first appended line's number.
  @discardableResult
  func append(_ lines: [String], to path: String) throws -> Int {
    var text = try read(path)
    if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
    let first = text.split(separator: "\n", omittingEmptySubsequences: false).count
    try write(text + lines.map { $0 + "\n" }.joined(), to: path)
    return first
  }

  /// Replaces the first occurrence of `old`, which must exist.
  func replace(_ old: String, with new: String, in path: String) throws {
    let text = try read(path)
    guard let range = text.range(of: old) else {
      throw Failure(description: "\(path): no '\(old)' to replace (update SelfTestCases.swift)")
    }
    try write(text.replacingCharacters(in: range, with: new), to: path)
  }

  /// `line:column` (1-based) of `needle` on the first line containing `marker`.
  func locate(_ needle: String, onLineContaining marker: String, in path: String) throws -> (
    line: Int, column: Int
  ) {
    for (index, line) in try read(path).components(separatedBy: "\n").enumerated() where line.contains(marker)
    {
      guard let range = line.range(of: needle) else { break }
      return (index + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
    }
    throw Failure(description: "\(path): no line containing '\(marker)' and '\(needle)'")
  }

  /// The first line exactly `line` among the files of `directory` in name order (the checker's order).
  func firstLine(_ line: String, inFilesOf directory: String) throws -> (path: String, line: Int) {
    let names = try FileManager.default.contentsOfDirectory(atPath: "\(root)/\(directory)").sorted()
    for name in names where name.hasSuffix(".swift") {
      let path = "\(directory)/\(name)"
      if let index = try read(path).components(separatedBy: "\n").firstIndex(of: line) {
        return (path, index + 1)
      }
    }
    throw Failure(description: "\(directory): no file has the line '\(line)'")
  }

  /// Undoes every edit since the last restore, newest first.
  func restore() throws {
    for path in order.reversed() {
      let absolute = "\(root)/\(path)"
      try? FileManager.default.removeItem(atPath: absolute)
      if let data = originals[path]!, !FileManager.default.createFile(atPath: absolute, contents: data) {
        throw Failure(description: "\(path): cannot restore")
      }
    }
    originals = [:]
    order = []
  }

  private func remember(_ path: String) {
    guard originals[path] == nil else { return }
    originals[path] = .some(FileManager.default.contents(atPath: "\(root)/\(path)"))
    order.append(path)
  }

  /// A bash script with its arguments, bounded; stdout and stderr together, as a person would read them.
  static func shell(_ script: String, _ arguments: String...) -> (Int32, String) {
    do {
      let result = try BoundedProcess.run(
        command: ["bash", "-c", "{\n\(script)\n} 2>&1", "bash"] + arguments,
        timeout: ProcessTimeout.seconds(default: 600))
      return (result.status, result.stdout)
    } catch {
      return (124, "\(error)")
    }
  }

}
