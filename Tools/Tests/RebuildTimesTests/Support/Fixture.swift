import Foundation
import ToolSupport

/// A tiny SwiftPM package in a temporary git repository, built once and shared by the end-to-end
/// tests so they stay quick: `Base` ← `Leaf` ← `App` (product `app`), plus `Fragile`, whose body
/// edit cannot compile (it already declares the tool's probe function), to exercise a failing build.
struct Fixture: Sendable {
  /// The package's folder: it goes, with SwiftPM's lock files for its builds, when the last copy
  /// of the fixture goes (a shared one when the test process exits).
  let folder: TemporaryFolder
  var root: URL { folder.url }

  /// Built once per test process; the tests run serialized, so they may share it.
  static let shared: Fixture = {
    do {
      let fixture = try Fixture.make(name: "rebuild-times-fixture")
      // A static is never released: its folder goes when the test process exits.
      atexit { Fixture.shared.folder.remove() }
      return fixture
    } catch {
      fatalError("cannot create the fixture package: \(error)")
    }
  }()

  static let files: [String: String] = [
    "Package.swift": """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Fixture",
      products: [.executable(name: "app", targets: ["App"])],
      targets: [
        .target(name: "Base"),
        .target(name: "Leaf", dependencies: ["Base"]),
        .executableTarget(name: "App", dependencies: ["Leaf"]),
        .target(name: "Fragile"),
      ]
    )

    """,
    "Sources/Base/Greeting.swift": """
    public struct Greeting: Sendable {
      public let text: String

      public init(text: String) {
        self.text = text
      }
    }

    """,
    "Sources/Leaf/Greeter.swift": """
    import Base

    public func greet(_ name: String) -> Greeting {
      Greeting(text: "Hello, \\(name)")
    }

    public func log(_ message: String) {
      print(message)
    }

    """,
    "Sources/App/main.swift": """
    import Leaf

    log(greet("world").text)

    """,
    "Sources/Fragile/Fragile.swift": """
    // Already declares the probe the body edit appends, so the edited build fails to compile.
    func rebuildTimesBodyProbe() -> Void {}

    """,
    "rebuild-budgets.rules": """
    # Budgets for the fixture: the body edit stays in Leaf; the API edit of Base reaches Leaf.
    null -> nothing
    body Leaf -> Leaf

    """,
  ]

  /// Added to every fixture build: the toolchain's own modules stay out of the fixture's index.
  /// A fresh build folder otherwise indexes them again, about 3 CPU-seconds a folder, and the
  /// tests do not read that index.
  static let swiftcFlags = ["-Xswiftc", "-index-ignore-system-modules"]

  /// Writes the package, commits it, and builds it so the tests start from a built state. It is
  /// built with the flags `ToolsExecutable` gives the tool, or the tool's first build would
  /// rebuild everything.
  static func make(name: String, files: [String: String] = files, build: Bool = true) throws -> Fixture {
    let folder = try TemporaryFolder(name)
    let root = folder.url
    for (path, content) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: url, atomically: true, encoding: .utf8)
    }
    try ".build/\n".write(to: root.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
    let fixture = Fixture(folder: folder)
    for arguments in [
      ["init", "-q"], ["add", "."],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "fixture"],
    ] {
      guard try fixture.run("/usr/bin/git", arguments).status == 0 else {
        throw FixtureError("git \(arguments[0]) failed")
      }
    }
    if build {
      let result = try fixture.run(
        "/usr/bin/env", ["swift", "build", "--build-system", "native", "--product", "app"] + swiftcFlags)
      guard result.status == 0 else { throw FixtureError("fixture build failed:\n\(result.output)") }
    }
    return fixture
  }

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  func contents(_ relative: String) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent(relative))
  }

  /// Runs a program in the fixture and returns its status and combined output.
  func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = root
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fixture-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: log)
    return (process.terminationStatus, output)
  }
}

struct FixtureError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
