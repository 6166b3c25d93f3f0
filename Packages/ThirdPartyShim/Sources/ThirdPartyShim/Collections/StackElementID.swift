/// Which element of a `StackState` a state or an action belongs to: TCA's `StackElementID`.
///
/// A position names whatever element stands there now; after a pop and a push it names another
/// one, and an answer meant for the popped screen would reach its successor. An id names one
/// element for its whole life, so that answer is reported instead. Ids count up from 0 in the
/// order elements are added to their stack and are never reused by it, which lets a test name
/// them by the order it pushed them: `.path(.element(id: 0, action: .tapped))`.
public struct StackElementID: Hashable, Sendable {
  /// The order the element was added in: 0 for the first element its stack ever held.
  var generation: Int

  init(generation: Int) { self.generation = generation }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// Lets a test write `id: 1`. TCA traps on this outside tests, where its ids come from a
  /// random source; here ids are always the counter, so a literal means the same everywhere.
  public init(integerLiteral value: Int) { self.init(generation: value) }
}

extension StackElementID: CustomStringConvertible, CustomDebugStringConvertible {
  /// `#3`, as TCA prints it: short, so a diff or a warning names the element without noise.
  public var description: String { "#\(generation)" }
  /// `#3`, as TCA prints it.
  public var debugDescription: String { description }
}
