/// What one measured build took and did, from SwiftPM's log and from the build folder.
public struct Observation: Sendable, Equatable, Codable {
  public var seconds: Double
  /// Modules with `Compiling` lines in SwiftPM's output.
  public var compiledModules: [String]
  /// Modules whose object files were rewritten (the cross-check of `compiledModules`).
  public var rewrittenObjects: [String]
  /// Modules whose `.swiftmodule` content changed: their interface, as dependents see it.
  public var changedInterfaces: [String]
  /// Whether an executable relinked, by the log or by its mtime.
  public var relinked: Bool
  /// The driver's reasons for queuing files, with `--explain`.
  public var driverRemarks: [String]?
}
