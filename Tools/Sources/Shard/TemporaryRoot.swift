import Foundation
import ToolSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `tools shard --run` makes its workers' temporary folders (`--temporary-root`).
///
/// Tests make and delete many small files: fixture packages, their builds, git repositories. On a
/// disk that churn costs the kernel much CPU: on the 2-core machine (ext4 without a journal, where
/// `perf` showed each new file's inode search stepping over those deleted moments before) the
/// Tools' tests took 98 CPU-seconds with their `TMPDIR` on the disk and 72 in memory (tmpfs), and
/// the tests of a built checkout's `make test` 76–81 s against 65–66 s. `memory` puts the folders
/// on a memory-backed file system when one has room, and says which it chose and why.
enum TemporaryRoot: Equatable, Sendable {
  /// `TMPDIR`, as every other program uses it (the default).
  case system
  /// The first memory-backed candidate with `minimumFree` bytes free, else `TMPDIR`.
  case memory
  /// A folder the user named; it must exist and be writable.
  case folder(String)

  /// What the choice needs to know of a folder's file system.
  struct Volume: Equatable, Sendable {
    var memoryBacked: Bool
    var freeBytes: UInt64
    var writable: Bool
  }

  /// The chosen folder, and the sentence saying why (nil when it is simply `TMPDIR`).
  struct Choice: Equatable, Sendable {
    var path: String
    var note: String?
  }

  /// Linux's shared-memory mount; other systems have no such folder and keep `TMPDIR`.
  static let memoryCandidates = ["/dev/shm"]

  /// The Tools' tests peak at about 130 MB there; a repository's fixtures may need far more, and a
  /// container's default shared memory (64 MB) must be refused, not filled.
  static let minimumFree: UInt64 = 2 << 30

  init(_ text: String) {
    switch text {
    case "system": self = .system
    case "memory": self = .memory
    default: self = .folder(AbsolutePath.resolve(text))
    }
  }

  /// `system` is `TMPDIR`; `volume` reads a folder's file system (nil: no such folder).
  func choose(
    system: String, candidates: [String] = memoryCandidates,
    volume: (String) -> Volume? = TemporaryRoot.volume(at:)
  ) throws(ShardFailure) -> Choice {
    switch self {
    case .system:
      return Choice(path: system, note: nil)
    case .folder(let path):
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw .badInput("--temporary-root \(path): no such folder")
      }
      guard isFolder.boolValue else { throw .badInput("--temporary-root \(path): not a folder") }
      guard volume(path)?.writable == true else {
        throw .badInput("--temporary-root \(path): cannot create folders in it")
      }
      return Choice(path: path, note: "units' temporary folders in \(path) (--temporary-root)")
    case .memory:
      var refusals: [String] = []
      for candidate in candidates {
        guard let found = volume(candidate) else {
          refusals.append("\(candidate) does not exist")
          continue
        }
        if !found.memoryBacked {
          refusals.append("\(candidate) is not memory-backed")
        } else if !found.writable {
          refusals.append("\(candidate) is not writable")
        } else if found.freeBytes < Self.minimumFree {
          refusals.append(
            "\(candidate) has \(Self.size(found.freeBytes)) free, under the \(Self.size(Self.minimumFree)) it needs"
          )
        } else {
          return Choice(
            path: candidate,
            note:
              "units' temporary folders in \(candidate) (memory-backed, \(Self.size(found.freeBytes)) free)")
        }
      }
      let why =
        refusals.isEmpty ? "this system has no memory-backed folder" : refusals.joined(separator: "; ")
      return Choice(path: system, note: "note: units' temporary folders in \(system), not in memory: \(why)")
    }
  }

  /// The file system holding `path`: its type from the system's mount table (tmpfs and ramfs are
  /// memory-backed; a system without `/proc/mounts` has none), its room by `statvfs`, and whether
  /// this process may create folders in it.
  static func volume(at path: String) -> Volume? {
    var facts = statvfs()
    guard statvfs(path, &facts) == 0 else { return nil }
    return Volume(
      memoryBacked: isMemoryBacked(path), freeBytes: UInt64(facts.f_bavail) * UInt64(facts.f_frsize),
      writable: access(path, W_OK | X_OK) == 0)
  }

  /// The file system types that keep their files in memory.
  static let memoryBackedTypes: Set = ["ramfs", "tmpfs"]

  /// Whether the mount table says `path` is on a memory-backed file system.
  static func isMemoryBacked(_ path: String) -> Bool {
    let mounts = (try? String(contentsOfFile: "/proc/mounts", encoding: .utf8)) ?? ""
    let type = fileSystemType(of: (path as NSString).resolvingSymlinksInPath, mounts: mounts)
    return type.map(memoryBackedTypes.contains) ?? false
  }

  /// The type of the file system mounted deepest above `path`, from a mount table in the
  /// `/proc/mounts` form (`device mount-point type options …`, spaces in paths written `\040`);
  /// the last mount of a point wins, as the kernel stacks them.
  static func fileSystemType(of path: String, mounts: String) -> String? {
    var best: (point: String, type: String)?
    for line in mounts.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count >= 3 else { continue }
      let point = fields[1].replacingOccurrences(of: "\\040", with: " ")
      let holds = point == "/" || path == point || path.hasPrefix(point + "/")
      if holds && point.count >= (best?.point.count ?? 0) { best = (point, String(fields[2])) }
    }
    return best?.type
  }

  /// Bytes in GiB or MiB, one decimal: `23.5 GiB`, `64.0 MiB`.
  static func size(_ bytes: UInt64) -> String {
    let mebibytes = Double(bytes) / Double(1 << 20)
    return mebibytes >= 1024
      ? String(format: "%.1f GiB", mebibytes / 1024) : String(format: "%.1f MiB", mebibytes)
  }
}
