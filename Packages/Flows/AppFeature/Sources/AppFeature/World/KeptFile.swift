import Foundation

/// How the files an app keeps between launches are written and set aside, one way for all of
/// them (the library and its settings here, the App's navigation file): a write never leaves
/// half a file, and a file that cannot be read is never written over but moved to a name of its
/// own, an earlier copy under that name kept too.
public enum KeptFile {
  /// How many names a copy set aside may take (`<file><suffix>`, then `-2`, … up to this): far
  /// more than a person makes. Bounded because a loop only the disk could end would spin for
  /// ever if it never did (`make mutants` planted that); tests lower it to reach the end.
  public static let asideNames = 1000

  /// Where a file was set aside.
  public struct SetAside: Equatable, Sendable {
    /// The path it now has.
    public let path: String
    /// The first name tried, when an earlier copy held it (that copy is kept): a message can
    /// say where the older one is.
    public let earlier: String?
  }

  /// Every name a copy could take is held by an earlier one, so nothing was moved.
  public struct NamesTaken: Error, CustomStringConvertible, Sendable {
    /// The first name tried.
    public let first: String
    /// How many names were tried, the first included.
    public let names: Int

    /// Names the first and how many more were tried, for a message to a person.
    public var description: String { "\(first) and the next \(names - 1) numbered names are taken" }
  }

  /// Writes `data` to a temporary file and renames it over `path`, creating the folders first
  /// (a first launch has none): a crash mid-write leaves the previous version, never half a file.
  public static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  /// Moves `path` to the first free name of `<path><suffix>`, `<path><suffix>-2`, … (`names`
  /// of them), never over an earlier copy. Throws `NamesTaken` when every one is held, or the
  /// move's own error; either way the file stays where it was.
  public static func moveAside(_ path: String, suffix: String, names: Int = asideNames) throws -> SetAside {
    let first = path + suffix
    var aside = first
    var number = 1
    while FileManager.default.fileExists(atPath: aside) {
      number += 1
      guard number <= names else { throw NamesTaken(first: first, names: names) }
      aside = "\(first)-\(number)"
    }
    try FileManager.default.moveItem(atPath: path, toPath: aside)
    return SetAside(path: aside, earlier: aside == first ? nil : first)
  }
}
