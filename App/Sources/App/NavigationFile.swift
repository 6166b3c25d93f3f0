import Foundation

/// An app's navigation on disk: read at launch, written at quit.
///
/// Never a crash and never half a screen: a file that cannot be read is moved aside (its name
/// printed, so nothing is lost) and the app starts on its first screen; a file that reads but
/// disagrees with itself is repaired by the store's launch, which reports what it popped.
enum NavigationFile {
  /// What launch found, and the banner line that says so.
  struct Restored<State> {
    let state: State?
    let message: String
  }

  static func restore<State>(
    from path: String, fresh: Bool, decode: (Data) throws -> State
  ) -> Restored<State> {
    if fresh {
      return Restored(
        state: nil,
        message: "Navigation: starting fresh (--fresh); it is saved to \(path) on quit.")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return Restored(
        state: nil,
        message: "Navigation: saved to \(path) on quit, restored from it at the next launch.")
    }
    do {
      let state = try decode(data)
      return Restored(
        state: state, message: "Navigation: restored from \(path) (--fresh starts over).")
    } catch {
      let aside = path + ".unreadable"
      try? FileManager.default.removeItem(atPath: aside)
      let moved = (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil
      return Restored(
        state: nil,
        message: """
          Navigation: \(path) could not be read (\(reason(error))); \
          \(moved ? "moved it to \(aside)" : "left it in place") and started fresh.
          """)
    }
  }

  /// Writes `encode()`'s data atomically; the problem, if there was one.
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
