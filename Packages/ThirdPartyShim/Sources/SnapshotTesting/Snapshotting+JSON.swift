import Foundation

extension Snapshotting where Value: Encodable, Format == String {
  /// An `Encodable` value as pretty-printed JSON with sorted keys: what it saves or sends,
  /// the same text on every run. A value that fails to encode fails the assertion with the
  /// encoder's error.
  public static var json: Snapshotting<Value, String> {
    var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) throws -> String in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
    snapshotting.pathExtension = "json"
    return snapshotting
  }
}
