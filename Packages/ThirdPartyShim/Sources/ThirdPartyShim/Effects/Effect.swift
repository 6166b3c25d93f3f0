/// Work a reducer asks the store to do after it returns: send more actions, run async code,
/// cancel earlier work. A value, so reducers stay pure and tests can inspect what was asked.
public struct Effect<Action>: @unchecked Sendable {
  // Unchecked: an effect is created by a reducer on the store's actor and interpreted there;
  // the only code that runs elsewhere is `.run`'s operation, which is `@Sendable`.
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(TaskPriority?, @Sendable (Send<Action>) async -> Void)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: AnyHashableSendable, cancelInFlight: Bool, Effect)
    case cancel(id: AnyHashableSendable)
    /// Everything inside was made in a child one navigation level below: its cancellation
    /// ids are qualified by `id`, and a `DismissEffect` called from inside sends `dismiss`.
    case navigation(NavigationID, dismiss: Action?, Effect)
  }

  @usableFromInline let operation: Operation

  @inlinable init(_ operation: Operation) { self.operation = operation }

  /// No work.
  public static var none: Self { Self(.none) }

  /// Sends an action back into the store right after the current one, synchronously.
  public static func send(_ action: Action) -> Self { Self(.send(action)) }

  /// Runs async work that may send actions. Thrown errors other than cancellation go to
  /// `handler`, or are reported as a runtime warning naming the file and line. As in TCA, the
  /// work runs with the dependencies current where the effect was made (a child's
  /// `withDependencies` overrides reach its effects), and a cancelled effect's
  /// `CancellationError` reaches neither.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    let location = "\(fileID):\(line)"
    let dependencies = DependencyValues.current
    return Self(
      .run(priority) { send in
        await DependencyValues.$current.withValue(dependencies) {
          do {
            try await operation(send)
          } catch is CancellationError {
            return
          } catch {
            if let handler {
              await handler(error, send)
            } else {
              reportIssue(
                "An effect started at \(location) threw \(error) and no 'catch' handler was given.")
            }
          }
        }
      })
  }

  /// Runs effects at the same time.
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs effects at the same time.
  public static func merge(_ effects: [Self]) -> Self {
    let kept = effects.filter { if case .none = $0.operation { false } else { true } }
    switch kept.count {
    case 0: return .none
    case 1: return kept[0]
    default: return Self(.merge(kept))
    }
  }

  /// Runs effects one after another, each starting when the previous finished.
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs effects one after another, each starting when the previous finished.
  public static func concatenate(_ effects: [Self]) -> Self {
    let kept = effects.filter { if case .none = $0.operation { false } else { true } }
    switch kept.count {
    case 0: return .none
    case 1: return kept[0]
    default: return Self(.concatenate(kept))
    }
  }

  /// Merges with another effect; `.none` costs nothing on either side.
  @inlinable
  public func merge(with other: Self) -> Self {
    if case .none = other.operation { return self }
    if case .none = operation { return other }
    return Self(.merge([self, other]))
  }

  /// Transforms the actions this effect sends: how a parent embeds a child's effects.
  @inlinable
  public func map<T>(_ transform: @escaping (Action) -> T) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    default:
      return _map(transform)
    }
  }

  @usableFromInline
  func _map<T>(_ transform: @escaping (Action) -> T) -> Effect<T> {
    let transform = UncheckedSendable(transform)
    switch operation {
    case .none: return .none
    case let .send(action): return Effect<T>(.send(transform.value(action)))
    case let .run(priority, work):
      return Effect<T>(
        .run(priority) { send in
          await work(Send<Action> { send(transform.value($0)) })
        })
    case let .merge(effects): return Effect<T>(.merge(effects.map { $0._map(transform.value) }))
    case let .concatenate(effects):
      return Effect<T>(.concatenate(effects.map { $0._map(transform.value) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<T>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect._map(transform.value)))
    case let .cancel(id): return Effect<T>(.cancel(id: id))
    case let .navigation(id, dismiss, effect):
      return Effect<T>(
        .navigation(id, dismiss: dismiss.map(transform.value), effect._map(transform.value)))
    }
  }

  /// Whether the effect does nothing; lets operators skip work on the common path.
  @inlinable public var isNone: Bool {
    if case .none = operation { true } else { false }
  }
}
