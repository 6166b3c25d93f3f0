import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path as the tools key and compare it: made absolute against the current folder and
/// normalized (`.`, `..` and doubled slashes gone), because the manifest cache is keyed by the
/// repository's path and SwiftPM reports absolute paths that must compare equal to it.
public enum AbsolutePath {
  /// `path` made absolute against the current folder, then normalized.
  public static func resolve(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }

  /// `path` resolved, when it names a folder: what a `--root` must be.
  public static func existingDirectory(_ path: String) -> String? {
    let resolved = resolve(path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue
    else { return nil }
    return resolved
  }

  /// `path` with every link resolved, as the system names it (`realpath`): what SwiftPM names its
  /// lock files after. Foundation's `resolvingSymlinksInPath` is not that on macOS, where it gives
  /// `/private/var/…` back as `/var/…`, so a temporary folder there would not be recognised.
  /// `path` itself when it does not exist.
  public static func real(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
