import Foundation
import ToolSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `TMPDIR` of the units one worker runs, one after another. Tests that forget to remove what
/// they create in the temporary folder fill a user's `/tmp` run after run; run in a folder of their
/// own, what a unit leaves is seen, named, and emptied out when the unit ends, whatever its
/// outcome, so a run leaves nothing behind even before every test is fixed.
///
/// One folder per worker, not per unit, and the same name run after run: SwiftPM keys its cache of
/// evaluated manifests on the whole environment, `TMPDIR` included, so every new value makes the
/// next `swift` command compile every manifest of the repository again (about 4 CPU-seconds and
/// 3 s for this repository's fourteen). Units of one worker never overlap, so each still finds
/// the folder empty.
struct UnitTemporaryFolder {
  let path: String
  /// Holds the name `shard-<worker>-<key>` for the run (nil for a random name).
  private let claim: FolderClaim?

  /// The worker's folder for the checkout `key` names (`checkoutKey(_:)`): `shard-1-<key>` for the
  /// first worker, the same path run after run. When another run of the same checkout holds the
  /// name, or something not ours has it, the worker takes a random name instead, as
  /// `init(worker:in:)` does.
  init(worker: Int, in parent: String, key: String) throws(ShardFailure) {
    let named = "\(parent)/shard-\(worker)-\(key)"
    if let claim = FolderClaim(named) {
      self.init(path: named, claim: claim)
      empty()  // what a stopped run left
    } else {
      try self.init(worker: worker, in: parent)
    }
  }

  /// A stable name for a checkout and a user: the same repository folder run by the same user,
  /// and nothing else, gets the same key (16 hex digits).
  static func checkoutKey(_ directory: String) -> String {
    ContentHash.fnv1a([Array(String(getuid()).utf8), Array(directory.utf8)])
  }

  /// A new, empty folder (`shard-1.a1B2c3` for the first worker) in `parent`: the random end keeps
  /// two runs (two checkouts, two users) apart.
  init(worker: Int, in parent: String) throws(ShardFailure) {
    var template = Array("\(parent)/shard-\(worker).XXXXXX".utf8CString)
    // mkdtemp fills in the X's where they stand; the path is read back from the same buffer.
    let made = template.withUnsafeMutableBufferPointer { buffer in
      mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
    }
    guard let made else {
      throw .badInput(
        "cannot create a temporary folder in \(parent): \(String(cString: strerror(errno)))")
    }
    self.init(path: made, claim: nil)
  }

  private init(path: String, claim: FolderClaim?) {
    self.path = path
    self.claim = claim
  }

  /// What the unit's commands left in the folder, sorted, without what the toolchain leaves in
  /// every build, which no test can help: SwiftPM's lock file for each build folder outside this
  /// one (it keeps them in `TMPDIR` and never removes them), the compiler's
  /// `swift-generated-sources` (macro expansions), and the `TemporaryDirectory.*` folder holding
  /// only `.keep-directory` that the Swift driver makes and keeps on every run (SwiftPM runs it
  /// at least once per command). A lock file naming a folder inside this one is a test's: it
  /// built a package it made in the temporary folder, and the lock would stay in a user's. SwiftPM
  /// names it after the real path, which under a linked temporary root (macOS's `/var` is
  /// `/private/var`) is not the path the unit was given.
  func leftovers() -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    let insides = Set(
      [path, AbsolutePath.real(path)].map { $0.replacingOccurrences(of: "/", with: "_") + "_" })
    return entries.filter { name in
      if name.hasPrefix("_") && name.hasSuffix(".lock") { return insides.contains { name.hasPrefix($0) } }
      if name == "swift-generated-sources" { return false }
      if name.hasPrefix("TemporaryDirectory.") {
        let held = (try? FileManager.default.contentsOfDirectory(atPath: "\(path)/\(name)")) ?? []
        return !held.allSatisfy { $0 == ".keep-directory" }
      }
      return true
    }.sorted()
  }

  /// Moves everything in the folder into `destination`, replacing what is there: a failed unit's
  /// leftovers are what its failure messages point at. Returns whether all of it moved.
  func keep(in destination: String) -> Bool {
    let files = FileManager.default
    try? files.removeItem(atPath: destination)
    guard (try? files.createDirectory(atPath: destination, withIntermediateDirectories: true)) != nil else {
      return false
    }
    let entries = (try? files.contentsOfDirectory(atPath: path)) ?? []
    return entries.allSatisfy { entry in
      (try? files.moveItem(atPath: "\(path)/\(entry)", toPath: "\(destination)/\(entry)")) != nil
    }
  }

  /// Removes everything in the folder, for the worker's next unit.
  func empty() {
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
      try? FileManager.default.removeItem(atPath: "\(path)/\(entry)")
    }
  }

  /// Removes the folder and all in it, then lets its name go.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
    claim?.release()
  }

  /// The sentence naming what a unit left: the count and at most five names, enough to find the
  /// test that made them.
  static func describe(_ leftovers: [String]) -> String {
    let shown = leftovers.prefix(5).joined(separator: ", ")
    let more = leftovers.count > 5 ? ", …" : ""
    return
      "left \(leftovers.count) \(leftovers.count == 1 ? "entry" : "entries") in its TMPDIR: \(shown)\(more)"
  }
}
