/// Where a child feature sits among the features a store runs: the key path of its state in
/// its parent, plus the child's identity there (its `id`, the case of a destination enum, the
/// id of a collection element).
///
/// Cancellation ids are qualified by the path of these from the root, so the same feature
/// shown twice (two elements of a list, a sheet replaced by another) never cancels the other's
/// work, and clearing a child cancels exactly its own.
public struct NavigationID: Hashable, @unchecked Sendable {
  // Unchecked: a key path literal captures nothing mutable, and the identity is `Sendable`.
  @usableFromInline let keyPath: AnyKeyPath
  @usableFromInline let identity: AnyHashableSendable?

  @usableFromInline init(_ keyPath: AnyKeyPath, identity: AnyHashableSendable? = nil) {
    self.keyPath = keyPath
    self.identity = identity
  }

  /// An operator compares ids made from its own stored key path, so the identity check
  /// settles nearly every comparison without walking the key paths.
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.keyPath === rhs.keyPath || lhs.keyPath == rhs.keyPath) && lhs.identity == rhs.identity
  }

  /// Hashes as `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath)
    hasher.combine(identity)
  }
}

/// The navigation ids from the root store down to the feature an effect was made in.
struct NavigationIDPath: Hashable, Sendable {
  private(set) var ids: [NavigationID] = []

  static let root = NavigationIDPath()

  func appending(_ id: NavigationID) -> Self {
    var path = self
    path.ids.append(id)
    return path
  }

  /// The paths an effect made here is also registered under, as the Composable Architecture
  /// registers them: the path itself and every path left when leading ids are dropped, down
  /// to the root's empty path. So a `.cancel(id:)` made at the root reaches the effects of
  /// every descendant that used that id, while a child's reaches only its own descendants.
  var suffixes: [NavigationIDPath] {
    (0...ids.count).map { NavigationIDPath(ids: Array(ids.dropFirst($0))) }
  }
}

/// The id under which all of a presented child's effects are cancellable: clearing the child
/// cancels it at the child's path.
@usableFromInline
struct PresentedID: Hashable, Sendable {
  @usableFromInline init() {}
}
