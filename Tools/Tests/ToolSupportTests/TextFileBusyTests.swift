import BlockingTestSupport
import Foundation
import Testing

@testable import ToolSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A script written just before it runs can be refused (ETXTBSY) while a child forked by another
/// thread still holds it open for writing: the launch waits that moment out, and only that.
@Suite(.blocksItsThread) struct TextFileBusyTests {
  /// A script, and a descriptor open for writing on it, as a child forked mid-write would hold.
  private func busyScript() throws -> (path: String, descriptor: Int32, folder: String) {
    let folder = FileManager.default.temporaryDirectory.path + "/text-file-busy-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/script"
    try Data("#!/bin/sh\nexit 7\n".utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o755)
    let descriptor = open(path, O_WRONLY)
    #expect(descriptor >= 0, "could not open \(path) for writing")
    return (path, descriptor, folder)
  }

  @Test func aLaunchRefusedWhileTheScriptIsOpenForWritingRunsOnceItIsClosed() throws {
    let (path, descriptor, folder) = try busyScript()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { close(descriptor) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    try ChildSignals.run(process, busyFor: 30)
    process.waitUntilExit()
    #expect(process.terminationStatus == 7)
  }

  @Test func aScriptBusyPastTheBoundIsTheLaunchError() throws {
    let (path, descriptor, folder) = try busyScript()
    defer {
      close(descriptor)
      try? FileManager.default.removeItem(atPath: folder)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    let start = Date()
    #expect(throws: (any Error).self) { try ChildSignals.run(process, busyFor: 0.1) }
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test func otherLaunchErrorsAreNotRetried() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)")
    let start = Date()
    #expect(throws: (any Error).self) { try ChildSignals.run(process, busyFor: 30) }
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(!ChildSignals.isTextFileBusy(CocoaError(.fileNoSuchFile)))
  }
}
