import Foundation
import Testing

@testable import ToolSupport

/// What each command line needs from the plugin sandbox, and the flag named when it is refused.
@Suite struct PluginAccessTests {
  @Test func readOnlyCommandLinesNeedNothing() {
    for arguments in [
      ["check-imports"], ["check-imports", "--format", "sarif"], ["check-imports", "why", "App", "Core"],
      ["check-imports", "--fix", "--dry-run"], ["check-imports", "init", "--help"], ["casepaths", "--check"],
      ["new-feature", "-h"], [], ["no-such-subcommand"], ["check-imports", "generate"],
      ["check-imports", "--graph", "svg"], ["check-imports", "--output"],
      ["check-imports", "--write-baseline"], ["affected", "--base", "main"], ["affected", "--json-output"],
      ["shard", "--total", "4", "--index", "0"], ["shard", "merge"], ["shard", "--run", "--help"],
    ] {
      #expect(PluginAccess.need(for: arguments) == .read, "\(arguments)")
    }
  }

  @Test func writingCommandLinesNameWhatTheyWrite() {
    #expect(
      PluginAccess.need(for: ["check-imports", "init"])
        == .writePackage(what: "boundaries.rules and boundaries.baseline"))
    #expect(
      PluginAccess.need(for: ["check-imports", "--fix"])
        == .writePackage(what: "the Package.swift manifests it fixes"))
    #expect(
      PluginAccess.need(for: ["check-imports", "--output", "out/x.sarif"]) == .writeFile(path: "out/x.sarif"))
    #expect(
      PluginAccess.need(for: ["check-imports", "--write-baseline", "b.txt"]) == .writeFile(path: "b.txt"))
    #expect(PluginAccess.need(for: ["check-imports", "generate", "/tmp/t"]) == .writeFile(path: "/tmp/t"))
    #expect(
      PluginAccess.need(for: ["casepaths"])
        == .writePackage(what: "the generated <File>+CasePaths.swift files"))
    #expect(
      PluginAccess.need(for: ["new-feature", "Wishlist"])
        == .writePackage(what: "a new package and the lines that register it"))
    #expect(
      PluginAccess.need(for: ["remove-feature", "Wishlist"])
        == .writePackage(what: "the removal of a package and its registration"))
    for subcommand in ["rebuild-times", "build-hotspots", "mutants", "watchdog"] {
      guard case .runSwiftPM = PluginAccess.need(for: [subcommand]) else {
        Issue.record("\(subcommand) should need --disable-sandbox")
        continue
      }
    }
    // The CI subcommands: a plan written, shards run, their runs verified.
    #expect(
      PluginAccess.need(for: ["affected", "--base", "main", "--json-output", "out/plan.json"])
        == .writeFile(path: "out/plan.json"))
    #expect(
      PluginAccess.need(for: ["shard", "merge", "out/timings.json", "a.json"])
        == .writeFile(path: "out/timings.json"))
    for arguments in [
      ["shard", "--total", "2", "--index", "0", "--run"], ["shard", "verify", "--plan", "p.json", "logs"],
      ["affected", "bench"], ["affected", "bench", "--runs", "3"],
    ] {
      guard case .runSwiftPM = PluginAccess.need(for: arguments) else {
        Issue.record("\(arguments) should need --disable-sandbox")
        continue
      }
    }
    // `bench` is the benchmark only as the first word: a plan may be written to a file so named.
    #expect(PluginAccess.need(for: ["affected", "--json-output", "bench"]) == .writeFile(path: "bench"))
    for subcommand in ["selftest", "bench"] {
      guard case .runSwiftPM = PluginAccess.need(for: ["check-imports", subcommand]) else {
        Issue.record("check-imports \(subcommand) should need --disable-sandbox")
        continue
      }
    }
  }

  @Test func aRefusedWriteNamesTheExactFlagAndTheWholeCommand() {
    var probed: [String] = []
    let refused: (String) -> String? = { directory in
      probed.append(directory)
      return "cannot create a file in \(directory): Operation not permitted"
    }
    let message = PluginAccess.refusal(
      for: ["check-imports", "init", "--force"], packageDirectory: "/p", probe: refused)
    #expect(
      message
        == "tools: 'check-imports init' writes boundaries.rules and boundaries.baseline, and the command plugin "
        + "may not (cannot create a file in /p: Operation not permitted).\n"
        + "Add --allow-writing-to-package-directory:\n"
        + "  swift package --allow-writing-to-package-directory tools check-imports init --force\n")
    #expect(probed == ["/p"])

    let outside = PluginAccess.refusal(
      for: ["check-imports", "--format", "sarif", "--output", "/reports/x.sarif"], packageDirectory: "/p",
      probe: refused)
    #expect(outside?.contains("Add --allow-writing-to-directory /reports:\n") == true)
    #expect(
      outside?.hasSuffix(
        "  swift package --allow-writing-to-directory /reports tools check-imports --format sarif --output /reports/x.sarif\n"
      ) == true)
    let inside = PluginAccess.refusal(
      for: ["check-imports", "--output", "out/x.sarif"], packageDirectory: "/p", probe: refused)
    #expect(inside?.contains("Add --allow-writing-to-package-directory:\n") == true)
    #expect(probed.last == "/p/out")

    let generate = PluginAccess.refusal(
      for: ["check-imports", "generate", "/tmp/tree", "--modules", "9"], packageDirectory: "/p",
      probe: refused)
    #expect(
      generate?.hasPrefix("tools: 'check-imports generate' writes /tmp/tree, and the command plugin") == true)
    #expect(generate?.contains("Add --allow-writing-to-directory /tmp:\n") == true)

    let build = PluginAccess.refusal(
      for: ["rebuild-times", "--module", "Core"], packageDirectory: "/p", probe: refused)
    #expect(build?.hasPrefix("tools: 'rebuild-times' edits sources and times `swift build`") == true)
    #expect(build?.hasSuffix("  swift package --disable-sandbox tools rebuild-times --module Core\n") == true)
  }

  @Test func nothingIsProbedOrRefusedWhenAllowed() {
    var probes = 0
    let allowed: (String) -> String? = { _ in
      probes += 1
      return nil
    }
    #expect(
      PluginAccess.refusal(for: ["check-imports", "init"], packageDirectory: "/p", probe: allowed) == nil)
    #expect(probes == 1)
    #expect(PluginAccess.refusal(for: ["check-imports"], packageDirectory: "/p", probe: allowed) == nil)
    #expect(probes == 1)
  }

  /// A probe that left its descriptor open would leak one per run, on a file in the folder (the
  /// descriptor names it even once removed): only those are counted, not other tests'.
  @Test func theRealProbeClosesWhatItOpens() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for _ in 0..<300 { #expect(PluginAccess.probeWriting(in: folder) == nil) }
    let open = OpenFiles.paths().filter { $0.hasPrefix(folder + "/") }
    #expect(open.isEmpty, "\(open.count) descriptors left open, the first on \(open.first ?? "")")
  }

  @Test func theRealProbeLeavesNothingBehindAndReportsAMissingFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(PluginAccess.probeWriting(in: folder) == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    let missing = PluginAccess.probeWriting(in: "\(folder)/absent")
    #expect(missing == "cannot create a file in \(folder)/absent: No such file or directory")
  }
}
