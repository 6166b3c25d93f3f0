import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// Section 1 of issue 13: modules of remote packages, C targets and system libraries, read from the
/// manifests (and checkouts on disk) without network.
@Suite(.blocksItsThread) struct ExternalModuleTests {
  /// The standard fixture whose Core declares two remote products named unlike their packages.
  static func withRemotes() -> FixtureRepository {
    var repo = FixtureRepository.standard()
    repo.add(
      .init(
        directory: "Packages/Core", name: "Core",
        targets: [
          .init(
            name: "Core",
            dependencies: [
              .product("Shim", package: "Shim"), .product("NukeUI", package: "Nuke"),
              .conditional("KeychainSwift", package: "keychain-swift", platforms: ["ios", "macos"]),
            ]),
          .init(name: "CoreTests", type: "test", dependencies: [.byName("Core")]),
        ],
        localDependencies: ["../Shim"],
        remoteDependencies: ["https://example.com/kean/Nuke", "https://example.com/x/keychain-swift.git"]))
    repo.write(
      "import Foundation\nimport Shim\nimport NukeUI\n#if canImport(KeychainSwift)\nimport KeychainSwift\n#endif\n",
      to: "Packages/Core/Sources/Core/Core.swift")
    return repo
  }

  @Test func declaredRemoteProductsAreKnown() {
    let repo = Self.withRemotes()
    defer { repo.remove() }
    let result = repo.run()
    #expect(result.diagnostics == [])
    #expect(result.exitCode == 0)
  }

