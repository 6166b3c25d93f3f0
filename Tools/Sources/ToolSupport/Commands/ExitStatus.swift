/// What a tool's exit status means, the same for every command: CI reads 1 as "the check found
/// something" and 2 as "the check could not run", and must never confuse the two.
public enum ExitStatus: Int32, Sendable {
  /// Done, and nothing was found.
  case success = 0
  /// The command ran and found what it exists to find: a violation, a budget exceeded, a
  /// mutant that lived, a test that hung.
  case findings = 1
  /// The command could not do its work: bad usage, a file that cannot be read or parsed, a
  /// helper command that failed or ran past its deadline. Nothing was checked.
  case cannotRun = 2
}
