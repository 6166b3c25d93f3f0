/// SwiftUI's `Binding`: a read and a write of one value, owned elsewhere.
///
/// Containers (a stack's path, a tab selection, a sheet's presence) write through a binding
/// exactly where SwiftUI would, so a store-backed binding turns a gesture into an action.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  /// A binding from a read and a write, as SwiftUI's `Binding(get:set:)`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The value now; writing it calls the binding's write, which a store-backed binding turns into
  /// an action.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// `$binding`: the binding itself, so member bindings (`$binding.title`) can be made from it.
  public var projectedValue: Binding<Value> { self }

  /// A binding that never changes: for previews and tests.
  public static func constant(_ value: Value) -> Self {
    Self(get: { value }, set: { _ in })
  }

  /// A binding to a field of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let get = self.get
    let set = self.set
    return Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        var value = get()
        value[keyPath: keyPath] = newValue
        set(value)
      }
    )
  }
}

extension Binding where Value: Sendable {
  /// A binding to a value held by the binding itself: `@State` for headless previews.
  public init(initialValue: Value) {
    let box = BindingBox(initialValue)
    self.init(get: { box.value }, set: { box.value = $0 })
  }
}

@MainActor
private final class BindingBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
