import Foundation

/// JSON text with its keys sorted and slashes left as they are: the tools' machine formats print
/// the same bytes for the same answer on every run and machine, so CI can diff them and a file
/// checked in (`out/test-timings.json`) diffs cleanly.
public enum SortedJSON {
  /// `object` (what `JSONSerialization` takes) as text ending in a line break; pretty-printed on
  /// several lines, or on one line (a GitHub Actions matrix is read from a single output line).
  public static func text(_ object: Any, pretty: Bool) -> String {
    let options: JSONSerialization.WritingOptions =
      pretty
      ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? JSONSerialization.data(withJSONObject: object, options: options)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
