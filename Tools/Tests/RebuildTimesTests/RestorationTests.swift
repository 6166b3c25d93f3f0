import BlockingTestSupport
import Foundation
import Testing

/// End-to-end runs of `tools rebuild-times` on the fixture package: every edited file must come back
/// byte-identical whatever happens, and the reported blast radius must be the real one.
@Suite(.serialized, .blocksItsThread) struct RestorationTests {
  let fixture = Fixture.shared
  let leaf = "Sources/Leaf/Greeter.swift"
  let fast = ["--warmup", "0", "--iterations", "1", "--product", "app"]

  @Test func successfulRunRestoresAndNamesTheRecompiledModule() throws {
    let original = try fixture.contents(leaf)
    let result = try ToolsExecutable.run(
      fast + ["--scenario", "body:Leaf", "--scenario", "null", "--json"], in: fixture)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try fixture.contents(leaf) == original)
    let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let scenarios = report?["scenarios"] as? [[String: Any]] ?? []
    #expect(scenarios.map { $0["scenario"] as? String } == ["null", "body Leaf"])
    #expect(scenarios.map { $0["recompiledModules"] as? [String] } == [[], ["Leaf"]])
    #expect(scenarios.last?["relinked"] as? Bool == true)
    #expect(scenarios.last?["changedInterfaces"] as? [String] == [])
    #expect((scenarios.last?["pairedNullSeconds"] as? [Double])?.count == 1)
    #expect(scenarios.last?["ratioToPairedNull"] as? Double != nil)
    #expect(scenarios.last?["notes"] as? [String] == [])
    #expect(
      report?["command"] as? String
        == "swift build --package-path \(fixture.root.path) --build-system native --product app "
        + "-Xswiftc -index-ignore-system-modules")
  }

  /// An API edit changes the module's interface and recompiles at most it and its dependents.
  /// Whether the dependent Leaf recompiles is the driver's call: with incremental imports a
  /// new declaration nobody uses need not reach it, and runs differ; both outcomes are right.
  @Test func apiEditChangesTheInterfaceAndStaysWithinItsDependents() throws {
    let base = "Sources/Base/Greeting.swift"
    let original = try fixture.contents(base)
    let result = try ToolsExecutable.run(fast + ["--scenario", "api:Base", "--markdown"], in: fixture)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try fixture.contents(base) == original)
    #expect(result.stdout.contains("| api Base |"))
    #expect(
      result.stdout.contains("| Base Leaf | Base | yes | measured |")
        || result.stdout.contains("| Base | Base | yes | measured |"),
      "\(result.stdout)")
  }

  @Test func failingEditedBuildIsReportedAndRestored() throws {
    let fragile = "Sources/Fragile/Fragile.swift"
    let original = try fixture.contents(fragile)
    let result = try ToolsExecutable.run(
      ["--warmup", "0", "--iterations", "1", "--scenario", "body:Fragile"], in: fixture)
    #expect(result.status == 4)
    #expect(result.stdout.contains("edited-build-failed"))
    #expect(result.stdout.contains("invalid redeclaration"), "\(result.stdout)")
    #expect(try fixture.contents(fragile) == original)
  }

  @Test func baselineFailureIsReportedAndNothingIsMeasured() throws {
    var files = Fixture.files
    files["Sources/Base/Broken.swift"] = "let broken: Int = \"not an int\"\n"
    let broken = try Fixture.make(name: "rebuild-times-broken", files: files, build: false)
    defer { try? FileManager.default.removeItem(at: broken.root) }
    let original = try broken.contents(leaf)
    let result = try ToolsExecutable.run(fast + ["--scenario", "body:Leaf", "--json"], in: broken)
    #expect(result.status == 4)
    #expect(result.stdout.contains("\"status\" : \"baseline-build-failed\""))
    #expect(
      result.stdout.contains("\"iterations\" : [\n\n      ]") || result.stdout.contains("\"iterations\" : []")
    )
    #expect(result.stderr.contains("the build fails before any edit, so nothing was measured"))
    #expect(try broken.contents(leaf) == original)
  }

  @Test func refusesToEditUncommittedFiles() throws {
    let dirty = "// work in progress\n"
    let original = try fixture.contents(leaf)
    try (String(decoding: original, as: UTF8.self) + dirty).write(
      toFile: fixture.path(leaf), atomically: true, encoding: .utf8)
    defer { try? original.write(to: fixture.root.appendingPathComponent(leaf)) }
    let result = try ToolsExecutable.run(fast + ["--scenario", "body:Leaf"], in: fixture)
    #expect(result.status == 3)
    #expect(result.stderr.contains("refusing to edit files with uncommitted changes"))
    #expect(try fixture.contents(leaf) == original + Data(dirty.utf8))
  }

  @Test func checkPassesWithinBudgetAndNamesTheOverrun() throws {
    let pass = try ToolsExecutable.run(["--check", "--product", "app"], in: fixture)
    #expect(pass.status == 0, "\(pass.stderr)")
    #expect(pass.stderr.contains("all 2 blast-radius budgets hold"))

    // Too tight on purpose, and deterministically so: a body edit always recompiles its own
    // module, while whether an API edit reaches a dependent that does not use the new
    // declaration is the driver's call (incremental imports), not a fixed fact.
    let budgets = FileManager.default.temporaryDirectory.appendingPathComponent("tight-\(getpid()).rules")
    try "# too tight on purpose\nbody Base -> Leaf\n".write(to: budgets, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: budgets) }
    let fail = try ToolsExecutable.run(
      ["--check", "--product", "app", "--budgets", budgets.path], in: fixture)
    #expect(fail.status == 1)
    #expect(
      fail.stderr.contains(
        "\(budgets.path):2: error: scenario 'body Base' recompiled Base beyond its budget: expected {Leaf}, actual {Base}"
      ),
      "\(fail.stderr)")
  }

  @Test func sigtermMidRunRestoresTheFile() throws {
    try interruptMidRun(with: SIGTERM)
  }

  @Test func sigintMidRunRestoresTheFile() throws {
    try interruptMidRun(with: SIGINT)
  }

  @Test func killNineIsRepairedByTheNextRunFromTheJournal() throws {
    let original = try fixture.contents(leaf)
    let (process, stdout, stderr) = try ToolsExecutable.start(
      ["--warmup", "0", "--iterations", "20", "--product", "app", "--scenario", "body:Leaf"], in: fixture)
    try waitForEdit(of: leaf, original: original, while: process)
    kill(process.processIdentifier, SIGKILL)
    _ = ToolsExecutable.finish(process, stdout: stdout, stderr: stderr)
    // SIGKILL leaves the build log of the killed run (BuildRunner's, named after its pid) behind.
    try? FileManager.default.removeItem(
      at: FileManager.default.temporaryDirectory.appendingPathComponent(
        "rebuild-times-\(process.processIdentifier).log"))
    #expect(try fixture.contents(leaf) != original, "SIGKILL cannot be caught: the edit is still there")

    let next = try ToolsExecutable.run(fast + ["--scenario", "null"], in: fixture)
    #expect(next.status == 0, "\(next.stderr)")
    #expect(
      next.stderr.contains("restored \(fixture.path(leaf)), left edited by an interrupted run"),
      "\(next.stderr)")
    #expect(try fixture.contents(leaf) == original)
  }

  private func waitForEdit(of file: String, original: Data, while process: Process) throws {
    let deadline = Date().addingTimeInterval(120)
    while try fixture.contents(file) == original, process.isRunning, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(process.isRunning, "the run ended before it could be interrupted")
  }

  /// Separate tests rather than one parameterized test: parameterized cases may run in parallel,
  /// and both runs edit the same file.
  private func interruptMidRun(with signal: Int32) throws {
    let original = try fixture.contents(leaf)
    let (process, stdout, stderr) = try ToolsExecutable.start(
      ["--warmup", "0", "--iterations", "20", "--product", "app", "--scenario", "body:Leaf"], in: fixture)
    // Wait for the edit to land, then signal while its build runs.
    try waitForEdit(of: leaf, original: original, while: process)
    kill(process.processIdentifier, signal)
    let result = ToolsExecutable.finish(process, stdout: stdout, stderr: stderr)
    #expect(result.status == 128 + signal, "\(result.stderr)")
    #expect(result.stderr.contains(signal == SIGINT ? "interrupted (SIGINT)" : "terminated (SIGTERM)"))
    #expect(try fixture.contents(leaf) == original)
    let journal = fixture.root.appendingPathComponent(".build/rebuild-times-journal")
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: journal.path)) ?? []).isEmpty)
  }
}
