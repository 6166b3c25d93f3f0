/// The options more than one command takes, declared here once so each means the same and reads
/// the same in every `--help`: the repository, the manifest cache, compiler flags, edits of files
/// with uncommitted changes.
extension Setting {
  /// `--root DIR`: the repository the command reads; `detail` says what of it, where that matters.
  public static func root(_ keyPath: WritableKeyPath<Options, String> & Sendable, detail: String? = nil)
    -> Setting
  {
    value("--root", "DIR", keyPath, help: "the repository (default: .)" + (detail.map { ": \($0)" } ?? ""))
  }

  /// `--cache-dir DIR`: where check-imports keeps the manifests it asked SwiftPM for.
  public static func manifestCache(_ keyPath: WritableKeyPath<Options, String?> & Sendable) -> Setting {
    value(
      "--cache-dir", "DIR", keyPath,
      help: "the manifest cache check-imports keeps (default: ROOT/.tools-cache/check-imports)")
  }

  /// `--no-cache`: every manifest through SwiftPM (`keyPath` is the "use the cache" switch).
  public static func noCache(_ keyPath: WritableKeyPath<Options, Bool> & Sendable, detail: String = "")
    -> Setting
  {
    flag(
      "--no-cache", keyPath, false,
      help: "load every manifest through SwiftPM (slow: ~1.5 s per package)" + detail)
  }

  /// `-Xswiftc FLAG`, repeatable: passed to the compiler in every build the command runs.
  public static func swiftcFlags(_ keyPath: WritableKeyPath<Options, [String]> & Sendable) -> Setting {
    repeated("-Xswiftc", "FLAG", keyPath, help: "pass FLAG to the compiler in every build (repeatable)")
  }

  /// `--allow-dirty`: the command may edit files git shows as changed (`when` names the option
  /// that edits, for a command that edits only with it).
  public static func allowDirty(_ keyPath: WritableKeyPath<Options, Bool> & Sendable, when: String? = nil)
    -> Setting
  {
    flag(
      "--allow-dirty", keyPath,
      help: (when.map { "with \($0): " } ?? "") + "edit files that have uncommitted changes")
  }
}
