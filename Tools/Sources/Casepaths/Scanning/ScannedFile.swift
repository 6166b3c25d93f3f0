/// What one Swift source file holds for the generator: its `CasePathable` enums, the import lines
/// the generated file repeats so the payload types resolve the same way, and what breaks the rules.
public struct ScannedFile: Equatable, Sendable {
  public var enums: [CasePathableEnum] = []
  /// Top-level `import` lines and the `#if` lines around them, verbatim.
  public var importLines: [String] = []
  public var diagnostics: [SourceDiagnostic] = []
}
