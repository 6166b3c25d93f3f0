import BlockingTestSupport
import Foundation
import Testing

@testable import NewFeature

/// The command on a clone of the repository: a feature added with FLOW and a flow added with
/// LAYER=flows, each removed again to exactly what git holds; every bad input refused with exit
/// code 2 and nothing written. Building and testing what it generates is `make feature-selftest`.
@Suite(.serialized, .blocksItsThread) struct NewFeatureCommandTests {
  func run(_ copy: RepositoryCopy, _ arguments: [String], remove: Bool = false) -> Int32 {
    let all = arguments + ["--package-path", copy.root.path]
    return remove ? NewFeatureCommand.runRemove(arguments: all) : NewFeatureCommand.runAdd(arguments: all)
  }

  @Test func aFeatureWiredIntoAFlowIsAddedEverywhereAndRemovedExactly() throws {
    let copy = try RepositoryCopy()
    #expect(run(copy, ["Wishlist", "--flow", "ShopFlow"]) == 0)
    let status = try copy.status()
    for path in [
      "Package.swift", "README.md", "App/Sources/App/Previews/AddedPreviews.swift",
      "?? App/Sources/App/Previews/WishlistPreview.swift", "?? Packages/Features/Wishlist/Package.swift",
      "Packages/Flows/ShopFlow/Sources/ShopFlow/ShopFlow.swift",
      "Packages/Flows/ShopFlow/Sources/ShopFlow/ShopFlow+CasePaths.swift",
      "Packages/Flows/ShopFlow/Sources/ShopFlow/ShopFlowView.swift", "Packages/Flows/ShopFlow/Package.swift",
      "?? Packages/Flows/ShopFlow/Tests/ShopFlowTests/WishlistFlowTests.swift",
      "?? Packages/Features/Wishlist/Sources/Wishlist/WishlistFeature+CasePaths.swift",
      "Packages/Features/Home/Sources/Home/ShopHomeFeature.swift",
      "Packages/Features/Home/Sources/Home/ShopHomeFeature+CasePaths.swift",
      "Packages/Features/Home/Sources/Home/ShopHomeView.swift",
      "Packages/Flows/ShopFlow/Sources/ShopFlow/ShopFlow+Restoration.swift",
    ] {
      #expect(status.contains(path), "\(path) not in git status:\n\(status)")
    }
    #expect(!status.contains("boundaries.rules"), "the features layer's folder already covers it")
    let flow = try #require(copy.read("Packages/Flows/ShopFlow/Sources/ShopFlow/ShopFlow.swift"))
    #expect(flow.contains("context.ifLet(\\.wishlist, action: \\.wishlist, path: WishlistPath.wishlist) {"))
    let root = try #require(copy.read("Package.swift"))
    #expect(root.contains("\"Packages/Features/Wishlist\",\n]"))
    #expect(
      root.contains(
        """
            packageTestsWithSnapshots(
              "Packages/Features/Wishlist", "Wishlist",
              ["HeadlessUI", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting", "Wishlist"]),
        """), "the new package's tests, with their snapshot references excluded")
    #expect(
      root.contains(
        "      ]\n        + [\"Wishlist\"]),\n    packageTestsWithSnapshots(\n      \"Packages/Flows/AppFeature\""
      ),
      "ShopFlowTests' products in the root manifest gain Wishlist")
    #expect(
      copy.read(
        "Packages/Features/Wishlist/Tests/WishlistTests/__Snapshots__/WishlistViewTests/"
          + "testTheScreenShowsTheCountAndIncrements.count-1.txt")
        == "≡ Wishlist\n  Count: 1\n  [Increment]\n  [Done]\ngestures: tap Increment · tap Done\n",
      "the view test's references are recorded")
    #expect(flow.contains("case .home(.delegate(.wishlistButtonTapped)):"), "Home's button is routed")
    let home = try #require(copy.read("Packages/Features/Home/Sources/Home/ShopHomeView.swift"))
    #expect(
      home.contains(
        "  Button(\"Quick buy\") { store.send(.quickBuyButtonTapped) }\n      Button(\"Wishlist\")"))
    let homeFeature = try #require(copy.read("Packages/Features/Home/Sources/Home/ShopHomeFeature.swift"))
    #expect(!homeFeature.contains("import Wishlist"), "Home reports the tap; it does not know Wishlist")
    let restoration = try #require(
      copy.read("Packages/Flows/ShopFlow/Sources/ShopFlow/ShopFlow+Restoration.swift"))
    #expect(restoration.contains("    CheckoutFeature.navigationTags\n    + [WishlistPath.self]\n"))
    #expect(restoration.contains("try container.encodeIfPresent(wishlist, forKey: .wishlist)"))

    // A second feature in the same places; either comes out first, exactly.
    #expect(run(copy, ["Gifts", "--flow", "ShopFlow", "--allow-dirty"]) == 0)
    #expect(run(copy, ["Wishlist"], remove: true) == 0)
    #expect(run(copy, ["Gifts"], remove: true) == 0)
    #expect(try copy.status() == "", "the tree matches HEAD again")
  }

  @Test func aFlowIsAddedAndRemovedExactly() throws {
    let copy = try RepositoryCopy()
    #expect(run(copy, ["GiftFlow", "--layer", "flows"]) == 0)
    let flow = try #require(copy.read("Packages/Flows/GiftFlow/Sources/GiftFlow/GiftFlow.swift"))
    #expect(flow.contains(".navigationStackContext(nav: \\.$nav, pathAction: \\.pathDidChange) { context in"))
    #expect(copy.read("README.md")?.contains("AppFeature (Bookshelf) · GiftFlow") == true)
    try RepositoryCopy.git(["add", "-A"], in: copy.root)
    try RepositoryCopy.git(
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "GiftFlow"], in: copy.root)
    #expect(run(copy, ["Card", "--flow", "GiftFlow"]) == 0, "a generated flow can be wired into")
    #expect(run(copy, ["GiftFlow"], remove: true) == 2, "not while a feature is wired into it")
    #expect(run(copy, ["Card"], remove: true) == 0)
    #expect(try copy.status() == "", "the flow is as it was generated")
    #expect(run(copy, ["GiftFlow"], remove: true) == 0)
    #expect(try RepositoryCopy.git(["status", "--porcelain", "--untracked-files=all"], in: copy.root) != "")
    #expect(
      try RepositoryCopy.git(["diff", "HEAD~1", "--stat"], in: copy.root) == "",
      "the tree matches HEAD before the flow")
    #expect(try RepositoryCopy.git(["ls-files", "--others", "--exclude-standard"], in: copy.root) == "")
  }

  @Test func badInputIsRefusedAndNothingIsWritten() throws {
    let copy = try RepositoryCopy()
    let refused: [[String]] = [
      [], ["wishlist"], ["Wish-list"], ["Checkout"], ["checkout"], ["Foundation"], ["Receipt"],
      ["Wishlist", "--layer", "core"], ["Wishlist", "--flow", "NoFlow"], ["Wishlist", "--flow"],
      ["Wishlist", "--layer", "flows", "--flow", "ShopFlow"], ["Wishlist", "--bogus"], ["A", "B"],
      ["Wishlist", "--flow", "AppFeature"], ["QuickBuy", "--flow", "ShopFlow"],
    ]
    for arguments in refused {
      #expect(run(copy, arguments) == 2, "\(arguments)")
    }
    #expect(run(copy, ["Nothing"], remove: true) == 2)
    #expect(try copy.status() == "", "a refusal writes nothing")

    try copy.write(
      "Packages/Flows/ShopFlow/Package.swift",
      (copy.read("Packages/Flows/ShopFlow/Package.swift") ?? "") + "\n")
    #expect(run(copy, ["Wishlist", "--flow", "ShopFlow"]) == 2, "uncommitted changes in a file it must edit")
    #expect(try copy.status() == " M Packages/Flows/ShopFlow/Package.swift\n")
  }

  @Test func aRestorationItCannotExtendIsRefusedBeforeWriting() throws {
    let copy = try RepositoryCopy()
    let path = "Packages/Flows/ShopFlow/Sources/ShopFlow/ShopFlow+Restoration.swift"
    let restoration = try #require(copy.read(path))
    try copy.write(
      path, restoration.replacingOccurrences(of: " =\n    CheckoutFeature", with: " = CheckoutFeature"))
    try RepositoryCopy.git(["add", "-A"], in: copy.root)
    try RepositoryCopy.git(
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "one line"], in: copy.root)
    #expect(run(copy, ["Wishlist", "--flow", "ShopFlow"]) == 2, "tag types not one per line")
    #expect(try copy.status() == "", "nothing written")
  }

  @Test func aFailureAfterWritingRestoresEveryFile() throws {
    let copy = try RepositoryCopy()
    // A committed enum whose hand-written case paths make the flow's regeneration fail, after
    // every other file has been written.
    try copy.write(
      "Packages/Flows/ShopFlow/Sources/ShopFlow/Broken.swift",
      "import ThirdPartyShim\n\nenum Broken: CasePathable {\n  case a\n  struct AllCasePaths {}\n}\n")
    try RepositoryCopy.git(["add", "-A"], in: copy.root)
    try RepositoryCopy.git(
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "broken"], in: copy.root)
    #expect(run(copy, ["Wishlist", "--flow", "ShopFlow"]) == 1)
    #expect(try copy.status() == "", "every edited file put back, every created file and folder gone")
  }

  @Test func anEditedInsertionStopsRemovalBeforeAnythingChanges() throws {
    let copy = try RepositoryCopy()
    #expect(run(copy, ["Wishlist"]) == 0)
    let before = try copy.status()
    let manifest = try #require(copy.read("Package.swift"))
    try copy.write(
      "Package.swift", manifest.replacingOccurrences(of: "  \"Packages/Features/Wishlist\",\n", with: ""))
    #expect(run(copy, ["Wishlist"], remove: true) == 2)
    #expect(try copy.status() == before)
    #expect(copy.read("Packages/Features/Wishlist/Package.swift") != nil, "the package is still there")
  }
}
