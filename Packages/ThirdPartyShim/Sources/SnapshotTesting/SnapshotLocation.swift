import Foundation

/// Where a snapshot's reference lives: beside the test file, in
/// `__Snapshots__/<TestFileName>/<testName>.<n>.txt` (`<testName>.<name>.txt` when named).
///
/// The folder comes from the test file's `#filePath`, so the same reference is found whether
/// the test runs from the repository's root package or from its own (`--package-path`); the
/// number counts the unnamed assertions of one test, in the order they run.
struct SnapshotLocation: Equatable {
  let directory: URL
  let fileName: String

  var file: URL { directory.appendingPathComponent(fileName) }

  /// The test file's name without its extension: the reference folder's name.
  let testFileName: String

  init(
    filePath: String, testName: String, name: String?, pathExtension: String?,
    directory: String? = nil, counter: SnapshotCounter = .shared
  ) {
    let testFile = URL(fileURLWithPath: filePath, isDirectory: false)
    testFileName = testFile.deletingPathExtension().lastPathComponent
    self.directory =
      directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__", isDirectory: true)
      .appendingPathComponent(testFileName, isDirectory: true)
    let test = Self.sanitized(testName)
    let identifier: String
    if let name {
      identifier = Self.sanitized(name)
    } else {
      identifier = "\(counter.next(self.directory.path + "/" + test))"
    }
    fileName = [test, identifier, pathExtension].compactMap { $0 }.filter { !$0.isEmpty }
      .joined(separator: ".")
  }

  /// A name safe in a file name on every system: each run of characters other than letters,
  /// digits and `_` becomes one `-`, none at either end (`testBuy()` is `testBuy`).
  static func sanitized(_ name: String) -> String {
    var out = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
        if pendingDash, !out.isEmpty { out.append("-") }
        pendingDash = false
        out.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return out
  }

  /// Where the actual text of a failed assertion is written for the user to open or copy:
  /// `$SNAPSHOT_ARTIFACTS` if set, else the temporary folder, then `SnapshotTesting/<TestFileName>/`.
  func artifact(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let root =
      environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotTesting")
    return root.appendingPathComponent(testFileName, isDirectory: true)
      .appendingPathComponent(fileName)
  }
}

/// Counts the unnamed assertions per test, so the n-th one compares against `<testName>.<n>`.
final class SnapshotCounter: @unchecked Sendable {
  // Unchecked: guarded by `lock`.
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  static let shared = SnapshotCounter()

  func next(_ key: String) -> Int {
    lock.withLock {
      counts[key, default: 0] += 1
      return counts[key]!
    }
  }
}
