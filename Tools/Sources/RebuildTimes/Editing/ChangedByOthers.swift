/// A file the tool edited was saved by someone else during the run (an editor, a teammate in the
/// same working tree). The tool then leaves it alone: overwriting it with the original would lose
/// their work, which is worse than leaving our temporary edit for them to see.
struct ChangedByOthers: Error, Sendable, Equatable, CustomStringConvertible {
  var path: String

  var description: String {
    "\(path) was changed by someone else during the run; left as they saved it (look for a "
      + "'rebuild-times' line in it: the temporary edit may be inside their version)"
  }
}
