import Foundation

/// How a snapshot's format is written to a reference file, read back, and compared.
public struct Diffing<Value> {
  /// The bytes written to the reference file.
  public var toData: (Value) -> Data
  /// The value read back from a reference file; throws when the bytes cannot be one (text
  /// that is not UTF-8), which fails the assertion naming the file.
  public var fromData: (Data) throws -> Value
  /// `nil` when the two match; otherwise what differs, reference first, as the failure shows it.
  public var diff: (_ reference: Value, _ actual: Value) -> String?

  /// A way of storing and comparing from its parts.
  public init(
    toData: @escaping (Value) -> Data,
    fromData: @escaping (Data) throws -> Value,
    diff: @escaping (_ reference: Value, _ actual: Value) -> String?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

extension Diffing where Value == String {
  /// Text, compared line by line after line endings and trailing whitespace are normalised;
  /// a difference reads as a unified diff with `−` for the reference and `+` for the actual.
  public static var lines: Diffing<String> {
    Diffing(
      toData: { Data((TextNormalization.normalized($0) + "\n").utf8) },
      fromData: { data in
        guard let text = String(data: data, encoding: .utf8) else { throw NotUTF8() }
        return text
      },
      diff: { reference, actual in
        let before = TextNormalization.lines(reference)
        let after = TextNormalization.lines(actual)
        return before == after ? nil : LineDiff.unified(before, after)
      })
  }
}

/// A reference whose bytes are not UTF-8 text.
struct NotUTF8: Error, CustomStringConvertible {
  var description: String { "it is not UTF-8 text" }
}
