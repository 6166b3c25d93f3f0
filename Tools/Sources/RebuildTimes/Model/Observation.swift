/// What one measured build took and did, from SwiftPM's log and from the build folder.
public struct Observation: Sendable, Equatable, Codable {
  public var seconds: Double
  /// Modules with `Compiling` lines in SwiftPM's output.
  public var compiledModules: [String]
  /// Modules whose object code changed. A subset of `compiledModules`: a recompiled module whose
  /// code came out identical keeps its object files untouched.
  public var rewrittenObjects: [String]
  /// Modules whose `.swiftmodule` content changed: their interface, as dependents see it.
  public var changedInterfaces: [String]
  /// Whether an executable relinked, by the log or by its mtime.
  public var relinked: Bool
  /// Set when the log and the executable's mtime disagree about relinking.
  public var relinkDisagreement: String?
  /// The driver's reasons for queuing files, with `--explain`.
  public var driverRemarks: [String]?
}
