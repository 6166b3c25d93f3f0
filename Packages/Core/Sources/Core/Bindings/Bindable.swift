import ThirdPartyShim

/// Makes bindings from a store, as `@SwiftUI.Bindable var store` does in TCA:
///
/// ```swift
/// struct ShopFlowView: View {
///   @Bindable var store: StoreOf<ShopFlow>
///   var body: some View {
///     NavigationStack(path: $store.nav.path.sending(\.pathDidChange)) { … }
///   }
/// }
/// ```
///
/// `$store.nav.path` names a value in the state; `.sending(\.pathDidChange)` makes the binding
/// that reads it and, when a container writes it, sends the action instead of writing state,
/// so the reducer stays the only writer.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<State, Action> {
  /// The store the view reads; `@Bindable var store` wraps it so `$store` can hand out bindings.
  public var wrappedValue: Store<State, Action>

  /// Wraps a store handed to the view, as `@Bindable var store: StoreOf<Feature>` does.
  public init(wrappedValue: Store<State, Action>) { self.wrappedValue = wrappedValue }

  /// `$store`: the wrapper itself, whose dynamic members start binding paths into the state.
  public var projectedValue: Bindable<State, Action> { self }

  /// `$store.nav`: a value in the state, to bind with `.sending(_:)`.
  public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>)
    -> StoreBindingPath<State, Action, Member>
  {
    StoreBindingPath(store: wrappedValue, keyPath: keyPath)
  }
}

/// A value in a store's state, reached through `$store`: `$store.nav.path`, `$store.tab`.
@MainActor
@dynamicMemberLookup
public struct StoreBindingPath<State, Action, Value> {
  let store: Store<State, Action>
  let keyPath: KeyPath<State, Value>

  /// A field of the value: `$store.nav.path`.
  public subscript<Member>(dynamicMember member: KeyPath<Value, Member>)
    -> StoreBindingPath<State, Action, Member>
  {
    StoreBindingPath<State, Action, Member>(
      store: store, keyPath: keyPath.appending(path: member))
  }

  /// A binding that reads the value and sends `embed(newValue)` when written.
  public func sending(_ embed: @escaping @MainActor (Value) -> Action) -> Binding<Value> {
    store.binding(get: keyPath, send: embed)
  }
}

extension StoreBindingPath where Action: CasePathable {
  /// A binding that reads the value and sends the action `action` names when written:
  /// `$store.nav.path.sending(\.pathDidChange)`.
  public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
    let casePath = AnyCasePath(action)
    return sending { casePath.embed($0) }
  }
}
