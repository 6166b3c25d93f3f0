import Testing
import ToolSupport

@testable import NewFeature

/// Every edit is an insertion that removal undoes byte for byte.
@Suite struct InsertionTests {
  let manifest = """
    let localPackages = [
      "Packages/Core",
    ]
    let other = [
    ]

    """

  @Test func insertsBeforeTheTargetLineAfterTheStartAndRemovesExactly() throws {
    let edit = Insertion(
      path: "Package.swift", start: .prefix("let localPackages = ["), target: .trimmed("]"),
      placement: .beforeLine, text: "  \"Packages/Features/Wishlist\",\n", purpose: "the list")
    let added = try edit.apply(to: manifest)
    #expect(added.contains("  \"Packages/Core\",\n  \"Packages/Features/Wishlist\",\n]\nlet other"))
    #expect(try edit.remove(from: added) == manifest)
  }

  @Test func insertsAfterALineAndBeforeASuffix() throws {
    let after = Insertion(
      path: "F", start: nil, target: .suffix("switch action {"), placement: .afterLine,
      text: "  case .x: 1\n",
      purpose: "a case")
    let source = "func f() {\n  switch action {\n  default: 0\n  }\n}\n"
    #expect(
      try after.apply(to: source) == "func f() {\n  switch action {\n  case .x: 1\n  default: 0\n  }\n}\n")
    let suffix = Insertion(
      path: "F", start: .contains("packageTests("), target: .suffix("]),"), placement: .beforeSuffix("),"),
      text: "\n    + [\"W\"]", purpose: "a product")
    let call = "packageTests(\n  [\"A\"]),\n"
    let added = try suffix.apply(to: call)
    #expect(added == "packageTests(\n  [\"A\"]\n    + [\"W\"]),\n")
    #expect(try suffix.remove(from: added) == call)
  }

  @Test func insertsInsideTheBlockThatTheTargetFollows() throws {
    let view = "List {\n  Button(\"Buy\")\n}\n.navigationTitle(\"Shop\")\n"
    let edit = Insertion(
      path: "V", start: nil, target: .contains(".navigationTitle("), placement: .beforePreviousLine,
      text: "  Button(\"W\")\n", purpose: "a button")
    let added = try edit.apply(to: view)
    #expect(added == "List {\n  Button(\"Buy\")\n  Button(\"W\")\n}\n.navigationTitle(\"Shop\")\n")
    #expect(try edit.remove(from: added) == view)
    #expect(throws: Diagnostic.self, "no line before the first") {
      try edit.apply(to: ".navigationTitle(\"Shop\")\n")
    }
  }

  @Test func aMissingPlaceOrAnEditedInsertionIsAnError() throws {
    let edit = Insertion(
      path: "Package.swift", start: .prefix("let nothing = ["), target: .trimmed("]"), placement: .beforeLine,
      text: "x\n", purpose: "the list")
    #expect(throws: Diagnostic.self) { try edit.apply(to: manifest) }
    let present = Insertion(
      path: "Package.swift", start: .prefix("let localPackages"), target: .trimmed("]"),
      placement: .beforeLine,
      text: "  \"Gone\",\n", purpose: "the list")
    let error = #expect(throws: Diagnostic.self) { try present.remove(from: manifest) }
    #expect(error?.description.contains("is not there") == true)
  }

  @Test func theModuleMapKeepsItsRightColumn() throws {
    let readme = """
      ## Module map

      ```
      Flows           ShopFlow · AppFeature (Bookshelf)                         Packages/Flows/*
       ↓              own the shared stacks
      Features        Home · Checkout                                           Packages/Features/*
       ↓              Library · Book
      Core            NavigationState                                           Packages/Core
      ```

      """
    let flow = ModuleMapEdit(layerLabel: "Flows ", lastLineOfBlock: false, name: "GiftFlow")
    let withFlow = try flow.apply(to: readme)
    #expect(
      withFlow.contains(
        "Flows           ShopFlow · AppFeature (Bookshelf) · GiftFlow              Packages/Flows/*"))
    let feature = ModuleMapEdit(layerLabel: "Features ", lastLineOfBlock: true, name: "Wishlist")
    let withBoth = try feature.apply(to: withFlow)
    #expect(withBoth.contains(" ↓              Library · Book · Wishlist\n"))
    #expect(try flow.remove(from: try feature.remove(from: withBoth)) == readme)
    #expect(try feature.remove(from: try flow.remove(from: withBoth)) == readme)
  }

  @Test func lowerCamelCaseOfNames() {
    #expect(FeatureRequest.lowerCamel("Wishlist") == "wishlist")
    #expect(FeatureRequest.lowerCamel("URLScanner") == "urlScanner")
    #expect(FeatureRequest.lowerCamel("ABC") == "abc")
    #expect(FeatureRequest.lowerCamel("GiftCard2") == "giftCard2")
  }

  @Test(arguments: [
    ("", "needs a name"),
    ("wishlist", "UpperCamelCase"),
    ("Wish-list", "UpperCamelCase"),
    ("Wishlist_2", "UpperCamelCase"),
    ("Wünsche", "UpperCamelCase"),
    ("AVeryLongFeatureName", "at most 16"),
    ("Foundation", "reserved"),
    ("Flow", "reserved"),
    // Standard types: a package of that name shadows the type in each file importing it.
    ("Task", "would shadow the standard type Task"),
    ("String", "reserved"),
    ("Array", "would shadow the standard type Array"),
    ("Result", "reserved"),
    ("Store", "would shadow the standard type Store"),
    ("GiftTests", "Tests"),
    ("CHECKOUT", "taken"),
  ])
  func badNamesAreRefusedWithAReason(name: String, reason: String) throws {
    let problem = try #require(
      FeatureName.problem(with: name, taken: ["checkout": "the folder Packages/Features/Checkout"]))
    #expect(problem.contains(reason), "\(problem)")
  }
}
