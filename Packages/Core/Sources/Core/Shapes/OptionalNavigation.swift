import ThirdPartyShim

/// The optional shape's operations on an item slot (`alert: AlertState<…>?`, `share: URL?`):
/// show it with a value, or dismiss it. A view's `item(_:dismiss:)` binding sends `.dismiss`
/// when SwiftUI closes the alert or sheet.
public enum ItemNavigation<Item>: CasePathable {
  /// Shows the slot with this value (an alert's state, a sheet's item).
  case present(Item)
  /// Empties the slot: what SwiftUI's binding sends when the alert or sheet closes.
  case dismiss
}

extension ItemNavigation: Equatable where Item: Equatable {}
extension ItemNavigation: Hashable where Item: Hashable {}
extension ItemNavigation: Sendable where Item: Sendable {}

/// The optional shape's operations on a `Bool` slot (`confirmingDelete`): the confirmation
/// has no payload, only presence. A view's `presence(_:dismiss:)` binding sends `.dismiss`.
public enum PresenceNavigation: Equatable, Hashable, Sendable, CasePathable {
  /// Sets the flag: the confirmation shows.
  case present
  /// Clears the flag: what the `presence(_:dismiss:)` binding sends when SwiftUI closes it.
  case dismiss
}

extension Reducer where Action: CasePathable {
  /// Applies `.present(item)` / `.dismiss` to an optional slot, then runs this reducer.
  /// Dismissing an empty slot does nothing.
  ///
  /// - Parameters:
  ///   - item: The optional slot, `\.alert`.
  ///   - action: The action case carrying the shape's operations.
  ///   - allow: `false` vetoes the operation and leaves the state untouched.
  public func navigationItem<Item>(
    _ item: WritableKeyPath<State, Item?>,
    action: CaseKeyPath<Action, ItemNavigation<Item>>,
    allow: @escaping (_ state: State, _ operation: ItemNavigation<Item>) -> Bool = { _, _ in
      true
    }
  ) -> some Reducer<State, Action> {
    let casePath = AnyCasePath(action)
    return CombineReducers {
      Reduce<State, Action> { state, action in
        guard let operation = casePath.extract(from: action), allow(state, operation) else {
          return .none
        }
        switch operation {
        case let .present(value): state[keyPath: item] = value
        case .dismiss: state[keyPath: item] = nil
        }
        return .none
      }
      self
    }
  }

  /// Applies `.present` / `.dismiss` to a `Bool` slot, then runs this reducer.
  ///
  /// - Parameters:
  ///   - isPresented: The flag, `\.confirmingDelete`.
  ///   - action: The action case carrying the shape's operations.
  ///   - allow: `false` vetoes the operation and leaves the state untouched.
  public func navigationPresence(
    _ isPresented: WritableKeyPath<State, Bool>,
    action: CaseKeyPath<Action, PresenceNavigation>,
    allow: @escaping (_ state: State, _ operation: PresenceNavigation) -> Bool = { _, _ in true }
  ) -> some Reducer<State, Action> {
    let casePath = AnyCasePath(action)
    return CombineReducers {
      Reduce<State, Action> { state, action in
        guard let operation = casePath.extract(from: action), allow(state, operation) else {
          return .none
        }
        state[keyPath: isPresented] = operation == .present
        return .none
      }
      self
    }
  }
}
