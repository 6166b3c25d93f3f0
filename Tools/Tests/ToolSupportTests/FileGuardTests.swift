import Foundation
import Testing

@testable import ToolSupport

/// The file guard on its own, in a temporary folder: no build needed.
@Suite final class FileGuardTests {
  let folder: URL
  let file: String
  let original = Data("func f() {\n  print(1)\n}\n".utf8)

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-guard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    file = folder.appendingPathComponent("F.swift").path
    try original.write(to: URL(fileURLWithPath: file))
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  @Test func restoresByteIdenticalWithANewMtimeAndEmptiesTheJournal() throws {
    let fileGuard = FileGuard(packagePath: folder.path)
    let before = FileGuard.modificationDate(of: file)
    try fileGuard.write("// rebuild-times edit\n", to: file)
    #expect(FileGuard.modificationDate(of: file) != before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: fileGuard.journalFolder.path).count == 1)
    try fileGuard.restore(file)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == original)
    #expect(try FileManager.default.contentsOfDirectory(atPath: fileGuard.journalFolder.path).isEmpty)
  }

  @Test func aFileSavedBySomeoneElseMidRunKeepsTheirVersion() throws {
    let fileGuard = FileGuard(packagePath: folder.path)
    try fileGuard.write("// rebuild-times edit\n", to: file)
    let theirs = Data("// a teammate's work\n".utf8)
    try theirs.write(to: URL(fileURLWithPath: file))
    #expect(throws: ChangedByOthers(path: file)) { try fileGuard.restore(file) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == theirs)
    #expect(try fileGuard.recoverJournal().isEmpty)
  }

  @Test func theJournalRepairsOnlyFilesStillCarryingAnEdit() throws {
    let killed = FileGuard(packagePath: folder.path)
    try killed.write("// rebuild-times edit\n", to: file)
    // A new run (a new guard) finds the journal a killed run left behind.
    #expect(try FileGuard(packagePath: folder.path).recoverJournal() == [file])
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == original)

    try FileGuard(packagePath: folder.path).write("// rebuild-times edit 2\n", to: file)
    try Data("// fixed by hand\n".utf8).write(to: URL(fileURLWithPath: file))
    #expect(try FileGuard(packagePath: folder.path).recoverJournal().isEmpty)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "// fixed by hand\n")
  }
}
