/// The exit codes of `tools rebuild-times`, one meaning each so CI can tell them apart.
enum ExitCode: Int32 {
  case success = 0
  /// `--check` found a scenario recompiling more than its budget allows, or a body (API) edit
  /// changed (kept) the module's interface, so its figure was withheld.
  case budgetExceeded = 1
  /// Bad flags or an invalid rules file, or a build that ran past `TOOLS_BUILD_TIMEOUT` and was
  /// stopped (the files are restored).
  case usage = 2
  /// A file to edit has uncommitted changes and `--allow-dirty` was not given, or someone else
  /// saved an edited file during the run (the tool stops and leaves their version).
  case refused = 3
  /// A baseline or edited build failed (files are restored).
  case buildFailed = 4
}
