import BlockingTestSupport
import Foundation
import Testing
import TraceCheckSupport

/// The body edit on a library shaped like the public ones: most small functions `@inlinable`, a
/// `@frozen` type, several targets behind one product. The edit must find the few functions whose
/// bodies stay private, or fall back to the probe function and say so; the API edit must change
/// the interface.
@Suite(.serialized, .blocksItsThread) struct LibraryFixtureTests {
  static let files: [String: String] = [
    "Package.swift": """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Library",
      products: [.executable(name: "app", targets: ["App"])],
      targets: [
        .target(name: "Inlined"),
        .target(name: "AllInlined"),
        .target(name: "Middle", dependencies: ["Inlined"]),
        .executableTarget(name: "App", dependencies: ["Middle", "AllInlined"]),
      ]
    )

    """,
    "Sources/Inlined/A.swift": """
    @frozen public struct Offset {
      public var value: Int

      @inlinable @inline(__always)
      internal init(offset: Int) {
        value = offset
      }

      public init(value: Int) {
        self.value = value
      }

      public mutating func advance() {
        value += 1
      }
    }

    @inlinable public func clamp(_ value: inout Int) {
      value = max(0, value)
    }

    @_alwaysEmitIntoClient public func reset(_ value: inout Int) {
      value = 0
    }

    #if os(Windows)
      func windowsOnly() {
      }
    #endif

    """,
    "Sources/Inlined/B.swift": """
    public func visible(_ offset: Offset) {
      record(offset.value)
    }

    func record(_ value: Int) {
      _ = value
    }

    @usableFromInline func exported() {
    }

    """,
    "Sources/AllInlined/All.swift": """
    @inlinable public func twice(_ value: inout Int) {
      value *= 2
    }

    @_transparent public func thrice(_ value: inout Int) {
      value *= 3
    }

    """,
    "Sources/Middle/Middle.swift": """
    import Inlined

    public func run() {
      var offset = Offset(value: 1)
      offset.advance()
      visible(offset)
    }

    """,
    "Sources/App/main.swift": """
    import AllInlined
    import Middle

    var value = 1
    twice(&value)
    run()

    """,
  ]

  static let fixture: Fixture = {
    do {
      let made = try Fixture.make(name: "rebuild-times-library", files: files)
      // A static is never released: its folder goes when the test process exits.
      atexit { LibraryFixtureTests.fixture.folder.remove() }
      return made
    } catch {
      fatalError("cannot create the library fixture: \(error)")
    }
  }()

  let fast = ["--warmup", "0", "--iterations", "1", "--product", "app", "--no-paired-null", "--json"]

  private func scenarios(_ output: String) throws -> [[String: Any]] {
    let report = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    return report?["scenarios"] as? [[String: Any]] ?? []
  }

  @Test func bodyEditFindsTheInternalFunctionAmongInlinableOnes() throws {
    let fixture = Self.fixture
    let originals = try ["Sources/Inlined/A.swift", "Sources/Inlined/B.swift"].map(fixture.contents)
    let result = try ToolsExecutable.run(fast + ["--scenario", "body:Inlined"], in: fixture)
    #expect(result.status == 0, "\(result.stderr)")
    let body = try scenarios(result.stdout).first
    // `record` is internal: narrower than every public function, so it is tried (and holds) first.
    #expect(
      body?["bodyEdit"] as? String
        == "Sources/Inlined/B.swift:5 `func record(_ value: Int)`, candidate 1 of 2",
      "\(result.stdout)")
    #expect(body?["status"] as? String == "measured")
    #expect(body?["changedInterfaces"] as? [String] == [])
    #expect(body?["recompiledModules"] as? [String] == ["Inlined"])
    #expect(try ["Sources/Inlined/A.swift", "Sources/Inlined/B.swift"].map(fixture.contents) == originals)
  }

  @Test func aModuleOfOnlyExportedBodiesFallsBackToTheProbeAndSaysSo() throws {
    let fixture = Self.fixture
    let file = "Sources/AllInlined/All.swift"
    let original = try fixture.contents(file)
    let result = try ToolsExecutable.run(fast + ["--scenario", "body:AllInlined"], in: fixture)
    #expect(result.status == 0, "\(result.stderr)")
    let body = try scenarios(result.stdout).first
    #expect(body?["bodyEdit"] as? String == "probe function appended to \(file)")
    #expect(
      (body?["notes"] as? [String])?.first?.hasPrefix("no function of AllInlined can take the body edit")
        == true)
    #expect(body?["changedInterfaces"] as? [String] == [])
    #expect(body?["status"] as? String == "measured")
    #expect(try fixture.contents(file) == original)
  }

  /// Also traced (`--trace`): a process for the scenario, a span per build, and the compiler jobs
  /// of the measured build inside it, on threads named after their modules.
  @Test func apiEditChangesTheInterfaceOfTheEditedModule() throws {
    let fixture = Self.fixture
    let tracePath = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trace-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: tracePath) }
    let result = try ToolsExecutable.run(
      fast + ["--scenario", "api:Inlined", "--trace", tracePath.path], in: fixture)
    #expect(result.status == 0, "\(result.stderr)")
    let api = try scenarios(result.stdout).first
    #expect((api?["changedInterfaces"] as? [String])?.contains("Inlined") == true, "\(result.stdout)")
    #expect(api?["status"] as? String == "measured")

    let data = try Data(contentsOf: tracePath)
    #expect(TraceCheck.problems(in: data) == [])
    let events = try #require(
      (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["traceEvents"] as? [[String: Any]])
    let spans = events.filter { $0["ph"] as? String == "X" }
    #expect(result.stderr.contains("rebuild-times: wrote \(tracePath.path): \(spans.count) spans"))
    let process = events.first { $0["name"] as? String == "process_name" }
    #expect((process?["args"] as? [String: Any])?["name"] as? String == "api Inlined")
    let builds = spans.filter { $0["tid"] as? Int == 0 }
    #expect(builds.map { $0["name"] as? String } == ["baseline", "iteration 1/1"])
    let iteration = builds[1]
    #expect(((iteration["args"] as? [String: Any])?["compiled"] as? [String])?.contains("Inlined") == true)
    let (start, end) = (iteration["ts"] as! Int, (iteration["ts"] as! Int) + (iteration["dur"] as! Int))
    let jobs = spans.filter {
      ($0["tid"] as? Int ?? 0) > 0 && ($0["ts"] as! Int) >= start && ($0["ts"] as! Int) < end
    }
    #expect(jobs.contains { ($0["name"] as? String)?.hasPrefix("compile Inlined") == true }, "\(jobs)")
    #expect(jobs.allSatisfy { ($0["ts"] as! Int) + ($0["dur"] as! Int) <= end })
  }
}
