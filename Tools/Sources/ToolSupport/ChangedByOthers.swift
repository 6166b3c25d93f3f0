/// A file the tool edited was saved by someone else during the run (an editor, a teammate in the
/// same working tree). The tool then leaves it alone: overwriting it with the original would lose
/// their work, which is worse than leaving our temporary edit for them to see.
public struct ChangedByOthers: Error, Sendable, Equatable, CustomStringConvertible {
  public var path: String
  /// The tool whose edit it was; its name marks every edit it makes.
  public var tool: String

  public init(path: String, tool: String = "rebuild-times") {
    self.path = path
    self.tool = tool
  }

  public var description: String {
    "\(path) was changed by someone else during the run; left as they saved it (look for a "
      + "'\(tool)' line in it: the temporary edit may be inside their version)"
  }
}
