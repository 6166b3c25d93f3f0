import Foundation

/// Where the tools keep what they can always recompute (SwiftPM's manifest dumps, benchmark trees).
/// A cache must never show up in the `git status` of the repository it serves: the folder it lives
/// in carries its own `.gitignore` holding `*` (the convention of pytest and ruff), so no one has to
/// edit their ignore file to adopt the tools.
public enum ToolCache {
  /// Set by the command plugin to its work directory, so a read-only run writes nothing in the
  /// package; a person may set it too, to keep caches elsewhere.
  public static let variable = "TOOLS_CACHE_DIR"
  /// The folder under a repository root that holds every tool's cache by default.
  public static let folderName = ".tools-cache"
  static let ignoreText = "# Written by the tools: everything here is a cache, never committed.\n*\n"

  /// `$TOOLS_CACHE_DIR/<name>` when the variable is set, else `<root>/.tools-cache/<name>`.
  public static func directory(
    _ name: String, root: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let base = environment[variable], !base.isEmpty { return "\(base)/\(name)" }
    return "\(root)/\(folderName)/\(name)"
  }

  /// Creates `directory` and the `.gitignore` that hides it: in the enclosing `.tools-cache` folder
  /// when there is one, else in `directory` itself (a folder given with `--cache-dir`). An existing
  /// `.gitignore` is left alone.
  public static func create(_ directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let ignore = "\(ignoredFolder(for: directory))/.gitignore"
    if !FileManager.default.fileExists(atPath: ignore) {
      try Data(ignoreText.utf8).write(to: URL(fileURLWithPath: ignore))
    }
  }

  /// The outermost `.tools-cache` folder on the path, or the path itself.
  static func ignoredFolder(for directory: String) -> String {
    let components = directory.split(separator: "/", omittingEmptySubsequences: false)
    guard let index = components.firstIndex(of: Substring(folderName)) else { return directory }
    return components[...index].joined(separator: "/")
  }
}
