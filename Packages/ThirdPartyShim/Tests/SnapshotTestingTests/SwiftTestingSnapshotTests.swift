import SnapshotTesting
import Testing

/// Snapshot assertions report through Swift Testing when a Swift Testing test runs them.
@Suite struct SnapshotsUnderSwiftTesting {
  @Test func aMatchingSnapshotPasses() {
    assertSnapshot(of: "a Swift Testing reference", as: .lines, record: .never)
  }

  @Test func aMismatchIsAnIssueOfTheRunningTest() {
    withKnownIssue {
      assertSnapshot(of: "something else", as: .lines, named: "reference", record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("+something else") }
    }
  }
}
