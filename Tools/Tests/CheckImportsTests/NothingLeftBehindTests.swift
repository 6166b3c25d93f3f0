import BlockingTestSupport
import CheckImports
import Foundation
import Testing
import ToolSupport

/// Issue 24, section 4: adopting the checker leaves nothing in `git status` but the files `init` is
/// meant to write, and every SwiftPM call it makes is bounded and locks nothing its caller holds.
@Suite(.blocksItsThread) struct NothingLeftBehindTests {
  func git(_ arguments: [String], in directory: String) throws -> String {
    let result = try BoundedProcess.run(
      command: ["git", "-C", directory, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments, timeout: 60)
    #expect(result.status == 0, "git \(arguments): \(result.stderr)")
    return result.stdout
  }

  @Test func initWritesOnlyTheRulesAndTheBaselineAndTheCheckNothing() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    try FileManager.default.removeItem(atPath: "\(repo.root)/boundaries.rules")
    // Debt, so that init writes a baseline too.
    repo.write("import Core\nimport Shim\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    _ = try git(["init", "-q"], in: repo.root)
    _ = try git(["add", "-A"], in: repo.root)
    _ = try git(["commit", "-qm", "fixture"], in: repo.root)
    #expect(repo.run(["init"]).exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: "\(repo.root)/.tools-cache/check-imports"))
    let status = try git(["status", "--porcelain", "--untracked-files=all"], in: repo.root)
    #expect(status == "?? boundaries.baseline\n?? boundaries.rules\n")
    _ = try git(["add", "-A"], in: repo.root)
    _ = try git(["commit", "-qm", "rules"], in: repo.root)
    #expect(repo.run().exitCode == 0)
    #expect(repo.run(["--format", "sarif"]).exitCode == 0)
    #expect(try git(["status", "--porcelain", "--untracked-files=all", "--ignored=no"], in: repo.root) == "")
  }

  @Test func aCacheFolderGivenOnTheCommandLineIgnoresItselfToo() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    _ = try git(["init", "-q"], in: repo.root)
    #expect(repo.run(["--cache-dir", "\(repo.root)/my-cache"]).exitCode == 0)
    let status = try git(["status", "--porcelain", "--untracked-files=all"], in: repo.root)
    #expect(!status.contains("my-cache"))
    #expect(status.contains("?? boundaries.rules"))
  }

  /// A stand-in for `swift` that records its arguments and then fails. (A dump-package that never
  /// ends is ManifestFailureTests' case.)
  func fakeSwift(_ body: String) throws -> (script: String, log: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fake-swift-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let script = "\(folder)/swift"
    try Data("#!/bin/sh\necho \"$@\" > \(folder)/arguments\n\(body)\n".utf8).write(
      to: URL(fileURLWithPath: script))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
    return (script, "\(folder)/arguments")
  }

  @Test func everyDumpPackageGetsAScratchPathOfItsOwnOutsideThePackage() throws {
    let (script, log) = try fakeSwift("exit 1")
    defer { try? FileManager.default.removeItem(atPath: (script as NSString).deletingLastPathComponent) }
    let loader = SwiftPMManifestLoader(swiftExecutable: script, timeout: 30)
    var scratchPaths: [String] = []
    for _ in 0..<2 {
      #expect(throws: CheckerFailure.self) { try loader.dumpPackage(at: "/repo") }
      let words = try String(contentsOfFile: log, encoding: .utf8).split(separator: " ").map(String.init)
      let index = try #require(words.firstIndex(of: "--scratch-path"))
      scratchPaths.append(words[index + 1].trimmingCharacters(in: .newlines))
      #expect(Array(words.prefix(4)) == ["package", "dump-package", "--package-path", "/repo"])
    }
    #expect(Set(scratchPaths).count == 2)
    #expect(scratchPaths.allSatisfy { !$0.hasPrefix("/repo") && !FileManager.default.fileExists(atPath: $0) })
  }

  /// SwiftPM leaves a lock file for the scratch path in `TMPDIR`, named after the path: it goes
  /// with the scratch path's folder, and a lock of anything else stays.
  @Test func theLockFileSwiftPMLeavesForTheScratchPathGoesWithIt() throws {
    let temporary = FileManager.default.temporaryDirectory.path
    let other = "\(temporary)/_elsewhere-\(UUID().uuidString).lock"
    defer { try? FileManager.default.removeItem(atPath: other) }
    // As SwiftPM does: the lock of the scratch path (`--scratch-path` is the sixth argument), and
    // of a file in it; and one of another folder.
    let (script, log) = try fakeSwift(
      "for name in \"$(echo \"$6\" | tr / _).lock\" \"$(echo \"$6\" | tr / _)_state.json.lock\"; do"
        + " touch \"${TMPDIR:-/tmp}/$name\"; echo \"${TMPDIR:-/tmp}/$name\" >> \"$(dirname \"$0\")/locks\"; done; touch \(other); exit 1"
    )
    let folder = (script as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: CheckerFailure.self) {
      try SwiftPMManifestLoader(swiftExecutable: script, timeout: 30).dumpPackage(at: "/repo")
    }
    #expect(
      try String(contentsOfFile: log, encoding: .utf8).contains(
        "--scratch-path \(temporary)/tools-dump-package-"))
    let locks = try String(contentsOfFile: "\(folder)/locks", encoding: .utf8).split(separator: "\n").map(
      String.init)
    #expect(locks.count == 2)
    #expect(
      locks.allSatisfy { $0.hasPrefix("\(temporary)/_") && !FileManager.default.fileExists(atPath: $0) })
    #expect(FileManager.default.fileExists(atPath: other))
  }
}
