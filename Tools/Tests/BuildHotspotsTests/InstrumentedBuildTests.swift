import BlockingTestSupport
import BuildTrace
import Foundation
import Testing
import ToolSupport
import TraceCheckSupport

/// The whole command on a three-module package, run as a user would: `tools build-hotspots`.
@Suite(.serialized, .blocksItsThread) struct InstrumentedBuildTests {
  static let files: [String: String] = [
    "Package.swift": """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Hot",
      products: [.executable(name: "app", targets: ["App"])],
      targets: [
        .target(name: "Base"),
        .target(name: "Middle", dependencies: ["Base"]),
        .executableTarget(name: "App", dependencies: ["Middle"]),
      ]
    )

    """,
    "Sources/Base/Slow.swift": """
    public func mixed() -> Double {
      let a = 1.0, b = 2, c: Float = 3
      let x = Double(a) * 2 + Double(b) * 3.5 - Double(c) / 2 + [1, 2, 3].map { Double($0) * 1.5 }.reduce(0, +)
      return x
    }

    """,
    "Sources/Middle/Middle.swift": """
    import Base

    public func twice() -> Double { mixed() * 2 }

    func note() {
      _ = twice()
    }

    """,
    "Sources/App/main.swift": """
    import Middle

    print(twice())

    """,
  ]

  /// Added to every fixture build: the toolchain's own modules stay out of the fixture's index.
  /// A fresh build folder otherwise indexes them again, about 3 CPU-seconds a folder, and the
  /// tests do not read that index.
  static let swiftcFlags = ["-Xswiftc", "-index-ignore-system-modules"]

  /// The package's folder goes, with SwiftPM's lock files for its builds, when the test lets go.
  static func makePackage(_ name: String, files: [String: String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder(name)
    let root = folder.url
    for (path, content) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// The `tools` binary next to the test bundle.
  static func runTools(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("tools")
    if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
      process.executableURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/tools")
    }
    process.arguments = ["build-hotspots"] + arguments
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hotspots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      (try? String(contentsOf: err, encoding: .utf8)) ?? ""
    )
  }

