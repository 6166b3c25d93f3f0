import Foundation

/// The one JSON writer of the tools: keys sorted and slashes left as they are, so a machine format
/// prints the same bytes for the same answer on every run and machine, CI can diff it, a file
/// checked in (`out/test-timings.json`) diffs cleanly, and a path reads `Sources/Home`, never
/// `Sources\/Home`.
public enum SortedJSON {
  /// `object` (what `JSONSerialization` takes) as text ending in a line break; pretty-printed on
  /// several lines, or on one line (a GitHub Actions matrix is read from a single output line).
  public static func text(_ object: Any, pretty: Bool) -> String {
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: serializationOptions(pretty: pretty)))
      ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// `value` encoded with the same rules, as text ending in a line break.
  public static func text<Value: Encodable>(encoding value: Value, pretty: Bool) -> String {
    let data = (try? self.data(encoding: value, pretty: pretty)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// `value` encoded with the same rules, for a file; throws what the encoder throws (a value
  /// that cannot be JSON, such as a non-finite number), so a file is never written half-empty.
  public static func data<Value: Encodable>(encoding value: Value, pretty: Bool) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty
      ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
  }

  private static func serializationOptions(pretty: Bool) -> JSONSerialization.WritingOptions {
    pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
  }
}
