import BlockingTestSupport
import Foundation
import Synchronization
import Testing

@testable import CheckImports

/// Section 5 of issue 24: `init` on packages side by side in one folder infers a layering, not one
/// layer with an `allow` line per edge; folders that already group peers stay one layer each.
@Suite(.blocksItsThread) struct FlatFolderInitTests {
  @Test func thirteenPackagesSideBySideBecomeLayersWithoutAllowLines() throws {
    let repo = FixtureRepository.flatApp()
    defer { repo.remove() }
    let result = repo.run(["init"])
    #expect(result.exitCode == 0, "\(result.err)")
    #expect(
      result.out.hasPrefix(
        "wrote boundaries.rules: 9 layers, 2 module folder(s), 0 allow line(s), 0 unexplained import(s) listed\n"
      ))
    let rules = try String(contentsOfFile: "\(repo.root)/boundaries.rules", encoding: .utf8)
    let layers = rules.split(separator: "\n").filter { $0.hasPrefix("layer ") }
    // Highest first; a layer of several is named after the one most modules import.
    #expect(
      layers == [
        "layer readerapp    ReaderApp",
        "layer appshell     Packages/AppShell",
        "layer explore      Packages/Explore",
        "layer account      Packages/Account Packages/Notifications Packages/Timeline",
        "layer postkit      Packages/PostKit",
        "layer sharedui     Packages/SharedUI",
        "layer env          Packages/Env",
        "layer designsystem Packages/DesignSystem Packages/NetworkClient Packages/Persistence",
        "layer models       Packages/Logging Packages/Models",
      ])
    #expect(!rules.contains("\nallow "))
    #expect(rules.contains("# Packages/ holds packages side by side that are not one layer"))
    let baseline = try String(contentsOfFile: "\(repo.root)/boundaries.baseline", encoding: .utf8)
    #expect(baseline.hasSuffix("\nimplicit-dependency Explore -> Logging\n"))
    let check = repo.run()
    #expect(check.exitCode == 0, "\(check.out)")
    // The layering forbids what it should: Models importing a feature is now an upward import.
    repo.write("import Foundation\nimport Timeline\n", to: "Packages/Models/Sources/Models/Up.swift")
    let upward = repo.run()
    #expect(upward.exitCode == 1)
    #expect(
      upward.diagnostics.contains {
        $0.hasPrefix("Packages/Models/Sources/Models/Up.swift:2:8: error: ") && $0.hasSuffix("[layer-upward]")
      })
  }

  /// Two groups importing each other once each: the cycle is cut at the first of its lightest edges
  /// in name order (Left → Right), so Right sits above Left and A's import of B is the violation.
  @Test func aCycleOfEqualWeightsIsCutAtItsFirstEdge() throws {
    var repo = FixtureRepository()
    defer { repo.remove() }
    repo.add(
      .init(
        directory: "Left/A", name: "A",
        targets: [.init(name: "A", dependencies: [.product("B", package: "B")])],
        localDependencies: ["../../Right/B"]))
    repo.add(
      .init(
        directory: "Right/B", name: "B",
        targets: [.init(name: "B", dependencies: [.product("A", package: "A")])],
        localDependencies: ["../../Left/A"]))
    repo.write("import B\n", to: "Left/A/Sources/A/A.swift")
    repo.write("import A\n", to: "Right/B/Sources/B/B.swift")
    #expect(repo.run(["init"]).exitCode == 0)
    let rules = try String(contentsOfFile: "\(repo.root)/boundaries.rules", encoding: .utf8)
    #expect(
      rules.split(separator: "\n").filter { $0.hasPrefix("layer ") } == ["layer b Right/B", "layer a Left/A"])
    let baseline = try String(contentsOfFile: "\(repo.root)/boundaries.baseline", encoding: .utf8)
    #expect(baseline.contains("\nlayer-upward A -> B\n"))
    #expect(repo.run().exitCode == 0)
  }

  /// Peers with a few compositions (this repository's `Features/`) stay one layer with `allow` lines.
  @Test func aFolderOfPeersStaysOneLayer() {
    let features = ["F/Checkout", "F/Home", "F/Payment", "F/PromoCode", "F/Receipt", "F/Library"]
    let edges: [String: Set<String>] = ["F/Checkout": ["F/Payment", "F/PromoCode", "F/Receipt", "Core"]]
    #expect(FolderLayering.isOneLayer(features, edges: edges))
    // One edge more than the allowance (three, or one per two packages) makes it a stack.
    var more = edges
    more["F/Home"] = ["F/Library"]
    #expect(!FolderLayering.isOneLayer(features, edges: more))
    #expect(FolderLayering.edgeAllowance(members: 6) == 3)
    #expect(FolderLayering.edgeAllowance(members: 8) == 4)
    #expect(FolderLayering.edgeAllowance(members: 9) == 4)
  }

  /// A layer of several is named after the one imported most, and is `levelN` on a tie.
  @Test func theMostImportedNamesALayer() {
    let importers: [String: Set<String>] = ["P/Models": ["A", "B", "C"], "P/Logging": ["A"], "P/Env": ["A"]]
    #expect(LayerInference.mostImported(["P/Logging", "P/Models"], importers) == "P/Models")
    #expect(LayerInference.mostImported(["P/Env", "P/Logging"], importers) == nil)
    #expect(LayerInference.mostImported(["P/Env", "P/Logging", "P/Models"], importers) == "P/Models")
    #expect(LayerInference.mostImported(["P/Unused"], importers) == "P/Unused")
    #expect(LayerInference.mostImported([], importers) == nil)
  }

  /// A chain of three packages is a stack even with few edges; a cycle does not loop.
  @Test func aChainOfThreeIsAStack() {
    #expect(!FolderLayering.isOneLayer(["A", "B", "C"], edges: ["A": ["B"], "B": ["C"]]))
    #expect(FolderLayering.isOneLayer(["A", "B", "C"], edges: ["A": ["B", "C"]]))
    #expect(FolderLayering.height(of: ["A": ["B"], "B": ["A"]]) == 1)
    #expect(FolderLayering.height(of: ["A": ["B"], "B": ["C"], "C": ["A"]]) == 2)
    #expect(FolderLayering.height(of: [:]) == 0)
    // Edges leaving the folder, and a package's edge to itself, do not count.
    #expect(FolderLayering.isOneLayer(["A", "B"], edges: ["A": ["A", "X"], "X": ["Y"], "Y": ["Z"]]))
  }
}

