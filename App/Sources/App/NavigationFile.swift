import AppFeature
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

  /// Reads `path`. `asideNames` bounds the numbered names tried for an unreadable file
  /// (`KeptFile.asideNames` unless a test reaches the end).
  static func restore<State>(
    from path: String, fresh: Bool, asideNames: Int = KeptFile.asideNames,
    decode: (Data) throws -> State
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
      do {
        let aside = try KeptFile.moveAside(path, suffix: asideSuffix, names: asideNames)
        let kept = aside.earlier.map { " (\($0) holds an earlier unreadable one, kept too)" } ?? ""
        return restored(nil, "\(problem); moved it to \(aside.path)\(kept) and started fresh.")
      } catch {
        let kept = "could not move it aside (\(reason(error))), so it stays in place and is not saved over"
        return restored(nil, "\(problem); \(kept); started fresh.", keeping: true)
      }
    }
  }

  /// Writes `encode()`'s data whole or not at all, creating the folder on a first launch
  /// (`KeptFile.write`); the problem, if there was one.
  static func save(to path: String, _ encode: () throws -> Data) -> String? {
    do {
      try KeptFile.write(try encode(), to: path)
      return nil
    } catch {
      return "the navigation could not be saved to \(path): \(reason(error))"
    }
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
