import BlockingTestSupport
import Foundation
import Testing

@testable import ToolSupport

/// Which paths the tools may edit: only committed ones. A change git reports (modified, staged,
/// a rename's both sides, untracked), a file git does not track (ignored, missing) and a folder
/// with any of those inside is not; paths are read from the folder given, however they are spelt.
@Suite(.blocksItsThread) struct GitCleanlinessTests {
  /// A repository with `Pkg/Sources/{A,B,C,D}.swift` committed and `Pkg/.gitignore` ignoring
  /// `*.log`.
  func repository() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("clean-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Pkg/Sources"), withIntermediateDirectories: true)
    for name in ["A", "B", "C", "D"] {
      try "// \(name)\n".write(
        to: root.appendingPathComponent("Pkg/Sources/\(name).swift"), atomically: true, encoding: .utf8)
    }
    try "*.log\n".write(to: root.appendingPathComponent("Pkg/.gitignore"), atomically: true, encoding: .utf8)
    try git(["init", "-q"], root)
    try git(["add", "-A"], root)
    try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "fixture"], root)
    return root
  }

  func git(_ arguments: [String], _ root: URL) throws {
    let result = try BoundedProcess.run(command: ["git", "-C", root.path] + arguments, timeout: 60)
    #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
  }

  @Test func committedPathsAreCleanAndEveryOtherKindIsNot() throws {
    let root = try repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let package = root.appendingPathComponent("Pkg").path
    let all = ["Sources/A.swift", "Sources/B.swift", "Sources/C.swift", "Sources/D.swift", "Sources"]
    #expect(try GitCleanliness.uncommittedPaths(all, in: package) == [])
    #expect(try GitCleanliness.uncommittedPaths([], in: package) == [])

    try "// edited\n".write(toFile: "\(package)/Sources/A.swift", atomically: true, encoding: .utf8)
    try "// staged\n".write(toFile: "\(package)/Sources/B.swift", atomically: true, encoding: .utf8)
    try git(["add", "Pkg/Sources/B.swift"], root)
    try git(["mv", "Pkg/Sources/C.swift", "Pkg/Sources/Renamed.swift"], root)
    try "new\n".write(toFile: "\(package)/Sources/New.swift", atomically: true, encoding: .utf8)
    try "ignored\n".write(toFile: "\(package)/Sources/build.log", atomically: true, encoding: .utf8)
    let asked = [
      "Sources/A.swift", "Sources/B.swift", "Sources/C.swift", "Sources/Renamed.swift", "Sources/New.swift",
      "Sources/build.log", "Sources/Missing.swift", "Sources/D.swift", "./Sources/../Sources/D.swift",
      "Sources", ".gitignore",
    ]
    #expect(
      try GitCleanliness.uncommittedPaths(asked, in: package)
        == [
          "Sources/A.swift", "Sources/B.swift", "Sources/C.swift", "Sources/Renamed.swift",
          "Sources/New.swift",
          "Sources/build.log", "Sources/Missing.swift", "Sources",
        ])
    // From the repository's root the same files, spelt from there.
    #expect(
      try GitCleanliness.uncommittedPaths(["Pkg/Sources/A.swift", "Pkg/Sources/D.swift"], in: root.path)
        == ["Pkg/Sources/A.swift"])
    // A path that leaves the work tree, or an absolute one, is not matched with git's: it cannot
    // be vouched for, and the others are still answered.
    #expect(
      try GitCleanliness.uncommittedPaths(
        ["../../outside.swift", "Sources/A.swift", "\(package)/Sources/D.swift", "Sources/D.swift"],
        in: package)
        == ["../../outside.swift", "Sources/A.swift", "\(package)/Sources/D.swift"])
    #expect(
      GitCleanliness.dirtyFiles(["Sources/D.swift", "Sources/A.swift"], packagePath: package) == [
        "Sources/A.swift"
      ])
  }

  /// Outside any repository git cannot tell: nil, and every file counts as dirty for the tools
  /// that only need a yes or no.
  @Test func outsideARepositoryGitCannotTell() throws {
    let folder = URL(fileURLWithPath: "/").appendingPathComponent("proc/self")
    #expect(try GitCleanliness.uncommittedPaths(["status"], in: folder.path) == nil)
    #expect(GitCleanliness.dirtyFiles(["status"], packagePath: folder.path) == ["status"])
  }

  @Test func aStatusEntryIsReadWithARenamesSource() {
    #expect(
      GitCleanliness.changedPaths(" M a.swift\0R  new name.swift\0old name.swift\0?? dir/\0")
        == ["a.swift", "new name.swift", "old name.swift", "dir/"])
    #expect(GitCleanliness.changedPaths("") == [])
  }

  @Test func pathsAreSpeltAsGitPrintsThem() {
    #expect(GitCleanliness.workTreePath("./Sources//A/../B.swift", under: "Pkg/") == "Pkg/Sources/B.swift")
    #expect(GitCleanliness.workTreePath("../B.swift", under: "Pkg/") == "B.swift")
    #expect(GitCleanliness.workTreePath("B.swift", under: "") == "B.swift")
    #expect(GitCleanliness.workTreePath("../B.swift", under: "") == nil)
    #expect(GitCleanliness.workTreePath("/abs/B.swift", under: "Pkg/") == nil)
    #expect(GitCleanliness.workTreePath("./", under: "") == nil)
  }
}