/// `generate --shape flat-app` writes the same repository the fixture above describes.
@Suite(.blocksItsThread) struct FlatAppGeneratorTests {
  @Test func generateWritesTheFlatAppAndRefusesAnUnknownShape() throws {
    let directory = FileManager.default.temporaryDirectory.path + "/flat-app-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let err = Mutex("")
    let console = Console(out: { _ in }, err: { text in err.withLock { $0 += text } }, isTerminal: false)
    #expect(
      CheckImportsCommand.run(
        arguments: ["generate", directory, "--shape", "flat-app"], console: console,
        loader: FakeLoader(json: [:]))
        == 0)
    #expect(err.withLock { $0 }.contains("generated an app of 13 packages side by side"))
    let packages = try FileManager.default.contentsOfDirectory(atPath: "\(directory)/Packages").sorted()
    #expect(packages == FlatAppRepository.packages.map(\.name).sorted())
    let env = try String(contentsOfFile: "\(directory)/Packages/Env/Package.swift", encoding: .utf8)
    #expect(env.contains(".package(path: \"../NetworkClient\"),"))
    #expect(env.contains(".product(name: \"NetworkClient\", package: \"NetworkClient\"),"))
    #expect(env.contains(".testTarget(name: \"EnvTests\", dependencies: [\"Env\"]),"))
    let app = try String(contentsOfFile: "\(directory)/ReaderApp/App/App.swift", encoding: .utf8)
    #expect(app.hasPrefix("import SwiftUI\nimport AppShell\n"))
    for shape in [["--shape", "wide"], ["--shape"], ["--shape", "flat-app", "--modules", "5"]] {
      err.withLock { $0 = "" }
      #expect(
        CheckImportsCommand.run(
          arguments: ["generate", directory] + shape, console: console, loader: FakeLoader(json: [:])) == 2)
      #expect(err.withLock { $0 }.hasPrefix("check-imports: usage error: "))
    }
  }
}
