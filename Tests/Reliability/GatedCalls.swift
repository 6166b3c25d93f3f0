import Foundation

/// Client calls held open until a step answers them: how a journey makes effects finish in
/// any order, and how it sees which effects are in flight.
///
/// Every instrumented client (the payment gateway, the library's load, the editor's save)
/// waits here under a kind. A call whose effect is cancelled leaves at once, in the
/// cancellation handler, which runs synchronously inside the `Task.cancel()` of a pop or a
/// dismissal; so right after a step, the live calls are exactly the effects still running.
/// The harnesses compare them with the features the state still shows: a live call for a
/// feature that is gone is an effect that outlived its screen.
public final class GatedCalls: @unchecked Sendable {
  // Unchecked: every field is guarded by `lock`.
  private struct Call {
    let id: UInt64
    let kind: String
    let continuation: CheckedContinuation<Void, any Error>
  }

  /// A failure a client reports when a step says the call fails.
  public struct Declined: Error, Equatable, Sendable {}

  private let lock = NSLock()
  private var live: [Call] = []
  /// Calls that started but are not suspended yet; a cancel before suspending removes them.
  private var entering: Set<UInt64> = []
  private var nextID: UInt64 = 0
  private var tally = Counts()

  /// What happened to the calls so far, for summaries and leak tests.
  public struct Counts: Equatable, Sendable {
    public var started = 0
    public var answered = 0
    public var cancelled = 0

    public init(started: Int = 0, answered: Int = 0, cancelled: Int = 0) {
      self.started = started
      self.answered = answered
      self.cancelled = cancelled
    }
  }

  public init() {}

  /// Waits until a step answers this call (returns or throws `Declined`), or until the
  /// calling effect is cancelled (throws `CancellationError`).
  public func wait(_ kind: String) async throws {
    let id: UInt64 = lock.withLock {
      nextID += 1
      tally.started += 1
      entering.insert(nextID)
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        lock.lock()
        guard entering.remove(id) != nil else {
          lock.unlock()
          continuation.resume(throwing: CancellationError())
          return
        }
        live.append(Call(id: id, kind: kind, continuation: continuation))
        lock.unlock()
      }
    } onCancel: {
      lock.lock()
      if let index = live.firstIndex(where: { $0.id == id }) {
        let call = live.remove(at: index)
        tally.cancelled += 1
        lock.unlock()
        call.continuation.resume(throwing: CancellationError())
      } else {
        if entering.remove(id) != nil { tally.cancelled += 1 }
        lock.unlock()
      }
    }
  }

  /// Answers the oldest live call of `kind`; false when there is none.
  @discardableResult
  public func answer(_ kind: String, succeeds: Bool) -> Bool {
    lock.lock()
    guard let index = live.firstIndex(where: { $0.kind == kind }) else {
      lock.unlock()
      return false
    }
    let call = live.remove(at: index)
    tally.answered += 1
    lock.unlock()
    if succeeds {
      call.continuation.resume()
    } else {
      call.continuation.resume(throwing: Declined())
    }
    return true
  }

  /// How many calls of `kind` are waiting.
  public func liveCount(_ kind: String) -> Int { lock.withLock { live.count { $0.kind == kind } } }

  /// The kinds with a waiting call, sorted: what a generator may complete next.
  public var liveKinds: [String] { lock.withLock { Array(Set(live.map(\.kind))).sorted() } }

  /// Calls started but not yet waiting (their effect has not reached the client yet).
  public var enteringCount: Int { lock.withLock { entering.count } }

  public var counts: Counts { lock.withLock { tally } }
}
