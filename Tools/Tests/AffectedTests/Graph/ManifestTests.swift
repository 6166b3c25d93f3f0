import BlockingTestSupport
import Foundation
import Testing

@testable import Affected

/// Manifests and pins: a package's manifest selects its package, the root's everything, a moved
/// pin the packages that use it; removed targets are read from the base revision.
@Suite(.serialized, .blocksItsThread) struct ManifestTests {
  @Test func aPackageManifestSelectsEveryTargetOfItsPackageAndTheirDependents() {
    let repo = GitFixture.standard()
    repo.feature("Home", depends: [("Shim", "../../Shim"), ("Core", "../../Core")])
    repo.commit()
    let json = repo.affectedJSON(["--base", "main"])
    let selected = repo.selected(["--base", "main"])
    #expect(selected.contains("Packages/Features/Home:Home"))
    #expect(selected.contains("Packages/Features/Home:HomeTests"))
    #expect(selected.contains("Packages/Flows/Shop:ShopTests"))
    #expect(!selected.contains("Packages/Features/Receipt:Receipt"))
    #expect(json["all"] as? Bool == false)
    #expect(
      repo.affected(["--base", "main"]).out.contains(
        "→ every target of Packages/Features/Home (its manifest)"))
  }

  @Test func theRootManifestSelectsEverything() {
    let repo = GitFixture.standard()
    repo.write("Package.swift", repo.read("Package.swift")! + "// edit\n")
    repo.commit()
    let json = repo.affectedJSON(["--base", "main"])
    #expect(json["all"] as? Bool == true)
    #expect(json["allReasons"] as? [String] == ["Package.swift"])
    #expect((json["units"] as! [[String: Any]]).count == 8)
    #expect((json["skippedUnits"] as! [[String: Any]]).isEmpty)
  }

  @Test func aRemovedTargetIsReadFromTheBaseAndItsFormerDependentsAreSelected() {
    let repo = GitFixture.standard()
    repo.package(
      "Packages/Kit",
      targets: [
        .init(name: "KitCore"), .init(name: "KitExtras"),
        .init(name: "KitTests", type: "test", dependencies: [.byName("KitCore")]),
      ],
      products: [("Kit", ["KitCore", "KitExtras"])])
    repo.feature("Gift", depends: [("Kit", "../../Kit")])
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.remove("Packages/Kit/Sources/KitExtras/KitExtras.swift")
    repo.package(
      "Packages/Kit",
      targets: [
        .init(name: "KitCore"), .init(name: "KitTests", type: "test", dependencies: [.byName("KitCore")]),
      ],
      products: [("Kit", ["KitCore"])], sources: false)
    repo.commit("remove KitExtras")
    let json = repo.affectedJSON(["--base", "main"])
    #expect((json["removed"] as? [[String: String]]) == [["package": "Packages/Kit", "name": "KitExtras"]])
    let selected = repo.selected(["--base", "main"])
    #expect(selected.contains("Packages/Features/Gift:Gift"))
    #expect(selected.contains("Packages/Features/Gift:GiftTests"))
    #expect(!selected.contains("Packages/Kit:KitExtras"))
    #expect(json["all"] as? Bool == false)
    #expect(
      repo.affected(["--base", "main"]).out.contains(
        "removed targets (their former dependents are selected): Packages/Kit:KitExtras"))
  }

  /// A target reached from both revisions (from the head's targets of an edited manifest, and
  /// from the base's, one of them removed) is explained by the shorter chain, and between chains
  /// of one length by the one that sorts first: the removed `KitAlpha` before `KitCore`.
  @Test func aTargetReachedFromBothRevisionsIsExplainedByTheShortestChainThenByName() {
    let repo = GitFixture.standard()
    repo.package(
      "Packages/Kit",
      targets: [.init(name: "KitAlpha"), .init(name: "KitCore", dependencies: [.byName("KitAlpha")])],
      products: [("Kit", ["KitAlpha", "KitCore"])])
    repo.feature("Gift", depends: [("Kit", "../../Kit")])
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.remove("Packages/Kit/Sources/KitAlpha/KitAlpha.swift")
    repo.package(
      "Packages/Kit", targets: [.init(name: "KitCore")], products: [("Kit", ["KitCore"])], sources: false)
    repo.commit("remove KitAlpha")
    let targets = repo.affectedJSON(["--base", "main"])["targets"] as! [[String: Any]]
    func reason(_ name: String) -> [String]? {
      targets.first { $0["name"] as? String == name }?["reason"] as? [String]
    }
    // Gift: KitAlpha → Gift at the base and KitCore → Gift at the head, both of two.
    #expect(reason("Gift") == ["KitAlpha", "Gift"])
    #expect(reason("GiftTests") == ["KitAlpha", "Gift", "GiftTests"])
    // KitCore: itself at the head (its manifest changed), KitAlpha → KitCore at the base.
    #expect(reason("KitCore") == ["KitCore"])
  }

  @Test func aDeletedFileOfAMovedTargetIsOwnedAtTheBaseNotOutsideEveryTarget() {
    let repo = GitFixture.standard()
    repo.remove("Packages/Features/Home/Sources/Home/Home.swift")
    repo.package(
      "Packages/Features/Home", local: ["../../Shim"],
      targets: [
        .init(name: "Home", path: "Sources/HomeKit", dependencies: [.product("Shim", package: "Shim")]),
        .init(name: "HomeTests", type: "test", dependencies: [.byName("Home")]),
      ], sources: false)
    repo.write("Packages/Features/Home/Sources/HomeKit/Home.swift")
    repo.commit("move Home's sources")
    let json = repo.affectedJSON(["--base", "main"])
    #expect(json["all"] as? Bool == false)
    #expect(repo.selected(["--base", "main"]).contains("Packages/Features/Home:Home"))
  }

  @Test func aDeletedPackageSelectsItsFormerDependents() {
    let repo = GitFixture.standard()
    repo.feature("Gift", depends: [("Core", "../../Core")])
    repo.package(
      "Packages/Flows/Wrap", local: ["../../Features/Gift"],
      targets: [
        .init(name: "Wrap", dependencies: [.product("Gift", package: "Gift")]),
        .init(name: "WrapTests", type: "test", dependencies: [.byName("Wrap")]),
      ])
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.git("rm", "-q", "-r", "Packages/Features/Gift")
    repo.package(
      "Packages/Flows/Wrap",
      targets: [
        .init(name: "Wrap"), .init(name: "WrapTests", type: "test", dependencies: [.byName("Wrap")]),
      ],
      sources: false)
    repo.commit("drop Gift")
    let json = repo.affectedJSON(["--base", "main"])
    #expect(json["all"] as? Bool == false)
    #expect(Set((json["removed"] as! [[String: String]]).map { $0["name"]! }) == ["Gift", "GiftTests"])
    #expect(repo.selected(["--base", "main"]).contains("Packages/Flows/Wrap:WrapTests"))
  }

  /// A base manifest read from git is loaded from a scratch copy, and its dump is cached under the
  /// repository's key: back at that revision, the working tree is served that dump, so its
  /// `.package(path:)` folders must be the repository's, not the scratch copy's.
  @Test func aBaseManifestLoadedFromAScratchCopyIsCachedWithTheRepositorysPaths() {
    let repo = GitFixture.standard()
    repo.feature("Gift", depends: [("Core", "../../Core")])
    let wrap: [GitFixture.Target] = [
      .init(name: "Wrap", dependencies: [.product("Gift", package: "Gift")]),
      .init(name: "WrapTests", type: "test", dependencies: [.byName("Wrap")]),
    ]
    repo.package("Packages/Flows/Wrap", local: ["../../Features/Gift"], targets: wrap)
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.package(
      "Packages/Flows/Wrap", local: ["../../Features/Gift"], targets: wrap + [.init(name: "WrapExtras")])
    repo.commit("Wrap grows")
    #expect(repo.affected(["--base", "main"]).status == 0)
    repo.git("checkout", "-q", "main")
    let calls = repo.loader.calls
    let result = repo.affected(["--files", "Packages/Features/Gift/Sources/Gift/Gift.swift"])
    #expect(result.status == 0, "\(result.err)")
    #expect(repo.loader.calls == calls, "every manifest comes from the cache")
    #expect(
      repo.selected(["--files", "Packages/Features/Gift/Sources/Gift/Gift.swift"]).contains(
        "Packages/Flows/Wrap:WrapTests"))
  }

  @Test func aMovedPinSelectsOnlyThePackagesThatUseIt() {
    let repo = GitFixture.standard()
    repo.package(
      "Packages/Net",
      targets: [.init(name: "Net"), .init(name: "NetTests", type: "test", dependencies: [.byName("Net")])],
      remote: ["https://example.com/a/Alamo.git"])
    repo.package(
      "Packages/Img",
      targets: [.init(name: "Img"), .init(name: "ImgTests", type: "test", dependencies: [.byName("Img")])],
      remote: ["https://example.com/b/Nuke"])
    repo.write("Package.resolved", Self.resolved(["alamo": "1.0.0", "nuke": "2.0.0", "deep": "3.0.0"]))
    repo.commit()
    repo.git("branch", "-f", "main")

    repo.write("Package.resolved", Self.resolved(["alamo": "1.1.0", "nuke": "2.0.0", "deep": "3.0.0"]))
    repo.commit("bump alamo")
    #expect(repo.selected(["--base", "main"]) == ["Packages/Net:Net", "Packages/Net:NetTests"])
    #expect(
      repo.affected(["--base", "main"]).out.contains("→ pins alamo moved: every target of Packages/Net"))

    repo.git("branch", "-f", "main")
    repo.write(
      "Package.resolved", Self.resolved(["alamo": "1.1.0", "nuke": "2.0.0", "deep": "3.0.0"]) + "\n\n")
    repo.commit("reformat")
    #expect(repo.selected(["--base", "main"]) == [])

    repo.git("branch", "-f", "main")
    repo.write("Package.resolved", Self.resolved(["alamo": "1.1.0", "nuke": "2.0.0", "deep": "3.1.0"]))
    repo.commit("a pin no manifest declares: every package with remote dependencies")
    #expect(
      repo.selected(["--base", "main"]) == [
        "Packages/Img:Img", "Packages/Img:ImgTests", "Packages/Net:Net", "Packages/Net:NetTests",
      ])

    repo.git("branch", "-f", "main")
    repo.write("Package.resolved", "not json")
    repo.commit("broken pins")
    let json = repo.affectedJSON(["--base", "main"])
    #expect(json["all"] as? Bool == true)
    #expect(json["allReasons"] as? [String] == ["Package.resolved"])
  }

  @Test func pinsOfEverySwiftPMVersionAreRead() {
    let v1 =
      #"{"object":{"pins":[{"package":"Alamo","repositoryURL":"https://x/Alamo.git","state":{"version":"1.0.0"}}]},"version":1}"#
    let v2 =
      #"{"pins":[{"identity":"alamo","location":"https://x/Alamo.git","state":{"revision":"abc","version":"1.0.0"}}],"version":2}"#
    #expect(ResolvedPins(Data(v1.utf8))?.pins.keys.sorted() == ["alamo"])
    #expect(ResolvedPins(Data(v2.utf8))?.pins["alamo"] == "1.0.0 - abc")
    #expect(
      ResolvedPins(Data(#"{"pins":[{"location":"https://x/Nuke.git"}]}"#.utf8))?.pins.keys.sorted() == [
        "nuke"
      ])
    #expect(ResolvedPins(Data(#"{"pins":[{"state":{}}]}"#.utf8)) == nil)
    #expect(ResolvedPins(Data("[]".utf8)) == nil)
    #expect(ResolvedPins(nil)?.pins == [:])
    let before = ResolvedPins(Data(v2.utf8))!
    let after = ResolvedPins(
      Data(#"{"pins":[{"identity":"nuke","state":{"version":"2.0.0"}}],"version":2}"#.utf8))!
    #expect(after.changed(from: before) == ["alamo", "nuke"])
    #expect(before.changed(from: before) == [])
  }

  static func resolved(_ versions: [String: String]) -> String {
    let pins = versions.keys.sorted().map { identity in
      #"{"identity":"\#(identity)","kind":"remoteSourceControl","location":"https://example.com/\#(identity)","state":{"version":"\#(versions[identity]!)"}}"#
    }
    return #"{"pins":[\#(pins.joined(separator: ","))],"version":2}"#
  }
}

/// `cat-file --batch` answers for many files at once: each file's bytes exactly, none for a path
/// the commit does not hold.
@Suite(.serialized, .blocksItsThread) struct RevisionReaderTests {
  @Test func blobsAreReadExactlyAndMissingPathsLeftOut() throws {
    let repo = GitFixture.standard()
    repo.write("a.txt", "no newline at the end")
    repo.write("b.txt", "two\nlines\n")
    let head = repo.commit()
    let reader = RevisionReader(
      root: repo.root, git: Git(directory: repo.root), boundaryRules: .init(path: "boundaries.rules"),
      affectedRules: .init(path: "affected.rules"), cache: .init(directory: nil), loader: repo.loader)
    let blobs = try reader.blobs(["a.txt", "missing.txt", "b.txt"], at: head)
    #expect(blobs == ["a.txt": Data("no newline at the end".utf8), "b.txt": Data("two\nlines\n".utf8)])
    #expect(try reader.blobs([], at: head) == [:])
  }
}
