import CoreTestSupport
import Testing
import ThirdPartyShim

/// The project's test support: the bounded wait fails its test naming what it waited for, and
/// the collecting reporter keeps the issues reported inside it, from effects too.
@MainActor
@Suite struct TestSupportTests {
  @Test func aWaitThatNeverHoldsFailsNamingWhatItWaitedFor() async {
    await withKnownIssue {
      let held = await waitUntil("the moon is made of cheese", timeout: .milliseconds(20)) { false }
      #expect(!held)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("until the moon is made of cheese") }
    }
  }

  @Test func aWaitReturnsOnceItsConditionHolds() async {
    var polls = 0
    let held = await waitUntil("the third poll") {
      polls += 1
      return polls == 3
    }
    #expect(held)
    #expect(polls == 3)
  }

  @Test func theCollectorKeepsIssuesFromTheBodyAndItsTasks() async {
    let issues = await collectIssues {
      reportIssue("from the body")
      await Task { reportIssue("from a task it started") }.value
    }
    #expect(issues == ["from the body", "from a task it started"])
  }

  @Test func theSynchronousCollectorKeepsIssuesInOrder() {
    let issues = collectIssuesSynchronously {
      reportIssue("first")
      reportIssue()
    }
    #expect(issues.count == 2)
    #expect(issues.first == "first")
    #expect(issues.last?.contains("TestSupportTests.swift") == true)
  }
}
