import Foundation

/// Which instance of a child this state is, for child states whose fields cannot say.
///
/// A checkout of one product at one step looks like any other, yet a host that assigns a new
/// one where one is open means a different purchase. Giving the child state
/// `let id = InstanceID()` (and `Identifiable`) makes that visible: the navigation DSL replaces
/// the old child in one step (pops its screens, cancels its work, pushes the new one).
///
/// It dumps as nothing, so a test store's diff never shows two random ids; keep it out of the
/// state's `==` too, since a test cannot know the id the reducer made.
public struct InstanceID: Hashable, Sendable, Codable, CustomReflectable,
  CustomStringConvertible
{
  private let value: UUID

  /// A new, unique instance: call it where the child state is made, once per presentation.
  public init() { value = UUID() }

  /// Empty, so test-store diffs and dumps never show an id no test can predict.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
  /// A fixed text, for the same reason the mirror is empty: ids differ on every run.
  public var description: String { "InstanceID" }
}
