import Foundation

/// An app's navigation on disk: read at launch, written at quit.
///
/// Never a crash, never half a screen, and no file lost: a file that cannot be read is moved
/// aside under a name of its own (`<file>.unreadable`, else `.unreadable-2`, `-3`, …, so an
/// earlier unreadable copy is kept as well), its name printed, and the app starts on its first
/// screen. If it cannot be moved, it is left where it is and this launch does not save over
/// it. A file that reads but disagrees with itself is repaired by the store's launch, which
/// reports what it popped. The folder need not exist yet: the first save creates it.
enum NavigationFile {
  /// What launch found, the banner line that says so, and how quit may save.
  struct Restored<State> {
    let state: State?
    let message: String
    let path: String
    /// An unreadable file is still at `path` (it could not be moved aside): quit keeps it.
    let keepsUnreadableFile: Bool

    /// Saves over `path` at quit, unless that would destroy the unreadable file kept there;
    /// the problem, if there was one.
    func save(_ encode: () throws -> Data) -> String? {
      if keepsUnreadableFile {
        return "the navigation was not saved: \(path) could not be read or moved aside at launch, "
          + "so it is kept as it was (move or delete it to save again)"
      }
      return NavigationFile.save(to: path, encode)
    }
  }

  /// The suffix an unreadable file is moved aside under; numbered when taken.
  static let asideSuffix = ".unreadable"

  /// Reads `path`. `asideNames` bounds the numbered names tried for an unreadable file (a
  /// loop only the disk could end would spin if it never did).
  static func restore<State>(
    from path: String, fresh: Bool, asideNames: Int = 1000, decode: (Data) throws -> State
  ) -> Restored<State> {
    func restored(_ state: State?, _ message: String, keeping: Bool = false) -> Restored<State> {
      Restored(state: state, message: message, path: path, keepsUnreadableFile: keeping)
    }
    if fresh {
      return restored(nil, "Navigation: starting fresh (--fresh); it is saved to \(path) on quit.")
    }
    guard FileManager.default.fileExists(atPath: path) else {
      return restored(nil, "Navigation: saved to \(path) on quit, restored from it at the next launch.")
    }
    do {
      // Read and decoded in one step: a file that exists but cannot be opened (a folder in its
      // place, no permission) is as unreadable as one that does not decode.
      let state = try decode(Data(contentsOf: URL(fileURLWithPath: path)))
      return restored(state, "Navigation: restored from \(path) (--fresh starts over).")
    } catch {
      let problem = "Navigation: \(path) could not be read (\(reason(error)))"
      switch moveAside(path, names: asideNames) {
      case let .moved(aside, earlier):
        let kept = earlier.map { " (\($0) holds an earlier unreadable one, kept too)" } ?? ""
        return restored(nil, "\(problem); moved it to \(aside)\(kept) and started fresh.")
      case let .notMoved(why):
        let kept = "could not move it aside (\(why)), so it stays in place and is not saved over"
        return restored(nil, "\(problem); \(kept); started fresh.", keeping: true)
      }
    }
  }

  /// Writes `encode()`'s data atomically, creating the folder on a first launch; the problem,
  /// if there was one.
  static func save(to path: String, _ encode: () throws -> Data) -> String? {
    do {
      let data = try encode()
      let folder = (path as NSString).deletingLastPathComponent
      if !folder.isEmpty {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      }
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      return nil
    } catch {
      return "the navigation could not be saved to \(path): \(reason(error))"
    }
  }

  enum Aside: Equatable {
    /// Moved to `aside`; `earlier` is the first name tried when it was already taken.
    case moved(to: String, earlier: String?)
    case notMoved(String)
  }

  /// Moves `path` to the first free name of `path.unreadable`, `path.unreadable-2`, … (`names`
  /// of them), never over an earlier copy.
  static func moveAside(_ path: String, names: Int) -> Aside {
    let first = path + asideSuffix
    var aside = first
    var number = 1
    while FileManager.default.fileExists(atPath: aside) {
      number += 1
      guard number <= names else {
        return .notMoved("\(first) and the next \(names - 1) numbered names are taken")
      }
      aside = "\(first)-\(number)"
    }
    do {
      try FileManager.default.moveItem(atPath: path, toPath: aside)
    } catch {
      return .notMoved(reason(error))
    }
    return .moved(to: aside, earlier: aside == first ? nil : first)
  }

  /// A decoding error in one line: what was wrong and where.
  private static func reason(_ error: Error) -> String {
    switch error {
    case let DecodingError.dataCorrupted(context):
      return describe(context)
    case let DecodingError.keyNotFound(key, context):
      return "missing “\(key.stringValue)” \(describe(context))"
    case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
      return describe(context)
    default:
      return "\(error)"
    }
  }

  private static func describe(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    let place = path.isEmpty ? "" : " at \(path.joined(separator: "."))"
    return context.debugDescription + place
  }
}
