import Foundation

/// One JSON document on disk: read at launch, written atomically, and never overwritten
/// when it cannot be read.
///
/// A file that exists but does not decode is moved aside to `<name>.corrupt-<timestamp>`
/// before anything else happens, so the user's data is kept for recovery and the next write
/// starts a fresh file instead of destroying it.
struct JSONFile<Value: Codable & Sendable>: Sendable {
  enum Loaded: Sendable {
    case missing
    case value(Value)
    /// The file did not decode; it now lives at `movedTo`.
    case corrupt(movedTo: URL, reason: String)
  }

  let url: URL
  /// How many names a corrupt copy may take (`….corrupt-<time>`, then `-2` up to this); tests
  /// lower it to reach the end.
  var asideNames = KeptFile.asideNames

  /// Reads the file; a corrupt one is moved aside (which can throw, and then nothing moved).
  func load(now: Date) throws -> Loaded {
    guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
    let data = try Data(contentsOf: url)
    do {
      return .value(try JSONDecoder().decode(Value.self, from: data))
    } catch {
      let aside = try moveAside(now: now)
      return .corrupt(movedTo: aside, reason: "\(error)")
    }
  }

  /// Written whole or not at all (`KeptFile.write`): a crash mid-write leaves the previous
  /// version, never half a document.
  func write(_ value: Value) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try KeptFile.write(try encoder.encode(value), to: url.path)
  }

  /// `library.json` → `library.json.corrupt-2024-05-01T101500Z`, numbered if taken; past the
  /// last name the move fails saying the names are taken.
  private func moveAside(now: Date) throws -> URL {
    let stamp = ISO8601DateFormatter().string(from: now).replacingOccurrences(of: ":", with: "")
    let aside = try KeptFile.moveAside(url.path, suffix: ".corrupt-" + stamp, names: asideNames)
    return URL(fileURLWithPath: aside.path)
  }
}
