/// "Set this field of the state to this value": the one action a view's bindings send, so a
/// form of ten fields needs no ten actions.
///
/// `.set(\.name, "Blob")` makes one; a reducer matches it by field (`case .binding(\.name):`)
/// or by field and value (`case .binding(.set(\.name, "")):`), and `BindingReducer` applies it.
/// Two are equal when they set the same field to equal values.
public struct BindingAction<Root>: Equatable, @unchecked Sendable {
  // Unchecked: the key path and the value are immutable and the value is `Sendable`; key paths
  // are not marked `Sendable` by the standard library.

  /// The field this action sets.
  public let keyPath: PartialKeyPath<Root>
  let value: any Sendable
  private let apply: (inout Root) -> Void
  private let isEqual: (any Sendable) -> Bool

  /// Sets the field `keyPath` names to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: keyPath] = value },
      isEqual: { ($0 as? Value) == value })
  }

  /// Writes the value into `root`: what `BindingReducer` does.
  public func set(_ root: inout Root) { apply(&root) }

  /// `case .binding(\.name):` matches an action that sets `name`, whatever the value.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }

  /// The same field set to an equal value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqual(rhs.value)
  }
}

extension BindingAction: CustomStringConvertible {
  /// `.set(\State.name, "Blob")`, as a test failure shows a received action.
  public var description: String {
    var value = ""
    debugPrint(self.value, terminator: "", to: &value)
    return ".set(\(keyPath), \(value))"
  }
}

/// An action with a case for bindings: `case binding(BindingAction<State>)`. A store of such a
/// feature writes a field by sending `.binding(.set(…))`, so the reducer sees every change.
public protocol BindableAction {
  /// The state the bindings write into.
  associatedtype State
  /// The action carrying a binding write: the enum's `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding write this action carries, if it is the `binding` case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// Finds the `binding` case by reflection, as TCA's unsafe case path does: an enum whose
  /// binding case is named `binding` needs nothing more.
  public var binding: BindingAction<State>? {
    guard let child = Mirror(reflecting: self).children.first, child.label == "binding" else {
      return nil
    }
    return child.value as? BindingAction<State>
  }
}
