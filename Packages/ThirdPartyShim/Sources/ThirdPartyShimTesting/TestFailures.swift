import Foundation
import Testing
import XCTest

/// Where a test store's (and a snapshot assertion's) failures go: Swift Testing's current
/// test, XCTest's, or a collector.
public enum TestFailures {
  /// Set by `collect` so a test can assert that a test store fails when it should.
  @TaskLocal static var collector: Collector?

  /// Runs `body` and returns the failures it would have recorded, instead of recording them.
  @MainActor
  public static func collect(_ body: @MainActor () async throws -> Void) async rethrows -> [String] {
    let collector = Collector()
    try await $collector.withValue(collector) { try await body() }
    return collector.messages
  }

  /// Runs `body` and returns the failures it would have recorded, instead of recording them:
  /// for assertions that do not suspend, such as `assertSnapshot`, outside an async test. A
  /// name of its own, so `await collect { … }` never picks it for a closure that happens not
  /// to suspend.
  public static func collectSynchronously(_ body: () throws -> Void) rethrows -> [String] {
    let collector = Collector()
    try $collector.withValue(collector) { try body() }
    return collector.messages
  }

  /// Whether a Swift Testing test is running on this task.
  static var isSwiftTestingRunning: Bool { Test.current != nil }

  /// Records `message`: to `collector` if there is one, else to the current Swift Testing test,
  /// else to XCTest. `swiftTesting` sends it to Swift Testing even where its current test
  /// cannot be seen (a test store's `deinit` run after hopping to the main actor), so a failure
  /// found there still fails the run instead of going to an XCTest that is not running.
  package static func record(
    _ message: String, at location: SourceLocationInfo, collector: Collector? = collector,
    swiftTesting: Bool = false
  ) {
    if let collector {
      collector.append(message)
    } else if swiftTesting || Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column))
    } else {
      XCTFail(message, file: location.filePathStatic, line: location.lineUInt)
    }
  }

  package final class Collector: @unchecked Sendable {
    // Unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ message: String) { lock.withLock { stored.append(message) } }
    var messages: [String] { lock.withLock { stored } }
  }
}

/// A call site, kept in both the forms XCTest and Swift Testing want.
package struct SourceLocationInfo: Sendable {
  let fileID: String
  let filePath: String
  let filePathStatic: StaticString
  let line: Int
  let lineUInt: UInt
  let column: Int

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.filePathStatic = filePath
    self.line = Int(line)
    self.lineUInt = line
    self.column = Int(column)
  }
}
