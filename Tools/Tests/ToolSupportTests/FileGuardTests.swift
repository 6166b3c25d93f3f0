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
    // Their save is final: no journaled original is kept that a later run could put back.
    #expect(try FileManager.default.contentsOfDirectory(atPath: fileGuard.journalFolder.path).isEmpty)
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
    // Read once: an entry repaired or found fixed is gone, so no later run reads it again.
    let journal = FileGuard(packagePath: folder.path).journalFolder.path
    #expect(try FileManager.default.contentsOfDirectory(atPath: journal).isEmpty)
  }

  /// Restoring a file this guard never edited does nothing: no write, no new mtime.
  @Test func restoringAFileNeverEditedLeavesItAlone() throws {
    let fileGuard = FileGuard(packagePath: folder.path)
    let before = FileGuard.modificationDate(of: file)
    try fileGuard.restore(file)
    #expect(FileGuard.modificationDate(of: file) == before)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == original)
  }

  /// Every write lands in a later whole second than the file's mtime before it (a build on a disk
  /// that keeps whole seconds must see the edit), and the file keeps the time it was written at:
  /// an mtime long past is not pushed one second on, and two writes in a row wait for the clock
  /// rather than date the second one ahead.
  @Test func anEditLandsInALaterWholeSecondAtTheTimeItWasWritten() throws {
    let fileGuard = FileGuard(packagePath: folder.path)
    let longAgo = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down) - 5.5)
    try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: file)
    try fileGuard.write("// edit 1\n", to: file)
    let first = try #require(FileGuard.modificationDate(of: file))
    #expect(abs(first.timeIntervalSinceNow) < 2, "the time of the write, not \(first)")
    try fileGuard.write("// edit 2\n", to: file)
    let second = try #require(FileGuard.modificationDate(of: file))
    #expect(
      second.timeIntervalSince1970.rounded(.down) > first.timeIntervalSince1970.rounded(.down),
      "\(first) then \(second)")
    // By waiting, not by dating the file ahead (the last resort for a disk whose clock lags).
    #expect(second <= Date(), "\(second) is in the future")
    try fileGuard.restore(file)
  }
}
