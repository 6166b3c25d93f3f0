import Foundation

/// A flow's state saved as a document on quit and read back on the next launch.
///
/// Every flow saves the same way, so the rules live here once: sorted, indented JSON, so a
/// saved file diffs readably and two saves of one state are the same bytes; and a decoder
/// told which path tags the flow's stacks may hold, so an unknown tag fails by name instead of
/// restoring half a stack (see `NavigationState`'s `Codable`).
public protocol RestorableState: Codable {
  /// Every path tag type the state's stacks may hold; decoding refuses any other.
  static var tagTypes: [any NavigationTag.Type] { get }
}

extension RestorableState {
  /// The state as a document's contents.
  public func saved() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }

  /// The state a document holds; throws, naming what is wrong, on anything it cannot read.
  public static func restored(from data: Data) throws -> Self {
    let decoder = JSONDecoder()
    decoder.userInfo[NavigationState.tagTypes] = tagTypes
    return try decoder.decode(Self.self, from: data)
  }
}
