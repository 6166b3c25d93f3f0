import Affected
import BlockingTestSupport
import CheckImports
import Foundation
import Testing
import ToolSupport

@testable import Shard

/// `tools shard` as a user runs it: a plan file in, one shard out (printed or run).
@Suite(.serialized, .blocksItsThread) struct ShardCommandTests {
  final class Folder {
    let path = FileManager.default.temporaryDirectory.path + "/shard-\(UUID().uuidString)"
    init() { try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func write(_ name: String, _ text: String) {
      _ = FileManager.default.createFile(atPath: "\(path)/\(name)", contents: Data(text.utf8))
    }
    func read(_ name: String) -> String? {
      FileManager.default.contents(atPath: "\(path)/\(name)").map { String(decoding: $0, as: UTF8.self) }
    }

    /// A folder holding `plan.json`, a plan of the one standalone unit `unit`, and an executable
    /// `swift` script doing `script`, for `run(_:in:swift:)` with `swift: "\(path)/swift"`.
    static func oneUnit(_ unit: String, swift script: String) -> Folder {
      let folder = Folder()
      folder.write(
        "plan.json",
        #"{"rootPackage": false, "units": [{"name": ""# + unit
          + #"", "kind": "standalone", "testTargets": ["T"]}], "skippedUnits": []}"#)
      folder.write("swift", "#!/bin/sh\n\(script)\n")
      chmod("\(folder.path)/swift", 0o755)
      return folder
    }
  }

  static let plan = """
    {"rootPackage": true,
     "units": [
      {"name": ".", "kind": "root", "testTargets": ["AppTests"], "allTestTargets": ["AppTests"], "inRootBuild": true},
      {"name": "Packages/Core", "kind": "package", "testTargets": ["CoreTests"], "allTestTargets": ["CoreTests"], "inRootBuild": true},
      {"name": "Packages/Home", "kind": "package", "testTargets": ["HomeTests"], "allTestTargets": ["HomeTests", "HomeUITests"], "inRootBuild": false},
      {"name": "Tools", "kind": "standalone", "testTargets": ["ToolTests"], "allTestTargets": ["ToolTests"]}
     ],
     "skippedUnits": [{"name": "Packages/Shim", "why": "no affected test target"}]}
    """

  struct Result {
    var status: Int32
    var out: String
    var err: String
  }

  /// Paths given on the command line are relative to the working directory: the tests run in the
  /// folder by naming it (`@/name` stands for a file in it).
  static func run(
    _ arguments: [String], in folder: Folder, swift: String = "swift", buildFlags: [String] = []
  )
    -> Result
  {
    let arguments = arguments.map { $0.hasPrefix("@/") ? folder.path + $0.dropFirst() : $0 }
    // `verify` and `merge` come first; `--root` after them.
    let leading = ["verify", "merge"].contains(arguments.first) ? Array(arguments.prefix(1)) : []
    let out = LockedText()
    let err = LockedText()
    let status = ShardCommand.run(
      arguments: leading.isEmpty ? ["--root", folder.path] + arguments : arguments,
      console: Console(out: { out.append($0) }, err: { err.append($0) }, isTerminal: false),
      loader: NoLoader(), toolsExecutable: BoundedProcess.toolsBesideTests.path, swift: swift,
      buildFlags: buildFlags)
    return Result(status: status, out: out.text, err: err.text)
  }

  /// The flags (`$SWIFT_BUILD_FLAGS`) go where a command builds, and only there: a build with
  /// other flags than the Makefile's would rebuild the root or the Tools whole.
  @Test func buildFlagsGoIntoTheCommandsThatBuildAndNoOther() {
    let folder = Folder()
    folder.write("plan.json", Self.plan)
    let flags = ["--disable-index-store", "-Xswiftc", "-wmo"]
    let together = Self.run(
      ["--plan", "@/plan.json", "--total", "1", "--index", "0"], in: folder, buildFlags: flags)
    #expect(
      together.out.hasSuffix(
        """
        commands:
          swift build --build-tests --disable-index-store -Xswiftc -wmo && swift test --skip-build --filter '^(AppTests)\\.'
          swift test --skip-build --filter '^(CoreTests)\\.'
          swift test --package-path Packages/Home --scratch-path .build --disable-index-store -Xswiftc -wmo --filter '^(HomeTests)\\.'
          swift test --package-path Tools --disable-index-store -Xswiftc -wmo

        """), "\(together.out)")
  }

