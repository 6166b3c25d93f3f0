import Foundation

/// Saving and restoring a stack, for navigation that survives a relaunch.
///
/// SwiftUI's answer is `NavigationPath.CodableRepresentation`; here the stack encodes as a
/// list of `{ "tag": type name, "value": tag }`, bottom first. A stack holds values of any
/// tag type, so decoding needs to know which types it may meet: pass them in the decoder's
/// `userInfo[NavigationState.tagTypes]`. Decoding fails, naming the entry, on a type it was
/// not given or a value its type no longer reads, and encoding fails on a tag that is not
/// `Codable`, so a file never restores half a stack or a shorter one.
///
/// The stack is only half of what a screen needs: after decoding a flow's state, launching it
/// (`Reducer.launched(_:)`) checks that tags and child states agree.
extension NavigationState: Codable {
  /// The `userInfo` key for the tag types a decoder may meet:
  /// `decoder.userInfo[NavigationState.tagTypes] = [CheckoutPath.self] as [any NavigationTag.Type]`.
  public static let tagTypes = CodingUserInfoKey(rawValue: "Core.NavigationState.tagTypes")!

  /// The name a tag type is saved under: module-qualified, stable across launches.
  public static func tagName(_ type: Any.Type) -> String { String(reflecting: type) }

  private enum EntryKeys: String, CodingKey {
    case tag
    case value
  }

  /// Writes the stack bottom first as `{ "tag": type name, "value": tag }` entries.
  /// Fails, naming the tag's type, when a tag on the stack is not `Encodable`: a stack that
  /// cannot be read back must not be saved as if it could.
  public func encode(to encoder: Encoder) throws {
    var entries = encoder.unkeyedContainer()
    for item in items {
      guard let value = item.base as? any Encodable else {
        throw EncodingError.invalidValue(
          item.base,
          EncodingError.Context(
            codingPath: entries.codingPath,
            debugDescription: """
              The path tag \(Self.tagName(type(of: item.base))).\(item.base) is not Codable, \
              so this stack cannot be saved; make the tag type Codable.
              """))
      }
      var entry = entries.nestedContainer(keyedBy: EntryKeys.self)
      try entry.encode(Self.tagName(type(of: item.base)), forKey: .tag)
      try entry.encode(value, forKey: .value)
    }
  }

  /// Reads a stack saved by `encode(to:)`, resolving each entry's type by name among the tag
  /// types in `decoder.userInfo[NavigationState.tagTypes]`.
  /// Fails naming a tag type the decoder was not told about, since pushing a value nobody
  /// declares would show a screen without state.
  public init(from decoder: Decoder) throws {
    self.init()
    let known = (decoder.userInfo[Self.tagTypes] as? [any NavigationTag.Type]) ?? []
    let byName = Dictionary(known.map { (Self.tagName($0), $0) }, uniquingKeysWith: { a, _ in a })
    var entries = try decoder.unkeyedContainer()
    while !entries.isAtEnd {
      let entry = try entries.nestedContainer(keyedBy: EntryKeys.self)
      let name = try entry.decode(String.self, forKey: .tag)
      guard let type = byName[name] else {
        throw DecodingError.dataCorruptedError(
          forKey: .tag, in: entry,
          debugDescription: """
            Unknown path tag type '\(name)'. This stack can hold: \
            \(byName.keys.sorted().joined(separator: ", ")).
            """)
      }
      try appendDecoded(type, named: name, at: items.count, from: entry)
    }
  }

  /// Appends the entry's value, or fails naming the entry: a value its type no longer reads
  /// (a case renamed or removed since the save) must not restore a stack without it, whose
  /// screens above it would stand on the wrong one.
  private mutating func appendDecoded<Tag: NavigationTag>(
    _ type: Tag.Type, named name: String, at index: Int, from entry: KeyedDecodingContainer<EntryKeys>
  ) throws {
    let value: Tag
    do {
      value = try entry.decode(Tag.self, forKey: .value)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: entry.codingPath + [EntryKeys.value],
          debugDescription: """
            Entry \(index) of the stack is a \(name) whose value no longer reads as one \
            (\(Self.reason(error))), so the stack is not restored
            """,
          underlyingError: error))
    }
    append(value)
  }

  /// The decoder's own words for why a value did not read.
  private static func reason(_ error: Error) -> String {
    switch error {
    case let DecodingError.dataCorrupted(context), let DecodingError.keyNotFound(_, context),
      let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
      context.debugDescription
    default:
      "\(error)"
    }
  }
}

/// What a path tag must be for its stack to be saved: a value that is hashable, sendable and
/// `Codable`, such as `CheckoutPath`.
public typealias NavigationTag = Hashable & Sendable & Codable
