/// What a scenario does to the sources before each measured build.
///
/// The three kinds mirror gradle-profiler's mutators: a null build is the floor every other number is
/// compared to; a body edit must not change a module's interface, so only that module should
/// recompile; an API edit changes the interface, so its dependents may recompile too.
public enum ScenarioKind: String, Sendable, Codable, CaseIterable {
  /// No edit: measures the cost of asking the build system "anything to do?".
  case null
  /// A non-ABI change: a statement inside an existing function body of the module.
  case body
  /// An ABI change: a new public declaration added to the module.
  case api
}
