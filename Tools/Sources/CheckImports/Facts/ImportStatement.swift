/// One `import` declaration found in a Swift source file.
///
/// Kept as plain data so scanning (parallel, per file) and analysis (whole graph) stay separate.
public struct ImportStatement: Sendable, Equatable {
  /// The imported module: the first component of `import X.Y` or `import struct X.Y`.
  public var module: String
  /// 1-based line of the module name.
  public var line: Int
  /// 1-based byte column of the module name, so a diagnostic points at the culprit.
  public var column: Int
  /// Attributes without the `@`, e.g. `testable`, `_exported`, `preconcurrency`.
  public var attributes: [String]
  /// The declaration kind of a scoped import (`struct`, `func`, …), `nil` for a whole-module import.
  public var kind: String?
  /// The `#if` condition the import sits under (nested conditions joined with `&&`), `nil` if none.
  public var condition: String?

  public init(
    module: String, line: Int, column: Int, attributes: [String] = [], kind: String? = nil,
    condition: String? = nil
  ) {
    self.module = module
    self.line = line
    self.column = column
    self.attributes = attributes
    self.kind = kind
    self.condition = condition
  }

  /// `@_exported import` makes the module visible to every importer of the re-exporting module.
  public var isExported: Bool { attributes.contains("_exported") }
}
