import ThirdPartyShim

/// The identity of one navigation stack, kept inside `NavigationState` (see its `identity`).
///
/// A reference, compared with `===`: it costs one retain per copy of the stack, nothing to
/// make, and no two stacks ever share one by accident, unlike a random id.
final class StackIdentity: Sendable {
  init() {}
}

extension Shared where Value == NavigationState {
  /// Whether `other` hands out the same stack: the same `Shared`, or another reference to it.
  func isSameStack(as other: Shared<NavigationState>) -> Bool {
    wrappedValue.identity === other.wrappedValue.identity
  }
}
