import Foundation
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// What effects did, recorded from any task: the conformance tests' window into effects that
/// were cancelled, which send nothing back.
final class Events: @unchecked Sendable {
  // Unchecked: every access is behind the lock.
  private let lock = NSLock()
  private var recorded: [String] = []

  func record(_ event: String) { lock.withLock { recorded.append(event) } }
  var all: [String] { lock.withLock { recorded } }
  func contains(_ event: String) -> Bool { all.contains(event) }
}

/// Waits until `condition` holds, failing the test with `what` after `timeout` (the shared
/// bound, × `TEST_TIMEOUT_SCALE`): a broken runtime fails each test in seconds, not minutes.
/// Returns whether it held, so a test can stop at the first wait that failed.
@MainActor
@discardableResult
func eventually(
  _ what: String, timeout: Duration = TestTimeouts.defaultWait, fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line, _ condition: @MainActor () -> Bool
) async -> Bool {
  await waitUntil(what, timeout: timeout, filePath: file, line: line, condition)
}

/// Lets started effects run to their first suspension (used before asserting that something
/// did not happen).
func settle() async {
  for _ in 0..<20 { await Task.yield() }
  try? await Task.sleep(for: .milliseconds(20))
  for _ in 0..<20 { await Task.yield() }
}

extension Effect {
  /// Work that runs until it is cancelled, and records "<name> cancelled" then.
  static func untilCancelled(_ name: String, _ events: Events) -> Self {
    .run { _ in
      do {
        try await Task.sleep(for: .seconds(60))
        events.record("\(name) finished")
      } catch {
        events.record("\(name) cancelled")
      }
    }
  }
}

/// A child feature whose instances are told apart by `id`: it starts long work under one
/// cancellation id and cancels that id, as a screen's loading does.
struct Worker: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id: Int
    var label = ""
  }
  enum Action: Equatable, Sendable, CasePathable {
    case start
    case startReplacing
    case stop
    case rename(String)
  }
  enum CancelID: Hashable, Sendable { case work }
  let events: Events

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .untilCancelled("\(state.id)", events).cancellable(id: CancelID.work)
    case .startReplacing:
      return .untilCancelled("\(state.id) replacing", events)
        .cancellable(id: CancelID.work, cancelInFlight: true)
    case .stop:
      return .cancel(id: CancelID.work)
    case let .rename(label):
      state.label = label
      return .none
    }
  }
}