  @Test func importOfARemoteModuleOnlyADependencyDeclaresIsImplicit() {
    let repo = Self.withRemotes()
    defer { repo.remove() }
    repo.write(
      "import Core\nimport NukeUI\nimport Alamofire\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "Packages/Features/Home/Sources/Home/Home.swift:2:8: error: Home imports NukeUI without declaring it in "
          + "Packages/Features/Home/Package.swift (it compiles only transitively via Home → Core → NukeUI) "
          + "[implicit-dependency]",
        "Packages/Features/Home/Sources/Home/Home.swift:3:8: error: Home imports Alamofire, which is neither a module "
          + "of this repository, nor declared by a manifest, nor a system module listed in boundaries.rules "
          + "[unknown-module]",
      ])
  }

  @Test func checkoutOnDiskGivesTheRealProductModules() {
    var repo = Self.withRemotes()
    defer { repo.remove() }
    // NukeUI's product vends two modules; only the checkout knows. Nothing imports NukeUI itself.
    repo.add(
      .init(
        directory: ".build/checkouts/Nuke", name: "Nuke",
        targets: [.init(name: "Nuke"), .init(name: "NukeUI"), .init(name: "NukeExtensions")],
        extraProducts: [("NukeUI", ["NukeUI", "NukeExtensions"])]))
    repo.write(
      "import Foundation\nimport Shim\nimport NukeExtensions\n#if canImport(KeychainSwift)\nimport KeychainSwift\n#endif\n",
      to: "Packages/Core/Sources/Core/Core.swift")
    #expect(repo.run().diagnostics == [])
    // Without the checkout, the product vends its own name only: NukeExtensions is unknown and the
    // declared NukeUI unused.
    try? FileManager.default.removeItem(atPath: "\(repo.root)/.build")
    let result = repo.run()
    #expect(result.diagnostics.count == 2)
    #expect(result.diagnostics.contains { $0.contains("NukeExtensions") && $0.hasSuffix("[unknown-module]") })
    #expect(
      result.diagnostics.contains { $0.contains("declares NukeUI") && $0.hasSuffix("[unused-dependency]") })
    // A checkout under --scratch-path counts as well.
    repo.add(
      .init(
        directory: ".scratch/checkouts/Nuke", name: "Nuke",
        targets: [.init(name: "Nuke"), .init(name: "NukeUI"), .init(name: "NukeExtensions")],
        extraProducts: [("NukeUI", ["NukeUI", "NukeExtensions"])]))
    #expect(repo.run(["--scratch-path", "\(repo.root)/.scratch"]).diagnostics == [])
  }

  @Test func byNameRemoteProductIsKnownAndNamesItsPackage() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    addShimImportingKingfisher(to: &repo)
    #expect(repo.run().diagnostics == [])
    repo.write(FixtureRepository.rules + "third-party core\n", to: "boundaries.rules")
    #expect(
      repo.run().diagnostics == [shimImportsKingfisherOutsideCore])
  }

  @Test func aByNameProductIsMatchedToItsPackageAmongSeveral() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.add(
      .init(
        directory: "Packages/Shim", name: "Shim",
        targets: [.init(name: "Shim", dependencies: [.byName("KeychainSwift"), .byName("FirebaseAuth")])],
        remoteDependencies: [
          "https://example.com/x/keychain-swift.git", "https://example.com/firebase/firebase-ios-sdk",
          "https://example.com/kean/Nuke",
        ]))
    repo.write("import KeychainSwift\nimport FirebaseAuth\n", to: "Packages/Shim/Sources/Shim/Shim.swift")
    repo.write(FixtureRepository.rules + "third-party core\n", to: "boundaries.rules")
    let packages = repo.run().diagnostics.map {
      $0.components(separatedBy: "of remote package ")[1].prefix { $0 != ";" }
    }
    #expect(packages == ["keychain-swift", "firebase-ios-sdk"])
  }

  @Test func productDirectiveMapsAProductToItsModules() {
    let repo = Self.withRemotes()
    defer { repo.remove() }
    repo.write(FixtureRepository.rules + "product NukeUI -> NukeUI, NukeExtensions\n", to: "boundaries.rules")
    repo.write(
      "import Foundation\nimport Shim\nimport NukeExtensions\n#if canImport(KeychainSwift)\nimport KeychainSwift\n#endif\n",
      to: "Packages/Core/Sources/Core/Core.swift")
    let result = repo.run()
    #expect(result.diagnostics == [])
    #expect(result.exitCode == 0)
  }

  @Test func thirdPartyRuleNamesItsLine() {
    let repo = Self.withRemotes()
    defer { repo.remove() }
    repo.write(FixtureRepository.rules + "third-party shim\n", to: "boundaries.rules")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "Packages/Core/Sources/Core/Core.swift:3:8: error: Core (core) imports NukeUI of remote package nuke; only "
          + "shim may import remote packages ('third-party' at boundaries.rules:10) [third-party-import]",
        "Packages/Core/Sources/Core/Core.swift:5:8: error: Core (core) imports KeychainSwift of remote package "
          + "keychain-swift; only shim may import remote packages ('third-party' at boundaries.rules:10) "
          + "(under #if canImport(KeychainSwift)) [third-party-import]",
      ])
  }

  /// With either line ending: a CRLF map whose first line is a comment once named no module
  /// (split at "\n" it was one line), and the module's imports were then unknown.
  @Test(arguments: ["\n", "\r\n"])
  func cTargetAndSystemLibraryAreImportedByTheirModuleMapNames(lineEnding: String) {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.add(
      .init(
        directory: "Packages/Shim", name: "Shim",
        targets: [
          .init(name: "Shim", dependencies: [.byName("system-zlib"), .byName("c-hash")]),
          .init(name: "system-zlib", type: "system"),
          .init(name: "c-hash", publicHeadersPath: "headers"),
        ]))
    repo.write(
      "module zlibLinux [system] {\n  link \"z\"\n  export *\n}\n".replacingOccurrences(
        of: "\n", with: lineEnding),
      to: "Packages/Shim/Sources/system-zlib/module.modulemap")
    repo.write(
      "// a C target\nmodule CHash {\n  header \"hash.h\"\n}\n".replacingOccurrences(
        of: "\n", with: lineEnding),
      to: "Packages/Shim/Sources/c-hash/headers/module.modulemap")
    repo.write("int hash(int);\n", to: "Packages/Shim/Sources/c-hash/headers/hash.h")
    repo.write(
      "import Foundation\nimport zlibLinux\nimport CHash\n", to: "Packages/Shim/Sources/Shim/Shim.swift")
    #expect(repo.run().diagnostics == [])
    repo.write(
      "import Foundation\nimport Shim\nimport zlibLinux\n", to: "Packages/Core/Sources/Core/Core.swift")
    #expect(
      repo.run().diagnostics == [
        "Packages/Core/Sources/Core/Core.swift:3:8: error: Core imports zlibLinux without declaring it in "
          + "Packages/Core/Package.swift (it compiles only transitively via Core → Shim → zlibLinux) [implicit-dependency]"
      ])
    repo.write("import Foundation\nimport Shim\nimport CHash\n", to: "Packages/Core/Sources/Core/Core.swift")
    #expect(repo.run().diagnostics.first?.contains("Core imports CHash without declaring it") == true)
  }

  @Test func aDeclaredRemoteModuleNamedLikeASystemModuleIsStillThirdParty() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    // Kingfisher is also listed as a system module: what a manifest declares from a remote package
    // wins, so the third-party rule still applies to it.
    addShimImportingKingfisher(to: &repo)
    repo.write(FixtureRepository.rules + "third-party core\nsystem * Kingfisher\n", to: "boundaries.rules")
    #expect(
      repo.run().diagnostics == [shimImportsKingfisherOutsideCore])
  }

  @Test func aByNameProductIsMatchedToAPackageByAThreeLetterLeadingWord() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    // `AWSS3` shares no name with either package; `aws-sdk-swift`'s leading word, three letters
    // long, is the shortest prefix that still counts.
    repo.add(
      .init(
        directory: "Packages/Shim", name: "Shim",
        targets: [.init(name: "Shim", dependencies: [.byName("AWSS3")])],
        remoteDependencies: [
          "https://example.com/awslabs/aws-sdk-swift.git", "https://example.com/onevcat/Kingfisher.git",
        ]))
    repo.write("import Foundation\nimport AWSS3\n", to: "Packages/Shim/Sources/Shim/Shim.swift")
    repo.write(FixtureRepository.rules + "third-party core\n", to: "boundaries.rules")
    #expect(
      repo.run().diagnostics == [
        "Packages/Shim/Sources/Shim/Shim.swift:2:8: error: Shim (shim) imports AWSS3 of remote package "
          + "aws-sdk-swift; only core may import remote packages ('third-party' at boundaries.rules:10) "
          + "[third-party-import]"
      ])
  }
}

/// A shim package in the shim layer that declares and imports the remote Kingfisher product.
private func addShimImportingKingfisher(to repo: inout FixtureRepository) {
  repo.add(
    .init(
      directory: "Packages/Shim", name: "Shim",
      targets: [.init(name: "Shim", dependencies: [.byName("Kingfisher")])],
      remoteDependencies: ["https://example.com/onevcat/Kingfisher.git"]))
  repo.write("import Foundation\nimport Kingfisher\n", to: "Packages/Shim/Sources/Shim/Shim.swift")
}

/// What `third-party core` (line 10 of the fixture's rules) reports for that shim.
private let shimImportsKingfisherOutsideCore =
  "Packages/Shim/Sources/Shim/Shim.swift:2:8: error: Shim (shim) imports Kingfisher of remote package "
  + "kingfisher; only core may import remote packages ('third-party' at boundaries.rules:10) "
  + "[third-party-import]"
