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
  /// How many names a corrupt copy may take (`….corrupt-<time>`, then `-2` up to this): far more
  /// than a person makes; tests lower it to reach the end.
  var asideNames = 10_000

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

  /// Writes to a temporary file and renames it over the old one: a crash mid-write leaves
  /// the previous version, never half a document.
  func write(_ value: Value) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(value)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  /// `library.json` → `library.json.corrupt-2024-05-01T101500Z`, numbered if taken.
  private func moveAside(now: Date) throws -> URL {
    let stamp = ISO8601DateFormatter().string(from: now).replacingOccurrences(of: ":", with: "")
    let base = url.lastPathComponent + ".corrupt-" + stamp
    let directory = url.deletingLastPathComponent()
    // Bounded: a loop that only the disk can end would spin forever if it never did (`make
    // mutants` planted that); past the last number the move fails and says the name is taken.
    var target = directory.appendingPathComponent(base)
    for attempt in 2...max(2, asideNames) where FileManager.default.fileExists(atPath: target.path) {
      target = directory.appendingPathComponent("\(base)-\(attempt)")
    }
    try FileManager.default.moveItem(at: url, to: target)
    return target
  }
}
