import ThirdPartyShim

/// The stack shape's operations on a typed path (`path: [AppRoute]`).
///
/// `.setPath` is what a `NavigationStack(path:)` binding sends on a back-swipe; the others are
/// what features and deep links ask for.
public enum StackNavigation<Route>: CasePathable {
  /// Pushes a route on top; what a feature's output or a deep link asks for.
  case push(Route)
  /// Pops the top route; nothing happens on an empty path.
  case pop
  /// Pops every route, back to the stack's root screen.
  case popToRoot
  /// Replaces the whole path: what a `NavigationStack(path:)` binding sends after a back-swipe,
  /// and what a deep link uses to build a stack at once.
  case setPath([Route])
}

extension StackNavigation: Equatable where Route: Equatable {}
extension StackNavigation: Hashable where Route: Hashable {}
extension StackNavigation: Sendable where Route: Sendable {}

extension Reducer where Action: CasePathable {
  /// Applies stack operations to `path`, then runs this reducer, which sees the new path.
  /// `.pop` on an empty path does nothing.
  ///
  /// ```swift
  /// .navigationStack(\.path, action: \.nav)
  /// ```
  ///
  /// - Parameters:
  ///   - path: Where the routes are stored, `\.path`.
  ///   - action: The action case carrying the shape's operations, `\.nav`.
  ///   - allow: Asked with the state before the change and the operation; `false` vetoes it
  ///     and leaves the state untouched (this reducer still sees the action).
  public func navigationStack<Route>(
    _ path: WritableKeyPath<State, [Route]>,
    action: CaseKeyPath<Action, StackNavigation<Route>>,
    allow: @escaping (_ state: State, _ operation: StackNavigation<Route>) -> Bool = { _, _ in
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
        case let .push(route): state[keyPath: path].append(route)
        case .pop: if !state[keyPath: path].isEmpty { state[keyPath: path].removeLast() }
        case .popToRoot: state[keyPath: path].removeAll()
        case let .setPath(routes): state[keyPath: path] = routes
        }
        return .none
      }
      self
    }
  }
}
