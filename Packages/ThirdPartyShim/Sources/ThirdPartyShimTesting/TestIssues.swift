import Foundation
import Testing
import ThirdPartyShim
import XCTest

/// How a test store's (and a snapshot assertion's) failures reach the test: through
/// `reportIssue` and the current issue reporters, as upstream's do, so a test that expects a
/// failure collects it with an `IssueReporter` of its own. The default reporter hands what it
/// gets to the recorder installed here, which fails Swift Testing's current test, or XCTest's.
package enum TestIssues {
  /// Whether a Swift Testing test is running on this task.
  static var isSwiftTestingRunning: Bool { Test.current != nil }

  /// Reports `message` at `location`. `swiftTesting` sends it to Swift Testing even where its
  /// current test cannot be seen (a test store's `deinit` run after hopping to the main actor),
  /// so a failure found there still fails the run instead of going to an XCTest that is not
  /// running.
  package static func report(
    _ message: String, at location: SourceLocationInfo, swiftTesting: Bool = false
  ) {
    TestIssueRecorder.$current.withValue(recorder(swiftTesting: swiftTesting)) {
      reportIssue(
        message, fileID: location.fileIDStatic, filePath: location.filePathStatic,
        line: location.lineUInt, column: location.columnUInt)
    }
  }

  /// A recorder that fails the test: at the issue's own location, or at `location` (a send's,
  /// for the runtime warnings of the work it started) with `prefix` before the message.
  package static func recorder(
    swiftTesting: Bool = false, at location: SourceLocationInfo? = nil, prefix: String = ""
  ) -> TestIssueRecorder {
    TestIssueRecorder { message, fileID, filePath, line, column in
      record(
        prefix + message,
        at: location
          ?? SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column),
        swiftTesting: swiftTesting)
    }
  }

  /// Fails the current Swift Testing test, else XCTest's.
  static func record(_ message: String, at location: SourceLocationInfo, swiftTesting: Bool) {
    if swiftTesting || Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column))
    } else {
      XCTFail(message, file: location.filePathStatic, line: location.lineUInt)
    }
  }
}

/// A call site, kept in both the forms XCTest and Swift Testing want.
package struct SourceLocationInfo: Sendable {
  let fileID: String
  let filePath: String
  let fileIDStatic: StaticString
  let filePathStatic: StaticString
  let line: Int
  let lineUInt: UInt
  let column: Int
  let columnUInt: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.fileIDStatic = fileID
    self.filePathStatic = filePath
    self.line = Int(line)
    self.lineUInt = line
    self.column = Int(column)
    self.columnUInt = column
  }
}
