/// What a tool's exit status means, the same for every command: CI reads 1 as "the check found
/// something" and 2 as "the check could not run", and must never confuse the two. A command may
/// add statuses above 2 for what only it can report (`rebuild-times`' 3 refused and 4 build failed);
/// its help lists them.
public enum ExitStatus: Int32, Sendable {
  /// Done, and nothing was found.
  case success = 0
  /// The command ran and the answer is no: a violation, a budget exceeded, a mutant that
  /// lived, drift from what is checked in; for a command that writes (`new-feature`), the
  /// writing failed and everything was put back.
  case findings = 1
  /// The command could not do its work: bad usage, a file that cannot be read or parsed, a
  /// helper command that failed or ran past its deadline. Nothing was checked.
  case cannotRun = 2
}
