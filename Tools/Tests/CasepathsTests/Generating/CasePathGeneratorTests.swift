import Foundation
import Testing

@testable import Casepaths

/// The generator on a temporary tree: creates, leaves alone, updates, deletes stale output,
/// refuses to overwrite a hand-written file, and the command's exit codes.
@Suite(.serialized) final class CasePathGeneratorTests {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("casepaths-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Packages/F/Sources/F"), withIntermediateDirectories: true)
    try write("Packages/F/Sources/F/F.swift", "enum Action: CasePathable {\n  case a(Int)\n}\n")
    try write("Packages/F/Sources/F/Plain.swift", "struct Plain {}\n")
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(path))
  }

  func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func run(_ arguments: [String]) -> Int32 {
    CasePathsCommand.run(arguments: arguments + ["--package-path", root.path, "--no-format"])
  }

  let output = "Packages/F/Sources/F/F+CasePaths.swift"

  @Test func generatesChecksAndCleansUp() throws {
    #expect(run(["--check"]) == 1, "missing output is drift")
    #expect(read(output) == nil, "--check writes nothing")
    #expect(run([]) == 0)
    let generated = try #require(read(output))
    #expect(generated.contains("var a: AnyCasePath<Action, Int>"))
    #expect(read("Packages/F/Sources/F/Plain+CasePaths.swift") == nil, "no enum, no file")
    #expect(run(["--check"]) == 0, "up to date")

    try write("Packages/F/Sources/F/F.swift", "enum Action: CasePathable {\n  case a(Int)\n  case b\n}\n")
    #expect(run(["--check"]) == 1, "a new case is drift")
    #expect(run([]) == 0)
    #expect(read(output)?.contains("var b: AnyCasePath<Action, Void>") == true)

    try write("Packages/F/Sources/F/F.swift", "enum Action { case a(Int) }\n")
    #expect(run(["--check"]) == 1, "a stale file is drift")
    #expect(run([]) == 0)
    #expect(read(output) == nil, "the stale file is deleted")
  }

  @Test func neverOverwritesAHandWrittenFile() throws {
    try write(output, "// mine\n")
    #expect(run([]) == 1)
    #expect(read(output) == "// mine\n")
  }

  @Test func aBrokenRuleWritesNothing() throws {
    try write(
      "Packages/F/Sources/F/G.swift", "enum G: CasePathable {\n  case g\n  struct AllCasePaths {}\n}\n")
    #expect(run([]) == 1)
    #expect(read(output) == nil, "no file written while a source breaks a rule")
  }

  @Test func badInputIsExitTwo() {
    #expect(run(["--bogus"]) == 2)
    #expect(run(["NoSuchFolder"]) == 2)
    #expect(
      CasePathsCommand.run(arguments: ["--package-path", root.appendingPathComponent("nope").path]) == 2)
    #expect(CasePathsCommand.run(arguments: ["--help"]) == 0)
  }

  @Test func formattedOutputIsStable() throws {
    let generator = CasePathGenerator(root: root, formats: true)
    let plan = try generator.plan()
    try generator.apply(plan)
    #expect(plan.changes.map(\.kind) == [.create])
    #expect(try generator.plan().changes.isEmpty, "formatting the formatted output changes nothing")
  }
}
