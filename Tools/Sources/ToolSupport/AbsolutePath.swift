import Foundation

/// A path as the tools key and compare it: made absolute against the current folder and
/// normalized (`.`, `..` and doubled slashes gone), because the manifest cache is keyed by the
/// repository's path and SwiftPM reports absolute paths that must compare equal to it.
public enum AbsolutePath {
  /// `path` made absolute against the current folder, then normalized.
  public static func resolve(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }
}
