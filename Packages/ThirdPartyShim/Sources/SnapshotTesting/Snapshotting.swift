/// How a value becomes a reference text and how two of them are compared: the strategy an
/// assertion is given, `assertSnapshot(of: host, as: .frame)`.
///
/// The built-in strategies are `.lines` (a string), `.dump` (any value), `.json` (an
/// `Encodable`) and `.frame` (a HeadlessUI screen). A new one is usually an existing one
/// pulled back along a function that makes its value:
///
/// ```swift
/// extension Snapshotting where Value == Receipt, Format == String {
///   static var summary: Self { Snapshotting<String, String>.lines.pullback(\.summary) }
/// }
/// ```
public struct Snapshotting<Value, Format> {
  /// The reference file's extension, `txt`; `nil` for none.
  public var pathExtension: String?
  /// How the format is stored and compared.
  public var diffing: Diffing<Format>
  /// Makes the format from the value. A throw fails the assertion with the error, so a
  /// strategy that cannot snapshot (a gesture that is not possible) says why.
  public var snapshot: (Value) throws -> Format

  /// A strategy from its parts.
  public init(
    pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// This strategy for another type of value, turned into this one by `transform` first.
  public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<
    NewValue, Format
  > {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
      try snapshot(transform($0))
    }
  }
}

/// A strategy whose value is already its format, such as `.lines` for a `String`.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>