  @Test func reportsHotspotsModulesCriticalPathAndTimelineWithoutTouchingTheUsersBuild() throws {
    let package = try Self.makePackage("build-hotspots-fixture", files: Self.files)
    let root = package.url
    let svg = root.appendingPathComponent("timeline.svg")
    let trace = root.appendingPathComponent("trace.json")
    let result = try Self.runTools(
      Self.swiftcFlags + [
        "--package-path", root.path, "--product", "app", "--json", "--svg", svg.path,
        "--expression-threshold",
        "1", "--trace", trace.path,
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(" -Xswiftc -index-ignore-system-modules\n"), "the flags end the build command")
    try Self.checkTrace(trace, stderr: result.stderr)
    #expect(result.stderr.contains("build-hotspots: build done in"))
    let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let modules = (report?["modules"] as? [[String: Any]])?.compactMap { $0["module"] as? String }
    #expect(Set(modules ?? []) == ["Base", "Middle", "App"])
    let path = (report?["criticalPath"] as? [String: Any])?["links"] as? [[String: Any]]
    #expect(path?.compactMap { $0["module"] as? String } == ["Base", "Middle", "App"])
    let bodies = report?["slowestFunctionBodies"] as? [[String: Any]] ?? []
    let mixed = bodies.first { ($0["name"] as? String)?.contains("mixed()") == true }
    #expect(mixed?["module"] as? String == "Base")
    #expect(mixed?["path"] as? String == "Sources/Base/Slow.swift")
    #expect(mixed?["line"] as? Int == 1 && mixed?["column"] as? Int == 13)
    let expressions = report?["slowestExpressions"] as? [[String: Any]] ?? []
    #expect(
      expressions.contains { $0["line"] as? Int == 3 && $0["module"] as? String == "Base" }, "\(expressions)")
    #expect((report?["jobs"] as? [Any])?.isEmpty == false)
    #expect(try String(contentsOf: svg, encoding: .utf8).contains(">Middle</text>"))
    // The user's own build folder is left alone: the instrumented build has its own.
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".build").path))
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".build-hotspots").path))
  }

  /// The trace opens in Perfetto (`TraceCheck`), names a thread per module, nests the slow
  /// function body inside the compile job that type-checked it, and spans the build.
  static func checkTrace(_ url: URL, stderr: String) throws {
    let data = try Data(contentsOf: url)
    #expect(TraceCheck.problems(in: data) == [])
    let events = try #require(
      (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["traceEvents"] as? [[String: Any]])
    let spans = events.filter { $0["ph"] as? String == "X" }
    #expect(
      stderr.contains("build-hotspots: wrote \(url.path): \(spans.count) spans (open it in ui.perfetto.dev)"))
    let threads = events.filter { $0["name"] as? String == "thread_name" && $0["pid"] as? Int == 2 }
      .compactMap {
        ($0["args"] as? [String: Any])?["name"] as? String
      }
    #expect(["Base", "Middle", "App"].allSatisfy(threads.contains), "\(threads)")
    let build = try #require(spans.first { $0["name"] as? String == "swift build" })
    #expect((build["dur"] as? Int ?? 0) > 0 && build["pid"] as? Int == 1)
    let body = try #require(
      spans.first { ($0["name"] as? String)?.hasPrefix("global function Base.(file).mixed()") == true })
    #expect(body["cat"] as? String == "type-check")
    #expect((body["args"] as? [String: Any])?["location"] as? String == "Sources/Base/Slow.swift:1:13")
    let job = try #require(
      spans.first {
        $0["cat"] as? String == "compile" && $0["tid"] as? Int == body["tid"] as? Int
          && $0["pid"] as? Int == 2
          && ($0["ts"] as! Int) <= (body["ts"] as! Int)
          && ($0["ts"] as! Int) + ($0["dur"] as! Int) >= (body["ts"] as! Int) + (body["dur"] as! Int)
      })
    #expect((job["name"] as? String)?.hasPrefix("compile Base") == true)
  }

  @Test func afterAnEditOnlyTheEditedModuleIsOnTheTimelineAndTheFileComesBack() throws {
    let package = try Self.makePackage("build-hotspots-after", files: Self.files)
    let root = package.url
    let middle = root.appendingPathComponent("Sources/Middle/Middle.swift")
    let original = try Data(contentsOf: middle)
    let refused = try Self.runTools(["--package-path", root.path, "--after", "body:Middle"])
    #expect(refused.status == 2, "not a git repository: the file cannot be vouched for")
    #expect(refused.stderr.contains("refusing to edit Sources/Middle/Middle.swift"), "\(refused.stderr)")

    let result = try Self.runTools(
      Self.swiftcFlags + [
        "--package-path", root.path, "--product", "app", "--after", "body:Middle", "--allow-dirty", "--json",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(report?["edit"] as? String == "body edit in Sources/Middle/Middle.swift:5 `func note()`")
    #expect(report?["buildBeforeEditSeconds"] as? Double != nil)
    let modules = (report?["modules"] as? [[String: Any]])?.compactMap { $0["module"] as? String }
    #expect(modules == ["Middle"], "\(result.stdout)")
    #expect(try Data(contentsOf: middle) == original)
  }

  @Test func aFailingBuildExitsFourWithItsErrors() throws {
    var files = Self.files
    files["Sources/Base/Broken.swift"] = "let broken: Int = \"not an int\"\n"
    let package = try Self.makePackage("build-hotspots-broken", files: files)
    let root = package.url
    let result = try Self.runTools(Self.swiftcFlags + ["--package-path", root.path, "--target", "Base"])
    #expect(result.status == 4)
    #expect(result.stderr.contains("cannot convert value of type 'String'"), "\(result.stderr)")
    #expect(result.stderr.contains("build-hotspots: error: the instrumented build failed"))
  }
}
