import BlockingTestSupport
import CheckImports
import Foundation
import Testing

@Suite(.blocksItsThread) struct ManifestLoadingTests {
  @Test func warmRunDoesNotInvokeTheLoader() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    let cold = repo.loader
    #expect(repo.run(loader: cold).exitCode == 0)
    #expect(cold.calls == 6)
    let warm = repo.loader
    #expect(repo.run(loader: warm).exitCode == 0)
    #expect(warm.calls == 0)
    // Changing one manifest reloads exactly that one.
    repo.add(
      .init(directory: "Packages/Shim", name: "Shim", targets: [.init(name: "Shim"), .init(name: "Extra")]))
    let changed = repo.loader
    _ = repo.run(loader: changed)
    #expect(changed.calls == 1)
    let uncached = repo.loader
    _ = repo.run(["--no-cache"], loader: uncached)
    #expect(uncached.calls == 6)
  }

  /// A cache entry that is not a dump (cut short, emptied, an object of something else) is a
  /// miss: that manifest is asked again and its entry written over. Read as a dump, `{}` was a
  /// package without modules, and the check passed on a smaller repository.
  @Test func aCacheEntryThatIsNotADumpIsAskedAgainAndWrittenOver() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let cold = repo.run(loader: repo.loader)
    #expect(cold.exitCode == 0)
    let folder = "\(repo.root)/.tools-cache/check-imports"
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
      .sorted()
    #expect(entries.count == 6)
    let broken = ["{\"name\": \"Sh", "{}", "[]", "", #"{"name": "Core", "targets": {}}"#]
    for (entry, text) in zip(entries, broken) {
      try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(entry)"))
    }
    let again = repo.loader
    let result = repo.run(loader: again)
    #expect(result.exitCode == 0, "\(result.err)")
    #expect(again.calls == broken.count)
    #expect(result.out == cold.out)
    #expect(result.err == cold.err)
    let warm = repo.loader
    #expect(repo.run(loader: warm).exitCode == 0)
    #expect(warm.calls == 0, "the entries were written over")
  }

  /// A dump without the package's name or targets is refused naming the manifest.
  @Test func aDumpWithoutNameOrTargetsIsRefused() {
    for text in ["{}", #"{"name": "A"}"#, #"{"targets": []}"#] {
      #expect(
        throws: CheckerFailure.badInput(
          "A/Package.swift: SwiftPM's manifest dump has no package name or no targets")
      ) {
        try PackageManifest.decode(Data(text.utf8), origin: "A/Package.swift")
      }
    }
  }

  /// The only tests that start SwiftPM (about 1.5 s per package): the fake JSON must match what
  /// SwiftPM really prints, and a broken manifest must be reported as bad input.
  @Test func realSwiftPMAgreesWithFixtureJSON() throws {
    var repo = FixtureRepository()
    defer { repo.remove() }
    let package = FixtureRepository.Package(
      directory: "Packages/Core", name: "Core",
      targets: [
        .init(name: "Core", dependencies: [.product("Shim", package: "Shim")]),
        .init(
          name: "Tool", type: "executable", path: "Custom/Tool",
          dependencies: [
            .byName("Core"), .conditionalTarget("Extras", platforms: ["ios", "maccatalyst", "linux"]),
          ]),
        .init(name: "Extras"),
        .init(name: "CoreTests", type: "test", dependencies: [.byName("Core")]),
      ],
      localDependencies: ["../Shim"])
    repo.add(package)
    repo.add(.init(directory: "Packages/Shim", name: "Shim", targets: [.init(name: "Shim")]))
    let real = try SwiftPMManifestLoader().dumpPackage(at: "\(repo.root)/Packages/Core")
    let decoded = try PackageManifest.decode(real, origin: "real")
    #expect(decoded == (try PackageManifest.decode(repo.dumpJSON(package), origin: "fixture")))

    repo.write(
      "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: )\n",
      to: "Packages/Shim/Package.swift")
    #expect(throws: CheckerFailure.self) {
      try SwiftPMManifestLoader().dumpPackage(at: "\(repo.root)/Packages/Shim")
    }
  }
}
