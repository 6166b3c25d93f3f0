import BlockingTestSupport
import CheckImports
import Foundation
import Testing
import ToolSupport

@testable import Shard

/// `--temporary-root`: where the workers' temporary folders go. `memory` takes a memory-backed
/// folder only when it has room and says otherwise why it kept `TMPDIR`; a folder of the user's
/// must exist and take new folders.
@Suite(.serialized, .blocksItsThread) struct TemporaryRootTests {
  static let roomy = TemporaryRoot.Volume(memoryBacked: true, freeBytes: 20 << 30, writable: true)

  @Test func memoryTakesTheFirstMemoryBackedFolderWithRoom() throws {
    let volumes: [String: TemporaryRoot.Volume] = [
      "/small": .init(memoryBacked: true, freeBytes: 64 << 20, writable: true), "/dev/shm": Self.roomy,
    ]
    let choice = try TemporaryRoot.memory.choose(
      system: "/tmp", candidates: ["/small", "/dev/shm"], volume: { volumes[$0] })
    #expect(choice.path == "/dev/shm")
    #expect(choice.note == "units' temporary folders in /dev/shm (memory-backed, 20.0 GiB free)")
  }

  @Test(arguments: [
    (nil, "/dev/shm does not exist"),
    (
      TemporaryRoot.Volume(memoryBacked: false, freeBytes: 20 << 30, writable: true),
      "/dev/shm is not memory-backed"
    ),
    (
      TemporaryRoot.Volume(memoryBacked: true, freeBytes: 20 << 30, writable: false),
      "/dev/shm is not writable"
    ),
    (
      TemporaryRoot.Volume(memoryBacked: true, freeBytes: 64 << 20, writable: true),
      "/dev/shm has 64.0 MiB free, under the 2.0 GiB it needs"
    ),
  ])
  func memoryKeepsTheSystemFolderSayingWhy(volume: TemporaryRoot.Volume?, why: String) throws {
    let choice = try TemporaryRoot.memory.choose(
      system: "/tmp", candidates: ["/dev/shm"], volume: { _ in volume })
    #expect(choice.path == "/tmp")
    #expect(choice.note == "note: units' temporary folders in /tmp, not in memory: \(why)")
  }

  @Test func exactlyTheRoomNeededIsEnough() throws {
    let exact = TemporaryRoot.Volume(memoryBacked: true, freeBytes: TemporaryRoot.minimumFree, writable: true)
    let choice = try TemporaryRoot.memory.choose(
      system: "/tmp", candidates: ["/dev/shm"], volume: { _ in exact })
    #expect(choice.path == "/dev/shm")
    #expect(TemporaryRoot.size(1 << 30) == "1.0 GiB")
    #expect(TemporaryRoot.size((1 << 30) - (1 << 20)) == "1023.0 MiB")
    #expect(TemporaryRoot.size(64 << 20) == "64.0 MiB")
  }

