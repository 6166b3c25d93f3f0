import Synchronization
import ThirdPartyShim

/// Knows how many of a store's effects are still running, and can cancel them all: what a
/// terminal host needs to draw only settled screens and to stop an app's work when it quits.
///
/// The architecture publishes neither (an iOS app never asks), so the App builds it from what
/// it does publish: the store's root reducer is wrapped (`tracking`), and every action's
/// effect becomes
///
/// ```
/// merge(
///   concatenate(effect.cancellable(id: token), run { ended(token) }),  // counts it
///   run { if cancellation is asked { Task.cancel(id: token) } }        // ends it on request
/// )
/// ```
///
/// The count goes up while the action is reduced, before anything runs, and down once the
/// effect has finished or was cancelled (a concatenated effect runs after the one before it
/// completes or is cancelled). `cancelAll()` reaches the effects through their own store:
/// `Task.cancel(id:)` called from an effect of that store, at the root's navigation path,
/// cancels what the root returned, whatever runs inside it. When the send's own task is
/// cancelled, or the store goes away, the watcher is cancelled with the effect and the effect
/// stops being counted.
///
/// Build one per store: its count is then that store's, and `cancelAll()` ends that store's
/// work only.
public final class EffectTracker: Sendable {
  private struct Token: Hashable, Sendable {
    let tracker: ObjectIdentifier
    let number: Int
  }

  /// What the watcher of one action's effect knows.
  private enum Watch {
    /// Running; its watcher has not started waiting yet.
    case running
    /// Running; its watcher waits to be told whether to cancel it.
    case watched(CheckedContinuation<Bool, Never>)
    /// Cancellation was asked before its watcher started waiting.
    case cancelAsked
  }

  private struct Ledger {
    var next = 0
    var running: [Int: Watch] = [:]
  }

  private let ledger = Mutex(Ledger())

  public init() {}

  /// The effects started and not yet finished, one per reduced action whose effect (even
  /// `.none`) has not ended.
  public var inFlight: Int { ledger.withLock { $0.running.count } }

  /// Whether no effect of the tracked store is running.
  public var isIdle: Bool { inFlight == 0 }

  /// `reducer`, with every effect it returns counted by this tracker and cancellable by
  /// `cancelAll()`: the root reducer of the store the App hosts.
  public func tracking<State, Action, R: Reducer<State, Action>>(
    @ReducerBuilder<State, Action> _ reducer: () -> R
  ) -> TrackedEffects<R> {
    TrackedEffects(base: reducer(), tracker: self)
  }

  /// Cancels every effect running now. The cancellation reaches each effect from its store's
  /// next turn on the main actor; `inFlight` drops as they end.
  public func cancelAll() {
    let waiting: [CheckedContinuation<Bool, Never>] = ledger.withLock { book in
      var waiting: [CheckedContinuation<Bool, Never>] = []
      for (number, watch) in book.running {
        switch watch {
        case .running: book.running[number] = .cancelAsked
        case let .watched(continuation):
          book.running[number] = .running
          waiting.append(continuation)
        case .cancelAsked: break
        }
      }
      return waiting
    }
    for continuation in waiting { continuation.resume(returning: true) }
  }

  // MARK: The wrapped reducer's side

  func effect<Action>(tracking effect: Effect<Action>) -> Effect<Action> {
    let number = ledger.withLock { book in
      defer { book.next += 1 }
      book.running[book.next] = .running
      return book.next
    }
    let token = Token(tracker: ObjectIdentifier(self), number: number)
    return .merge(
      .concatenate(effect.cancellable(id: token), .run { _ in self.ended(number) }),
      .run { _ in
        if await self.cancellationAsked(number) { Task.cancel(id: token) }
      }
    )
  }

  /// The effect ended: it is no longer counted, and its watcher is told to leave it alone.
  private func ended(_ number: Int) {
    let watch = ledger.withLock { $0.running.removeValue(forKey: number) }
    if case let .watched(continuation) = watch { continuation.resume(returning: false) }
  }

  /// Waits until the effect ends (`false`) or `cancelAll()` asks to cancel it (`true`). If the
  /// watcher itself is cancelled, the whole send was (its task, or the store going away): the
  /// effect is being cancelled with it, so it stops being counted.
  private func cancellationAsked(_ number: Int) async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let answer: Bool? = ledger.withLock { book in
          switch book.running[number] {
          case nil: return false
          case .cancelAsked:
            book.running[number] = .running
            return true
          case .running, .watched:
            if Task.isCancelled {
              book.running[number] = nil
              return false
            }
            book.running[number] = .watched(continuation)
            return nil
          }
        }
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      let watch = ledger.withLock { $0.running.removeValue(forKey: number) }
      if case let .watched(continuation) = watch { continuation.resume(returning: false) }
    }
  }
}

/// A reducer whose effects an `EffectTracker` counts and can cancel: see
/// `EffectTracker.tracking(_:)`.
public struct TrackedEffects<Base: Reducer>: Reducer {
  let base: Base
  let tracker: EffectTracker

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    tracker.effect(tracking: base.reduce(into: &state, action: action))
  }
}
