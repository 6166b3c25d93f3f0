/// A collection whose mirror labels each element with its id, so a test store's diff and a
/// snapshot's dump name elements `books[id: 7]`: with elements coming and going (a stack of
/// screens), a position names a different element before and after an action, an id names
/// the same one, and an insertion is one added element instead of every later one changed.
///
/// The shim's own `IdentifiedArray` and `StackState` conform. A collection outside the shim
/// needs no protocol: a mirror with the `.collection` style whose every child is labelled is
/// dumped by those labels too (see `StateDump`), so Core's `RouteStackState` names each screen
/// `books[id: #2]` with nothing but the standard library's `CustomReflectable`.
package protocol DumpsElementsByID {
  /// Whether the ids are the collection's own numbering and not part of its equality, as a
  /// stack's screen ids are: a test that writes the expected collection by hand gets fresh
  /// ids, so the diff pairs elements by their values and names them by the actual ids. `false`
  /// (the default) for ids that belong to the elements, which are always paired by id.
  static var idsAreBookkeeping: Bool { get }
}

extension DumpsElementsByID {
  /// The elements' own ids, paired by id.
  package static var idsAreBookkeeping: Bool { false }
}