  @Test func aSystemWithoutCandidatesKeepsTheSystemFolder() throws {
    let choice = try TemporaryRoot.memory.choose(
      system: "/var/tmp", candidates: [], volume: { _ in Self.roomy })
    #expect(choice.path == "/var/tmp")
    #expect(choice.note?.hasSuffix("not in memory: this system has no memory-backed folder") == true)
    #expect(
      try TemporaryRoot.system.choose(system: "/var/tmp", volume: { _ in Self.roomy })
        == .init(path: "/var/tmp"))
  }

  @Test func aFolderOfTheUsersMustExistBeAFolderAndTakeNewFolders() throws {
    let folder = ShardCommandTests.Folder()
    folder.write("file", "")
    #expect(throws: ShardFailure.badInput("--temporary-root \(folder.path)/gone: no such folder")) {
      try TemporaryRoot("\(folder.path)/gone").choose(system: "/tmp")
    }
    #expect(throws: ShardFailure.badInput("--temporary-root \(folder.path)/file: not a folder")) {
      try TemporaryRoot("\(folder.path)/file").choose(system: "/tmp")
    }
    let readOnly = TemporaryRoot.Volume(memoryBacked: false, freeBytes: 1 << 30, writable: false)
    #expect(throws: ShardFailure.badInput("--temporary-root \(folder.path): cannot create folders in it")) {
      try TemporaryRoot(folder.path).choose(system: "/tmp", volume: { _ in readOnly })
    }
    let chosen = try TemporaryRoot(folder.path).choose(system: "/tmp")
    #expect(
      chosen
        == .init(path: folder.path, note: "units' temporary folders in \(folder.path) (--temporary-root)"))
  }

  @Test func aRelativeFolderIsTheWorkingDirectorysAndTheWordsAreNotFolders() {
    #expect(TemporaryRoot("system") == .system)
    #expect(TemporaryRoot("memory") == .memory)
    #expect(TemporaryRoot("scratch") == .folder(FileManager.default.currentDirectoryPath + "/scratch"))
  }

  @Test func theMountDeepestAboveAPathGivesItsType() {
    let mounts = """
      /dev/vda / ext4 rw,relatime 0 0
      tmpfs /dev/shm tmpfs rw,size=24683584k 0 0
      /dev/vdb /data xfs rw 0 0
      tmpfs /data/ram\\040disk tmpfs rw 0 0
      /dev/vdc /data xfs rw 0 0
      overlay /data/ram\\040disk ext4 rw 0 0
      ramfs /three ramfs
      broken /
      """
    #expect(TemporaryRoot.fileSystemType(of: "/dev/shm", mounts: mounts) == "tmpfs")
    #expect(TemporaryRoot.fileSystemType(of: "/dev/shm/shard-1.a1B2c3", mounts: mounts) == "tmpfs")
    #expect(TemporaryRoot.fileSystemType(of: "/dev/shmem", mounts: mounts) == "ext4")
    #expect(TemporaryRoot.fileSystemType(of: "/data/x", mounts: mounts) == "xfs")
    // The later mount on the same point hides the earlier one.
    #expect(TemporaryRoot.fileSystemType(of: "/data/ram disk/y", mounts: mounts) == "ext4")
    #expect(TemporaryRoot.fileSystemType(of: "/three/x", mounts: mounts) == "ramfs")
    #expect(TemporaryRoot.fileSystemType(of: "/tmp", mounts: "") == nil)
  }

  @Test func theVolumeOfAFolderIsReadAndAMissingOneIsNil() {
    let folder = ShardCommandTests.Folder()
    let found = TemporaryRoot.volume(at: folder.path)
    #expect(found?.writable == true)
    #expect((found?.freeBytes ?? 0) > 0)
    #expect(TemporaryRoot.volume(at: "\(folder.path)/gone") == nil)
    #expect(found?.memoryBacked == TemporaryRoot.isMemoryBacked(folder.path))
  }

  /// The types that hold their files in memory, read from the mount table: on Linux, whose
  /// `/dev/shm` is tmpfs, the volume says so.
  @Test func tmpfsAndRamfsAreMemoryBacked() throws {
    #expect(TemporaryRoot.memoryBackedTypes == ["ramfs", "tmpfs"])
    let mounts = (try? String(contentsOfFile: "/proc/mounts", encoding: .utf8)) ?? ""
    if TemporaryRoot.fileSystemType(of: "/dev/shm", mounts: mounts) == "tmpfs" {
      #expect(TemporaryRoot.volume(at: "/dev/shm")?.memoryBacked == true)
    }
  }

  @Test func theOptionGoesWithRunAndIsListed() throws {
    let base = ["--total", "1", "--index", "0"]
    #expect(try ShardOptions.parse(base + ["--run"]).temporaryRoot == .system)
    #expect(try ShardOptions.parse(base + ["--run", "--temporary-root", "memory"]).temporaryRoot == .memory)
    #expect(throws: ShardFailure.usage("--temporary-root goes with --run")) {
      try ShardOptions.parse(base + ["--temporary-root", "memory"])
    }
    #expect(throws: ShardFailure.usage("--temporary-root needs a value (WHERE)")) {
      try ShardOptions.parse(base + ["--run", "--temporary-root"])
    }
    #expect(ShardOptions.usage.contains("--temporary-root WHERE"))
  }

  /// `tools shard --run` as make runs it: the unit's `TMPDIR` is a worker's folder inside the
  /// chosen one, the run says where, and the folder is left as it was found.
  @Test func theUnitsTemporaryFolderIsMadeInTheChosenOne() throws {
    let folder = ShardCommandTests.Folder.oneUnit("where", swift: "printf '%s' \"$TMPDIR\" > \"$0.tmpdir\"")
    try FileManager.default.createDirectory(atPath: "\(folder.path)/roots", withIntermediateDirectories: true)
    let result = ShardCommandTests.run(
      [
        "--plan", "@/plan.json", "--total", "1", "--index", "0", "--run", "--record", "@/t.json", "--log-dir",
        "@/logs", "--temporary-root", "@/roots",
      ], in: folder, swift: "\(folder.path)/swift")
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.err.contains("shard: units' temporary folders in \(folder.path)/roots (--temporary-root)\n"))
    let tmpdir = folder.read("swift.tmpdir")
    #expect(tmpdir?.hasPrefix("\(folder.path)/roots/shard-1-") == true, "\(tmpdir ?? "")")
    #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/roots") == [])
    // The next run of the same checkout has the same TMPDIR: SwiftPM's manifest cache holds.
    let again = ShardCommandTests.run(
      [
        "--plan", "@/plan.json", "--total", "1", "--index", "0", "--run", "--record", "@/t.json", "--log-dir",
        "@/logs", "--temporary-root", "@/roots",
      ], in: folder, swift: "\(folder.path)/swift")
    #expect(again.status == 0)
    #expect(folder.read("swift.tmpdir") == tmpdir)
    let missing = ShardCommandTests.run(
      ["--plan", "@/plan.json", "--total", "1", "--index", "0", "--run", "--temporary-root", "@/none"],
      in: folder, swift: "\(folder.path)/swift")
    #expect(missing.status == 2)
    #expect(missing.err.hasSuffix("shard: error: --temporary-root \(folder.path)/none: no such folder\n"))
  }
}
