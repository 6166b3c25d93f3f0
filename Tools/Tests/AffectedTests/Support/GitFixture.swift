import CheckImports
import Foundation

@testable import Affected

/// A repository of SwiftPM packages in a temporary git repository, built commit by commit. Each
/// manifest carries, in a comment, the JSON SwiftPM's dump-package would print for it, and the
/// fake loader serves that: the tests never pay SwiftPM's start-up, and the same loader answers
/// for the working tree and for a past revision's scratch copy alike.
final class GitFixture: @unchecked Sendable {
  enum Dependency {
    case byName(String)
    case target(String)
    case product(String, package: String)
  }

  struct Target {
    var name: String
    var type = "regular"
    var path: String?
    var dependencies: [Dependency] = []
  }

  let root: String
  let loader = CommentLoader()

  init() {
    root = FileManager.default.temporaryDirectory.path + "/affected-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    git("init", "-q", "-b", "main")
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  func write(_ path: String, _ text: String = "// file\n") {
    let absolute = "\(root)/\(path)"
    try! FileManager.default.createDirectory(
      atPath: (absolute as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: URL(fileURLWithPath: absolute))
  }

  func remove(_ path: String) { try! FileManager.default.removeItem(atPath: "\(root)/\(path)") }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: "\(root)/\(path)").map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes a package: its manifest (with the dump JSON in a comment) and one source per target.
  func package(
    _ directory: String, name: String? = nil, local: [String] = [], targets: [Target], remote: [String] = [],
    products: [(String, [String])]? = nil, sources: Bool = true
  ) {
    let packageName = name ?? (directory == "." ? "Root" : String(directory.split(separator: "/").last!))
    let productList =
      products ?? targets.filter { $0.type == "regular" }.map { ($0.name, [$0.name]) }
    let json: [String: Any] = [
      "name": packageName,
      "targets": targets.map { target -> [String: Any] in
        var entry: [String: Any] = [
          "name": target.name, "type": target.type,
          "dependencies": target.dependencies.map { dependency -> [String: Any] in
            switch dependency {
            case .byName(let name): ["byName": [name, NSNull()]]
            case .target(let name): ["target": [name, NSNull()]]
            case .product(let name, let package): ["product": [name, package, NSNull(), NSNull()]]
            }
          },
        ]
        if let path = target.path { entry["path"] = path }
        return entry
      },
      "products": productList.map { ["name": $0.0, "targets": $0.1] },
      "dependencies": local.map { ["fileSystem": [["identity": "x", "path": $0]]] }
        + remote.map { url in
          [
            "sourceControl": [
              ["identity": ResolvedPinsIdentity.of(url), "location": ["remote": [["urlString": url]]]]
            ]
          ]
        },
    ]
    let data = try! JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    let manifest = """
      // swift-tools-version: 6.0
      // dump: \(String(decoding: data, as: UTF8.self))
      import PackageDescription
      let package = Package(name: "\(packageName)")

      """
    write(directory == "." ? "Package.swift" : "\(directory)/Package.swift", manifest)
    guard sources else { return }
    for target in targets {
      let folder = target.path ?? ((target.type == "test" ? "Tests/" : "Sources/") + target.name)
      let prefix = directory == "." ? "" : "\(directory)/"
      write("\(prefix)\(folder)/\(target.name).swift", "// \(target.name)\n")
    }
  }

  @discardableResult
  func commit(_ message: String = "change") -> String {
    git("add", "-A")
    // maintenance.auto=false: git would otherwise start `git maintenance run --auto` after every
    // commit, a process per commit that a throwaway repository of a few commits never needs.
    git(
      "-c", "user.email=fixture@localhost", "-c", "user.name=fixture", "-c", "commit.gpgsign=false", "-c",
      "maintenance.auto=false", "commit", "-q", "--allow-empty", "-m", message)
    return git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs git in the fixture, bounded (the tool's own runner: a minute at most).
  @discardableResult
  func git(_ arguments: String...) -> String {
    Self.git(arguments, in: root)
  }

  @discardableResult
  static func git(_ arguments: [String], in directory: String) -> String {
    let output = try! Git(directory: directory).run(arguments)
    precondition(output.status == 0, "git \(arguments) failed: \(output.stderr)")
    return output.text
  }

  /// Runs `tools affected` in-process on the fixture.
  func affected(_ arguments: [String], loader: (any ManifestLoading)? = nil) -> RunResult {
    let capture = Capture()
    let code = AffectedCommand.run(
      arguments: ["--root", root] + arguments,
      console: Console(out: { capture.out($0) }, err: { capture.err($0) }, isTerminal: false),
      loader: loader ?? self.loader)
    return RunResult(status: code, out: capture.stdout, err: capture.stderr)
  }

  /// `--format json`, decoded.
  func affectedJSON(_ arguments: [String]) -> [String: Any] {
    let result = affected(arguments + ["--format", "json"])
    precondition(result.status == 0, "affected failed: \(result.err)")
    return (try! JSONSerialization.jsonObject(with: Data(result.out.utf8))) as! [String: Any]
  }

  /// `package:name` of every selected target, sorted (the root's targets without a package).
  func selected(_ arguments: [String]) -> [String] {
    let targets = affectedJSON(arguments)["targets"] as! [[String: Any]]
    return targets.map { target in
      let package = target["package"] as! String
      return package == "." ? target["name"] as! String : "\(package):\(target["name"] as! String)"
    }.sorted()
  }
}

enum ResolvedPinsIdentity {
  static func of(_ url: String) -> String {
    var name = String(url.split(separator: "/").last!).lowercased()
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name
  }
}

struct RunResult {
  var status: Int32
  var out: String
  var err: String
}

final class Capture: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errText = ""
  func out(_ text: String) { lock.withLock { outText += text } }
  func err(_ text: String) { lock.withLock { errText += text } }
  var stdout: String { lock.withLock { outText } }
  var stderr: String { lock.withLock { errText } }
}

/// Serves the JSON a fixture manifest carries in its `// dump:` comment, with `.package(path:)`
/// folders made absolute against the package's folder, as SwiftPM does. Counts its calls.
final class CommentLoader: ManifestLoading, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var calls: Int { lock.withLock { count } }

  func dumpPackage(at packageDirectory: String) throws(CheckerFailure) -> Data {
    lock.withLock { count += 1 }
    guard let data = FileManager.default.contents(atPath: "\(packageDirectory)/Package.swift") else {
      throw .badInput("\(packageDirectory)/Package.swift: cannot read")
    }
    let text = String(decoding: data, as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("// dump: ") }),
      var object = (try? JSONSerialization.jsonObject(with: Data(line.dropFirst(9).utf8))) as? [String: Any]
    else {
      throw .badInput("\(packageDirectory)/Package.swift:1:1: error: manifest fails to load")
    }
    object["dependencies"] = (object["dependencies"] as? [[String: Any]] ?? []).map { dependency in
      guard var entries = dependency["fileSystem"] as? [[String: Any]],
        let relative = entries[0]["path"] as? String
      else { return dependency }
      entries[0]["path"] = URL(fileURLWithPath: "\(packageDirectory)/\(relative)").standardizedFileURL.path
      return ["fileSystem": entries]
    }
    return try! JSONSerialization.data(withJSONObject: object)
  }
}
