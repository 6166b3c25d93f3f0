import Foundation
import SnapshotTesting
import Testing

/// Snapshot assertions report through Swift Testing when a Swift Testing test runs them.
@Suite struct SnapshotsUnderSwiftTesting {
  @Test func aMatchingSnapshotPasses() {
    assertSnapshot(of: "a Swift Testing reference", as: .lines, record: .never)
  }

  @Test func aMismatchIsAnIssueOfTheRunningTest() throws {
    // Put back as it was, should a broken build of the module record over it (a mutant).
    let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(
        "__Snapshots__/SwiftTestingSnapshotTests/aMismatchIsAnIssueOfTheRunningTest.reference.txt")
    let original = try Data(contentsOf: reference)
    defer { try? original.write(to: reference) }
    defer { TemporaryFolder.removeArtifacts(of: "SwiftTestingSnapshotTests") }
    withKnownIssue {
      assertSnapshot(of: "something else", as: .lines, named: "reference", record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("+something else") }
    }
  }
}
