/// An enum declared `CasePathable`, as the generator read it: where it is, how it is reached
/// from another file (`CheckoutFeature.Action`), and its cases.
public struct CasePathableEnum: Equatable, Sendable {
  /// The names from the outermost type in: `["CheckoutFeature", "Action"]`.
  public var path: [String]
  /// `public`, `package`, or nil (internal): the generated members get the enum's own level.
  public var access: String?
  public var cases: [EnumCase]
  public var line: Int
  public var column: Int

  public var qualifiedName: String { path.joined(separator: ".") }
}

/// One `case` of a `CasePathable` enum.
public struct EnumCase: Equatable, Sendable {
  /// As written, backticks kept: `` `default` ``.
  public var name: String
  public var values: [AssociatedValue]
  public var line: Int
  public var column: Int
}

/// One associated value of a case: `orderID: String` has the label `orderID`.
public struct AssociatedValue: Equatable, Sendable {
  public var label: String?
  /// The type as spelled in the case, default value removed.
  public var type: String
}

/// A rule of the generator a source file breaks, at the place it breaks it.
public struct SourceDiagnostic: Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int
  public var message: String

  public var description: String { "\(path):\(line):\(column): error: [casepaths] \(message)" }
}
