import Foundation
import Testing

@testable import ToolSupport

/// Caches live where git does not look: `.tools-cache/` ignores itself.
@Suite struct ToolCacheTests {
  @Test func theDefaultIsUnderTheRootAndTheVariableMovesIt() {
    #expect(
      ToolCache.directory("check-imports", root: "/r", environment: [:]) == "/r/.tools-cache/check-imports")
    #expect(
      ToolCache.directory("check-imports", root: "/r", environment: ["TOOLS_CACHE_DIR": "/w"])
        == "/w/check-imports")
    #expect(
      ToolCache.directory("bench", root: "/r", environment: ["TOOLS_CACHE_DIR": ""])
        == "/r/.tools-cache/bench")
  }

  @Test func theIgnoreFileGoesInTheOutermostCacheFolderOrTheFolderItself() {
    #expect(ToolCache.ignoredFolder(for: "/r/.tools-cache/check-imports") == "/r/.tools-cache")
    #expect(ToolCache.ignoredFolder(for: "/r/.tools-cache/a/.tools-cache/b") == "/r/.tools-cache")
    #expect(ToolCache.ignoredFolder(for: "/r/my-cache") == "/r/my-cache")
  }

  @Test func creatingACacheWritesAnIgnoreFileOnceAndKeepsAnExistingOne() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try ToolCache.create("\(root)/.tools-cache/check-imports")
    let ignore = "\(root)/.tools-cache/.gitignore"
    let text = try String(contentsOfFile: ignore, encoding: .utf8)
    #expect(text.split(separator: "\n").last == "*")
    #expect(!FileManager.default.fileExists(atPath: "\(root)/.tools-cache/check-imports/.gitignore"))
    try Data("kept\n".utf8).write(to: URL(fileURLWithPath: ignore))
    try ToolCache.create("\(root)/.tools-cache/bench")
    #expect(try String(contentsOfFile: ignore, encoding: .utf8) == "kept\n")
    try ToolCache.create("\(root)/elsewhere")
    #expect(FileManager.default.fileExists(atPath: "\(root)/elsewhere/.gitignore"))
  }
}
