import BlockingTestSupport
import Foundation
import Testing

@testable import BuildHotspots

/// Section 7 of issue 24: `build-hotspots --compare A.json B.json`, on two recorded reports
/// (`Recorded/README.md` says how they were made) and on made-up ones for the edges of the noise.
@Suite(.blocksItsThread) struct CompareTests {
  static let recorded = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Recorded")
  static var before: String { recorded.appendingPathComponent("before.json").path }
  static var after: String { recorded.appendingPathComponent("after.json").path }

  @Test func recordedReportsShowWhatGotSlowerAndFaster() throws {
    let result = try InstrumentedBuildTests.runTools(["--compare", Self.before, Self.after])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[1] == "build: 7.36 s → 6.35 s, −1.01 s (−14%), faster")
    #expect(lines.contains("slower   Middle  0.32 s  0.45 s  +0.13 s (+40%)"))
    #expect(
      lines.contains {
        $0.hasPrefix("slower   Sources/Middle/Middle.swift:9:13 global function Middle.(file).heavy()")
          && $0.hasSuffix("≤ 1.1 ms  34.0 ms   +33.0 ms")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("faster   Sources/Base/Slow.swift:1:13 global function Base.(file).mixed()")
          && $0.hasSuffix("40.1 ms   13.8 ms   −26.3 ms (−66%)")
      })
    #expect(lines.contains("(1 within the noise)") && lines.contains("(7 within the noise)"))
  }

  @Test func overTheBudgetExitsOneNamingEachSlowdown() throws {
    let over = try InstrumentedBuildTests.runTools([
      "--compare", Self.before, Self.after, "--fail-over", "30",
    ])
    #expect(over.status == 1)
    #expect(
      over.stderr.split(separator: "\n") == [
        "build-hotspots: module Middle got slower by 130.9 ms (323.5 → 454.4 ms), over the budget of 30 ms",
        "build-hotspots: module App got slower by 122.4 ms (344.4 → 466.8 ms), over the budget of 30 ms",
        "build-hotspots: function-body Sources/Middle/Middle.swift:9:13 global function Middle.(file).heavy() got "
          + "slower by 33.0 ms (1.1 → 34.0 ms), over the budget of 30 ms",
      ])
    let within = try InstrumentedBuildTests.runTools([
      "--compare", Self.before, Self.after, "--fail-over", "200",
    ])
    #expect(within.status == 0 && within.stderr.isEmpty)
    // Louder noise: the modules' changes (36%, 40%) fall inside it and the budget holds.
    let noisy = try InstrumentedBuildTests.runTools([
      "--compare", Self.before, Self.after, "--fail-over", "40", "--noise", "50", "--noise-ms", "1",
    ])
    #expect(noisy.status == 0, "\(noisy.stderr)")
    #expect(noisy.stdout.contains("(3 within the noise)"))
    #expect(
      noisy.stdout.contains("Modules (compile time, the sum of their jobs)\n(no change beyond the noise)\n"))
  }

  @Test func jsonAndMarkdownCarryTheSameChanges() throws {
    let json = try InstrumentedBuildTests.runTools(["--compare", Self.before, Self.after, "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let modules = try #require(object["modules"] as? [[String: Any]])
    #expect(
      modules.map { "\($0["name"]!) \($0["verdict"]!)" } == ["Middle slower", "App slower", "Base noise"])
    let checks = try #require(object["typeChecks"] as? [[String: Any]])
    #expect(checks.first?["bound"] as? String == "before")
    #expect(object["noisePercent"] as? Int == 10 && object["noiseMilliseconds"] as? Int == 5)
    let markdown = try InstrumentedBuildTests.runTools(["--compare", Self.before, Self.after, "--markdown"])
    #expect(markdown.stdout.contains("| slower | Middle | 0.32 s | 0.45 s | +0.13 s (+40%) |"))
    #expect(
      markdown.stdout.contains(
        "| verdict | what | before | after | change |\n| --- | --- | --- | --- | --- |"))
  }

  @Test func unreadableReportsAndMixedOptionsExitTwo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("broken.json").path
    try "{\n \"command\": x}".write(toFile: broken, atomically: true, encoding: .utf8)
    let partial = folder.appendingPathComponent("partial.json").path
    try "{\"command\": \"swift build\"}".write(toFile: partial, atomically: true, encoding: .utf8)
    let cases: [([String], String)] = [
      (
        ["--compare", broken, Self.after],
        "build-hotspots: error: \(broken):2:13: not a build-hotspots --json report: invalid JSON (Invalid value around character 14.)"
      ),
      (
        ["--compare", Self.before, partial],
        "build-hotspots: error: \(partial): not a build-hotspots --json report: no 'buildSeconds'"
      ),
      (
        ["--compare", Self.before, "/nonexistent/after.json"],
        "build-hotspots: error: /nonexistent/after.json: cannot read the report (no such file, or not readable)"
      ),
      (
        ["--compare", Self.before, Self.after, "--trace", "t.json"],
        "build-hotspots: error: --trace builds, --compare only reads reports: give one or the other"
      ),
      (
        ["-Xswiftc", "-DA", "--compare", Self.before, Self.after],
        "build-hotspots: error: -Xswiftc builds, --compare only reads reports: give one or the other"
      ),
      (["--compare", Self.before], "build-hotspots: error: --compare needs two values (A B)"),
      (["--noise-ms", "3"], "build-hotspots: error: --noise-ms goes with --compare"),
    ]
    for (arguments, message) in cases {
      let result = try InstrumentedBuildTests.runTools(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr == message + "\n")
    }
  }

  /// An unchanged build reads `+0.00 s`; a module new in B gets no share (of nothing).
  @Test func renderingOfZeroAndNew() {
    func report(_ modules: [(String, Double)]) -> HotspotsReport {
      HotspotsReport(
        command: "swift build", buildSeconds: 2, jobSeconds: 0, secondsBeforeFirstJob: 0,
        secondsAfterLastJob: 0,
        expressionThresholdMilliseconds: 5, slowestFunctionBodies: [], slowestExpressions: [],
        modules: modules.map {
          ModuleTiming(
            module: $0, firstStart: 0, lastEnd: 0, interfaceReady: 0, wallSeconds: 0, jobSeconds: $1, jobs: 1,
            shareOfBuild: 0)
        }, criticalPath: CriticalPath(links: [], seconds: 0, buildSeconds: 2), jobs: [])
    }
    let text = HotspotsComparison.compare(
      report([("Old", 1)]), report([("Old", 1), ("New", 0.5)]), names: ("a.json", "b.json"), noisePercent: 10,
      noiseMilliseconds: 5
    ).render(markdown: false)
    #expect(
      text == """
        compare: a.json → b.json (noise: under 10% or 5 ms)
        build: 2.00 s → 2.00 s, +0.00 s (+0%), noise

        Modules (compile time, the sum of their jobs)
        verdict  what  before  after   change
        slower   New   0.00 s  0.50 s  +0.50 s
        (1 within the noise)

        Function bodies and expressions (type-check time)
        (no change beyond the noise)
        (0 within the noise)

        """)
  }

  /// With no noise at all (`--noise 0 --noise-ms 0`) an unchanged figure is still noise, never a
  /// speed-up, and the smallest change either way counts: at zero the floor is no guard, only the
  /// comparison itself.
  @Test func atZeroNoiseOnlyAnEqualFigureIsNoise() {
    func report(_ modules: [(String, Double)]) -> HotspotsReport {
      HotspotsReport(
        command: "swift build", buildSeconds: 3, jobSeconds: 0, secondsBeforeFirstJob: 0,
        secondsAfterLastJob: 0, expressionThresholdMilliseconds: 5, slowestFunctionBodies: [],
        slowestExpressions: [],
        modules: modules.map {
          ModuleTiming(
            module: $0, firstStart: 0, lastEnd: 0, interfaceReady: 0, wallSeconds: 0, jobSeconds: $1, jobs: 1,
            shareOfBuild: 0)
        }, criticalPath: CriticalPath(links: [], seconds: 0, buildSeconds: 3), jobs: [])
    }
    let comparison = HotspotsComparison.compare(
      report([("Same", 1), ("Up", 1), ("Down", 1)]), report([("Same", 1), ("Up", 1.001), ("Down", 0.999)]),
      names: ("a", "b"), noisePercent: 0, noiseMilliseconds: 0)
    let verdicts = Dictionary(uniqueKeysWithValues: comparison.modules.map { ($0.name, $0.verdict) })
    #expect(verdicts == ["Same": .noise, "Up": .slower, "Down": .faster])
    #expect(comparison.build.verdict == .noise)
    #expect(comparison.over(budget: 0).map(\.name) == ["Up"])
  }

  /// The noise floor is the larger of the percentage and the milliseconds; a change of exactly the
  /// floor counts. Unlisted type-checks are bounded by the other report's smallest figure.
  @Test func noiseFloorAndBounds() {
    func report(_ build: Double, _ modules: [(String, Double)], bodies: [(String, Double)] = [])
      -> HotspotsReport
    {
      HotspotsReport(
        command: "swift build", buildSeconds: build, jobSeconds: 0, secondsBeforeFirstJob: 0,
        secondsAfterLastJob: 0, expressionThresholdMilliseconds: 5,
        slowestFunctionBodies: bodies.map {
          TypeCheckTiming(
            kind: .functionBody, milliseconds: $1, path: "A.swift", line: 1, column: 1, name: $0)
        },
        slowestExpressions: [],
        modules: modules.map {
          ModuleTiming(
            module: $0, firstStart: 0, lastEnd: 0, interfaceReady: 0, wallSeconds: 0, jobSeconds: $1, jobs: 1,
            shareOfBuild: 0)
        },
        criticalPath: CriticalPath(links: [], seconds: 0, buildSeconds: build), jobs: [])
    }
    // Edge: 100 ms on 1,000 ms is exactly 10% of the larger figure; Under: 99.9 ms, just under it.
    let a = report(
      10, [("Same", 1), ("Edge", 0.9), ("Under", 0.9), ("Gone", 0.5)], bodies: [("f()", 10), ("g()", 30)])
    let b = report(
      10, [("Same", 1), ("Edge", 1), ("Under", 0.9999), ("New", 0.2)], bodies: [("g()", 20), ("h()", 50)])
    let comparison = HotspotsComparison.compare(
      a, b, names: ("a", "b"), noisePercent: 10, noiseMilliseconds: 5)
    let verdicts = Dictionary(uniqueKeysWithValues: comparison.modules.map { ($0.name, $0.verdict) })
    #expect(verdicts == ["Same": .noise, "Edge": .slower, "Under": .noise, "New": .slower, "Gone": .faster])
    #expect(comparison.build.verdict == .noise)
    let checks = comparison.typeChecks.map {
      "\($0.name) \($0.before) \($0.after) \($0.bound ?? "-") \($0.verdict)"
    }
    #expect(
      checks == [
        "A.swift:1:1 h() 10.0 50.0 before slower", "A.swift:1:1 g() 30.0 20.0 - faster",
        // f() left B's list: it took at most 20 ms there, which proves nothing either way.
        "A.swift:1:1 f() 10.0 20.0 after noise",
      ])
    #expect(comparison.over(budget: 10).map(\.name) == ["New", "Edge", "A.swift:1:1 h()"])
    #expect(comparison.over(budget: 400).map(\.name) == [])
    // A slowdown of exactly the budget is within it.
    #expect(comparison.over(budget: 100).map(\.name) == ["New"])
    // Listed in B only and far under A's smallest: the bound cannot prove it got faster.
    let unproven = HotspotsComparison.compare(
      report(1, [], bodies: [("x()", 30)]), report(1, [], bodies: [("y()", 5)]), names: ("a", "b"),
      noisePercent: 10, noiseMilliseconds: 5)
    #expect(
      unproven.typeChecks.map { "\($0.name) \($0.bound ?? "-") \($0.verdict)" } == [
        "A.swift:1:1 x() after faster", "A.swift:1:1 y() before noise",
      ])
    // Milliseconds win when they are the larger floor: 4 ms on 10 ms is 40%, under 5 ms.
    let small = HotspotsComparison.compare(
      report(1, [], bodies: [("f()", 10)]), report(1, [], bodies: [("f()", 14)]), names: ("a", "b"),
      noisePercent: 10, noiseMilliseconds: 5)
    #expect(small.typeChecks.map(\.verdict) == [.noise])
    let exact = HotspotsComparison.compare(
      report(1, [], bodies: [("f()", 10)]), report(1, [], bodies: [("f()", 15)]), names: ("a", "b"),
      noisePercent: 10, noiseMilliseconds: 5)
    #expect(exact.typeChecks.map(\.verdict) == [.slower])
  }
}
