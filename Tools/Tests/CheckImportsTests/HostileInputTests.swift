import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// Truncated and garbage rules files and a truncated manifest: the checker never crashes, and
/// a verdict it cannot give is exit 2 with the file named. Seeded, so a failure reproduces.
@Suite(.blocksItsThread) struct HostileInputTests {
  /// The fixture's rules cut at every 7th byte, with garbage spliced in, as bytes (so invalid
  /// UTF-8 and NULs are included): each parses or is refused naming `boundaries.rules`.
  @Test func truncatedAndGarbageRulesAreRefusedNamingTheFile() {
    var seed: UInt64 = 0xB0B
    func next() -> UInt64 {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return seed >> 33
    }
    let valid = Array(FixtureRepository.rules.utf8)
    let garbage: [[UInt8]] = [
      [0], [0xFF, 0xFE], [0xC3], Array("->->".utf8), Array("layer".utf8), [10, 10, 9],
      Array(repeating: 0x41, count: 5000),
    ]
    var inputs: [[UInt8]] = stride(from: 0, to: valid.count, by: 7).map { Array(valid.prefix($0)) }
    for _ in 0..<300 {
      var bytes = Array(valid.prefix(Int(next()) % (valid.count + 1)))
      bytes.insert(contentsOf: garbage[Int(next()) % garbage.count], at: Int(next()) % (bytes.count + 1))
      inputs.append(bytes)
    }
    for bytes in inputs {
      let text = String(decoding: bytes, as: UTF8.self)
      do {
        _ = try RulesParser.parse(text, path: "boundaries.rules")
      } catch {
        #expect(error.message.hasPrefix("boundaries.rules"), "\(error.message) for \(text.debugDescription)")
      }
    }
    // And through the command: exit 0/1 for a (truncated but) valid file, else 2 naming it.
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    for bytes in inputs.prefix(40) + [garbage[1], garbage[6]] {
      try! Data(bytes).write(to: URL(fileURLWithPath: "\(repo.root)/boundaries.rules"))
      let result = repo.run()
      #expect([0, 1, 2].contains(result.exitCode))
      if result.exitCode == 2 {
        #expect(result.err.hasPrefix("check-imports: error: boundaries.rules"), "\(result.err)")
      }
    }
  }

  /// A manifest cut off mid-declaration, loaded by the real SwiftPM (~1 s): exit 2 naming it.
  @Test func truncatedManifestIsRefusedNamingTheFile() {
    let repo = FixtureRepository()
    defer { repo.remove() }
    repo.write("layer shim Packages/Shim\n", to: "boundaries.rules")
    repo.write(
      "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Shim\", targets: [.tar",
      to: "Packages/Shim/Package.swift")
    let result = repo.run(["--no-cache"], loader: SwiftPMManifestLoader())
    #expect(result.exitCode == 2)
    #expect(result.err.hasPrefix("check-imports: error: Packages/Shim/Package.swift"), "\(result.err)")
  }
}
