/// The exit statuses only `tools rebuild-times` has, beside the shared `ExitStatus` (0 success; 1 a
/// budget exceeded, or a body (API) edit that changed (kept) the interface, so its figure was
/// withheld; 2 bad flags, an invalid rules file, or a build stopped past `TOOLS_BUILD_TIMEOUT`).
enum ExitCode: Int32 {
  /// A file to edit has uncommitted changes and `--allow-dirty` was not given, or someone else
  /// saved an edited file during the run (the tool stops and leaves their version).
  case refused = 3
  /// A baseline or edited build failed (files are restored).
  case buildFailed = 4
}