  @Test func printsOneShardWithItsCommandsSharingTheRootBuild() {
    let folder = Folder()
    folder.write("plan.json", Self.plan)
    folder.write("test-timings.json", #"{"units": {".": 90, "Packages/Core": 5, "Tools": 60, "Old": 3}}"#)
    let first = Self.run(["--plan", "@/plan.json", "--total", "2", "--index", "0"], in: folder)
    #expect(first.status == 0)
    // Recorded: . 90, Tools 60, Core 5 ("Old" is no unit); Home gets their median, 60. Longest
    // first: . → 0, Home → 1 (60 ties Tools: by name), Tools → 1, Core → 0.
    #expect(
      first.out == """
        shard 1 of 2 (--index 0): 2 units, about 95.0 s of 215.0 s in all (longest shard 120.0 s)
          .                 90.0 s
          Packages/Core      5.0 s
        commands:
          swift build --build-tests && swift test --skip-build --filter '^(AppTests)\\.'
          swift test --skip-build --filter '^(CoreTests)\\.'

        """)
    #expect(first.err.contains("shard: note: timings for 'Old' ignored: the repository has no such unit\n"))
    #expect(first.err.contains("shard: note: no recorded time for Packages/Home: given the median, 60.0 s\n"))
    let second = Self.run(
      ["--plan", "@/plan.json", "--total", "2", "--index", "1", "--format", "lines"], in: folder)
    #expect(second.out == "Packages/Home\nTools\n")
    let secondHuman = Self.run(["--plan", "@/plan.json", "--total", "2", "--index", "1"], in: folder)
    #expect(secondHuman.out.contains("  Packages/Home     60.0 s  (no recorded time: the median)\n"))
    let together = Self.run(["--plan", "@/plan.json", "--total", "1", "--index", "0"], in: folder)
    #expect(
      together.out.hasSuffix(
        """
        commands:
          swift build --build-tests && swift test --skip-build --filter '^(AppTests)\\.'
          swift test --skip-build --filter '^(CoreTests)\\.'
          swift test --package-path Packages/Home --scratch-path .build --filter '^(HomeTests)\\.'
          swift test --package-path Tools

        """))
    let matrix = Self.run(["--plan", "@/plan.json", "--total", "3", "--format", "github-matrix"], in: folder)
    #expect(
      matrix.out
        == #"{"include":[{"index":0,"total":3,"units":"."},{"index":1,"total":3,"units":"Packages/Core Packages/Home"},{"index":2,"total":3,"units":"Tools"}]}"#
        + "\n")
    let json = Self.run(
      ["--plan", "@/plan.json", "--total", "2", "--index", "1", "--format", "json"], in: folder)
    let object = (try? JSONSerialization.jsonObject(with: Data(json.out.utf8))) as? [String: Any]
    #expect(object?["index"] as? Int == 1)
    #expect((object?["shards"] as? [[String: Any]])?.count == 2)
    #expect((object?["units"] as? [[String: Any]])?.first?["estimated"] as? Bool == true)
    #expect((object?["units"] as? [[String: Any]])?.last?["estimated"] as? Bool == false)
  }

  @Test func anEmptyShardSaysSoAndExitsZero() {
    let folder = Folder()
    folder.write("plan.json", #"{"units": [], "skippedUnits": []}"#)
    let result = Self.run(["--plan", "@/plan.json", "--total", "4", "--index", "3"], in: folder)
    #expect(result.status == 0)
    #expect(result.out == "shard 4 of 4 (--index 3): nothing to run\n")
    let run = Self.run(["--plan", "@/plan.json", "--total", "4", "--index", "3", "--run"], in: folder)
    #expect(run.status == 0)
    #expect(run.out == "shard 4 of 4 (--index 3): nothing to run\n")
    #expect(
      Self.run(["--plan", "@/plan.json", "--total", "4", "--format", "github-matrix"], in: folder).out
        == "{\"include\":[]}\n")
  }

  @Test func badInputIsExitTwoWithTheReason() {
    let folder = Folder()
    folder.write("plan.json", Self.plan)
    folder.write("broken.json", "{")
    folder.write("nounits.json", #"{"targets": []}"#)
    folder.write(
      "badunit.json", #"{"units": [{"name": "x", "kind": "moon", "testTargets": []}], "skippedUnits": []}"#)
    folder.write(
      "twice.json",
      #"{"units": [{"name": "x", "kind": "package", "testTargets": []}, {"name": "x", "kind": "package", "testTargets": []}], "skippedUnits": []}"#
    )
    folder.write("timings.json", "[]")
    for (arguments, message) in [
      (
        ["--plan", "@/plan.json", "--total", "2", "--index", "2"],
        "shard: error: --index 2 is not below --total 2: shards are numbered 0 to 1"
      ),
      (
        ["--plan", "@/plan.json", "--total", "2", "--index", "5", "--format", "github-matrix"],
        "shard: error: --index 5 is not below --total 2: shards are numbered 0 to 1"
      ),
      (
        ["--plan", "@/plan.json", "--total", "2", "--index", "2", "--format", "github-matrix"],
        "shard: error: --index 2 is not below --total 2: shards are numbered 0 to 1"
      ),
      (
        ["--plan", "@/plan.json", "--total", "0", "--index", "0"],
        "shard: usage error: --total needs a whole number ≥ 1, not '0'"
      ),
      // A billion shards allocated until the kernel stopped the run (23 GB): refused instead.
      (
        ["--plan", "@/plan.json", "--total", "1000000000", "--index", "0", "--format", "github-matrix"],
        "shard: usage error: --total 1000000000 is more shards than any CI runs: at most 1000"
      ),
      (
        ["--plan", "@/plan.json", "--total", "99999999999999999999", "--index", "0"],
        "shard: usage error: --total needs a whole number ≥ 1, not '99999999999999999999'"
      ),
      (["--plan", "@/plan.json", "--index", "0"], "shard: usage error: --total N is required (see --help)"),
      (["--plan", "@/plan.json", "--total", "2"], "shard: usage error: --index I is required (see --help)"),
      (
        ["--plan", "@/plan.json", "--total", "2", "--index", "x"],
        "shard: usage error: --index needs a whole number ≥ 0, not 'x'"
      ),
      (
        ["--plan", "@/plan.json", "--total", "1", "--index", "0", "--record", "@/r.json"],
        "shard: usage error: --record, --log-dir and --header go with --run"
      ),
      (
        ["--plan", "@/plan.json", "--total", "1", "--index", "0", "--log-dir", "@/logs"],
        "shard: usage error: --record, --log-dir and --header go with --run"
      ),
      (
        ["--plan", "@/plan.json", "--total", "1", "--index", "0", "--header", "now"],
        "shard: usage error: --record, --log-dir and --header go with --run"
      ),
      (
        ["--plan", "@/plan.json", "--total", "1", "--index", "0", "--test-limit", "-1"],
        "shard: usage error: --test-limit needs a positive number of seconds, not '-1'"
      ),
      (
        ["--plan", "@/plan.json", "--total", "1", "--index", "0", "--test-limit", "0"],
        "shard: usage error: --test-limit needs a positive number of seconds, not '0'"
      ),
      (
        ["--plan", "@/plan.json", "--total", "1", "--index", "0", "--format", "xml"],
        "shard: usage error: --format must be human, json, lines or github-matrix, not 'xml'"
      ),
      (
        ["--plan", "@/plan.json", "--total", "1", "--index", "0", "--bogus"],
        "shard: usage error: unknown option '--bogus' (see --help)"
      ),
      (
        ["--plan", "@/missing.json", "--total", "1", "--index", "0"],
        "shard: error: @/missing.json: cannot read the plan"
      ),
      (
        ["--plan", "@/broken.json", "--total", "1", "--index", "0"],
        "shard: error: @/broken.json: not a JSON object (write it with tools affected --format json)"
      ),
      (
        ["--plan", "@/nounits.json", "--total", "1", "--index", "0"],
        "shard: error: @/nounits.json: no 'units' and 'skippedUnits' (write it with tools affected --format json)"
      ),
      (
        ["--plan", "@/badunit.json", "--total", "1", "--index", "0"],
        "shard: error: @/badunit.json: units[0] needs a name, a kind (root, package, standalone) and testTargets"
      ),
      (
        ["--plan", "@/twice.json", "--total", "1", "--index", "0"],
        "shard: error: @/twice.json: unit 'x' is listed twice"
      ),
      (
        ["--plan", "@/plan.json", "--total", "1", "--index", "0", "--timings", "@/timings.json"],
        "shard: error: @/timings.json: not a JSON object of timings (delete it, or run make test to write one)"
      ),
    ] {
      let result = Self.run(arguments, in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.err == message.replacingOccurrences(of: "@/", with: folder.path + "/") + "\n", "\(arguments)")
    }
  }

  @Test func helpListsEveryOption() {
    let result = Self.run(["--help"], in: Folder())
    #expect(result.status == 0)
    for option in [
      "--total", "--index", "--plan", "--timings", "--format", "--root", "--run", "--jobs", "--test-limit",
      "--record",
      "--log-dir", "--header", "--fail-on-leftovers", "--temporary-root", "github-matrix",
    ] {
      #expect(result.out.contains(option), "\(option)")
    }
  }
}

/// No manifest is loaded when a plan file is given.
struct NoLoader: ManifestLoading {
  func dumpPackage(at packageDirectory: String) throws(CheckerFailure) -> Data {
    throw .badInput("no manifest loading in this test")
  }
}

final class LockedText: @unchecked Sendable {
  private let lock = NSLock()
  private var value = ""
  func append(_ text: String) { lock.withLock { value += text } }
  var text: String { lock.withLock { value } }
}
