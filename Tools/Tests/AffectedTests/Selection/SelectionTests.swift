import BlockingTestSupport
import Foundation
import Testing

@testable import Affected

/// What a change selects: owners, transitive dependents and their tests, on the standard fixture.
@Suite(.serialized, .blocksItsThread) struct SelectionTests {
  @Test func aFeatureBodySelectsItsDependentsAndTheirTestsAndNothingElse() {
    let repo = GitFixture.standard()
    repo.write("Packages/Features/Receipt/Sources/Receipt/Receipt.swift", "// body edit\n")
    repo.commit()
    #expect(
      repo.selected(["--base", "main"]) == [
        "App", "AppTests", "Packages/Features/Checkout:Checkout", "Packages/Features/Checkout:CheckoutTests",
        "Packages/Features/Receipt:Receipt", "Packages/Features/Receipt:ReceiptTests",
        "Packages/Flows/Shop:Shop",
        "Packages/Flows/Shop:ShopTests", "ShopTests",
      ])
    let targets = repo.affectedJSON(["--base", "main"])["targets"] as! [[String: Any]]
    let shopTests = targets.first {
      $0["package"] as? String == "Packages/Flows/Shop" && $0["name"] as? String == "ShopTests"
    }
    #expect(shopTests?["reason"] as? [String] == ["Receipt", "Checkout", "Shop", "ShopTests"])
    #expect(shopTests?["test"] as? Bool == true)
    #expect(shopTests?["cause"] as? String == "Packages/Features/Receipt/Sources/Receipt/Receipt.swift")
    let appTests = targets.first { $0["name"] as? String == "AppTests" }
    #expect(appTests?["reason"] as? [String] == ["Receipt", "Checkout", "Shop", "App", "AppTests"])
  }

  @Test func theBaseBranchMovingOnIsNotPartOfTheChange() {
    let repo = GitFixture.standard()
    repo.write("Packages/Features/Receipt/Sources/Receipt/Receipt.swift", "// branch edit\n")
    repo.commit()
    repo.git("checkout", "-q", "main")
    repo.write("Packages/Features/Home/Sources/Home/Home.swift", "// main moved on\n")
    repo.commit()
    repo.git("checkout", "-q", "feature")
    let selected = repo.selected(["--base", "main"])
    #expect(selected.contains("Packages/Features/Receipt:Receipt"))
    #expect(!selected.contains("Packages/Features/Home:Home"))
    #expect(
      repo.affectedJSON(["--base", "main"])["changed"] as? [String] == [
        "Packages/Features/Receipt/Sources/Receipt/Receipt.swift"
      ])
  }

  @Test func aRenameAcrossPackagesSelectsBothSides() {
    let repo = GitFixture.standard()
    repo.write("Packages/Features/Home/Sources/Home/Shared.swift", "// a helper\n")
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.git(
      "mv", "Packages/Features/Home/Sources/Home/Shared.swift", "Packages/Core/Sources/Core/Shared.swift")
    repo.commit("move a file from Home to Core")
    let json = repo.affectedJSON(["--base", "main"])
    #expect(
      json["changed"] as? [String] == [
        "Packages/Core/Sources/Core/Shared.swift", "Packages/Features/Home/Sources/Home/Shared.swift",
      ])
    let selected = repo.selected(["--base", "main"])
    #expect(selected.contains("Packages/Features/Home:Home"))
    #expect(selected.contains("Packages/Core:Core"))
    #expect(selected.contains("Packages/Features/Receipt:ReceiptTests"))
  }

  @Test func aDeletedFileSelectsItsOwner() {
    let repo = GitFixture.standard()
    repo.remove("Packages/Features/Home/Sources/Home/Home.swift")
    repo.write("Packages/Features/Home/Sources/Home/Other.swift")
    repo.commit()
    let selected = repo.selected(["--base", "main"])
    #expect(selected.contains("Packages/Features/Home:Home"))
    #expect(selected.contains("Packages/Features/Home:HomeTests"))
    #expect(!selected.contains("Packages/Core:Core"))
  }

  @Test func aResourceOnlyChangeSelectsItsTarget() {
    let repo = GitFixture.standard()
    repo.write("Packages/Features/Home/Sources/Home/Resources/strings.json", "{}\n")
    repo.commit()
    let selected = repo.selected(["--base", "main"])
    #expect(selected.first == "App")
    #expect(selected.contains("Packages/Features/Home:Home"))
    #expect(!selected.contains("Packages/Features/Receipt:Receipt"))
  }

  @Test func aTestFileSelectsItsTestTargetAloneAndItsTwinRunsInItsPackage() {
    let repo = GitFixture.standard()
    repo.write("Packages/Core/Tests/CoreTests/More.swift", "// another test\n")
    repo.commit()
    let json = repo.affectedJSON(["--base", "main"])
    #expect(repo.selected(["--base", "main"]) == ["CoreTests", "Packages/Core:CoreTests"])
    #expect(
      json["testCommands"] as? [String] == ["swift test --package-path Packages/Core --scratch-path .build"])
    let units = json["units"] as! [[String: Any]]
    #expect(units.map { $0["name"] as? String } == ["Packages/Core"])
  }

  @Test func aToolsChangeRunsOnlyTheToolsUnitInItsOwnBuild() {
    let repo = GitFixture.standard()
    repo.write("Tools/Sources/Tool/Tool.swift", "// tool\n")
    repo.commit()
    let json = repo.affectedJSON(["--base", "main"])
    #expect(json["testCommands"] as? [String] == ["swift test --package-path Tools"])
    let skipped = (json["skippedUnits"] as! [[String: Any]]).map { $0["name"] as! String }
    #expect(skipped.contains("."))
    #expect(!skipped.contains("Tools"))
  }

  @Test func whenTheRootsOwnTestsRunEverythingTheRootBuildsRunsInOneCommand() {
    let repo = GitFixture.standard()
    repo.write("Packages/Features/Receipt/Sources/Receipt/Receipt.swift", "// edit\n")
    repo.commit()
    let json = repo.affectedJSON(["--base", "main"])
    // ReceiptTests and CheckoutTests have no twin in the root: their packages run them.
    #expect(
      json["testCommands"] as? [String] == [
        "swift test --filter '^(AppTests|ShopTests)\\.'",
        "swift test --package-path Packages/Features/Checkout --scratch-path .build",
        "swift test --package-path Packages/Features/Receipt --scratch-path .build",
      ])
  }

  @Test func aThreeHopChainThroughAProductATargetAndAByNameDependency() {
    let repo = GitFixture()
    repo.package("Packages/Base", targets: [.init(name: "Base")])
    repo.package(
      "Packages/Flow", local: ["../Base"],
      targets: [
        .init(name: "Flow", dependencies: [.target("FlowModel")]),
        .init(name: "FlowModel", dependencies: [.byName("Base")]),
      ],
      products: [("Flow", ["Flow"])])
    repo.package(
      ".", local: ["Packages/Flow"],
      targets: [.init(name: "App", type: "executable", dependencies: [.product("Flow", package: "Flow")])],
      products: [])
    repo.commit("base")
    repo.git("checkout", "-q", "-b", "feature")
    repo.write("Packages/Base/Sources/Base/Base.swift", "// edit\n")
    repo.commit()
    let targets = repo.affectedJSON(["--base", "main"])["targets"] as! [[String: Any]]
    #expect(
      targets.first { $0["name"] as? String == "App" }?["reason"] as? [String] == [
        "Base", "FlowModel", "Flow", "App",
      ])
    let explained = repo.affected(["--base", "main", "--explain", "App"])
    #expect(explained.status == 0)
    #expect(explained.out.contains("App (root package) is affected:"))
    #expect(explained.out.contains("FlowModel depends on Base (through the product Base)"))
    #expect(explained.out.contains("Flow depends on FlowModel (a target of the same package)"))
    #expect(explained.out.contains("App depends on Flow (through the product Flow)"))
  }

  @Test func aManifestWithAHundredAndTwentyTargetsSelectsExactlyTheChainAbove() {
    let repo = GitFixture()
    var targets: [GitFixture.Target] = [.init(name: "T0")]
    for index in 1..<120 {
      targets.append(.init(name: "T\(index)", dependencies: [.byName("T\(index - 1)")]))
    }
    for index in stride(from: 0, to: 120, by: 10) {
      targets.append(.init(name: "T\(index)Tests", type: "test", dependencies: [.byName("T\(index)")]))
    }
    repo.package(".", targets: targets)
    repo.commit("base")
    repo.git("checkout", "-q", "-b", "feature")
    repo.write("Sources/T100/T100.swift", "// edit\n")
    repo.commit()
    let json = repo.affectedJSON(["--base", "main"])
    let names = Set((json["targets"] as! [[String: Any]]).map { $0["name"] as! String })
    #expect(names == Set((100..<120).map { "T\($0)" } + ["T100Tests", "T110Tests"]))
    #expect(json["testCommands"] as? [String] == ["swift test --filter '^(T100Tests|T110Tests)\\.'"])
  }

  @Test func anAppFolderOutsideSwiftPMIsOwnedAndFollowsItsImports() {
    let repo = GitFixture.standard()
    repo.write("boundaries.rules", "layer app MyApp\nlayer packages Packages\nmodule MyApp MyApp\n")
    repo.write("MyApp/Main.swift", "import Receipt\nimport UIKit\n")
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.write("MyApp/Main.swift", "import Receipt\nimport UIKit\n// edit\n")
    repo.commit()
    let own = repo.affectedJSON(["--base", "main"])
    #expect((own["targets"] as! [[String: Any]]).map { $0["name"] as! String } == ["MyApp"])
    #expect(own["testCommands"] as? [String] == [])
    repo.git("branch", "-f", "main")
    repo.write("Packages/Features/Receipt/Sources/Receipt/Receipt.swift", "// edit\n")
    repo.commit()
    let targets = repo.affectedJSON(["--base", "main"])["targets"] as! [[String: Any]]
    #expect(
      targets.first { $0["name"] as? String == "MyApp" }?["reason"] as? [String] == ["Receipt", "MyApp"])
    #expect(repo.affected(["--base", "main"]).out.contains("MyApp (folder)"))
  }

  @Test func uncommittedAddsTheWorkingTreeAndUntrackedFiles() {
    let repo = GitFixture.standard()
    repo.write("Packages/Features/Home/Sources/Home/Home.swift", "// not committed\n")
    repo.write("Packages/Core/Sources/Core/New.swift", "// untracked\n")
    #expect(repo.selected(["--base", "main"]) == [])
    let selected = repo.selected(["--base", "main", "--uncommitted"])
    #expect(selected.contains("Packages/Features/Home:Home"))
    #expect(selected.contains("Packages/Core:Core"))
  }

  @Test func filesReplaceGit() {
    let repo = GitFixture.standard()
    let json = repo.affectedJSON(["--files", "./Packages/Features/Home/Sources/Home/Home.swift", "README.md"])
    #expect(json["base"] is NSNull)
    #expect(json["head"] is NSNull)
    #expect(json["changed"] as? [String] == ["Packages/Features/Home/Sources/Home/Home.swift", "README.md"])
    #expect((json["targets"] as! [[String: Any]]).contains { $0["name"] as? String == "HomeTests" })
  }
}
