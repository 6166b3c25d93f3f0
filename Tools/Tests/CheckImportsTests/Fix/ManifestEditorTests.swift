import Testing

@testable import CheckImports

/// The textual edits `--fix` makes keep each manifest's own layout.
@Suite struct ManifestEditorTests {
  static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "Feed",
      platforms: [.iOS(.v17)],
      dependencies: [
        .package(url: "https://example.com/kean/Nuke", from: "12.0.0"),  // images
      ],
      targets: [
        .target(
          name: "Feed",
          dependencies: [
            "Models",
            .product(name: "NukeUI", package: "Nuke"),
            .product(name: "Unused", package: "Nuke"),
          ]
        ),
        .target(name: "Models"),
        .testTarget(name: "FeedTests", dependencies: ["Feed", /* "Old", */ "Models"]),
      ]
    )

    """

  @Test func addsOnItsOwnLineInAMultiLineArray() {
    var editor = ManifestEditor(Self.manifest)
    let ok1 = editor.addDependency("\"Networking\"", toTarget: "Feed")
    #expect(ok1)
    #expect(
      editor.text.contains(
        """
                .product(name: "Unused", package: "Nuke"),
                "Networking",
              ]
        """))
  }

  @Test func addsTheArgumentWhenATargetHasNone() {
    var editor = ManifestEditor(Self.manifest)
    let ok2 = editor.addDependency("\"Core\"", toTarget: "Models")
    #expect(ok2)
    #expect(editor.text.contains(".target(name: \"Models\", dependencies: [\"Core\"]),"))
  }

  @Test func removesALineOrAnInlineElementAndLeavesCommentsAlone() {
    var editor = ManifestEditor(Self.manifest)
    let ok3 = editor.removeDependency(named: "Unused", fromTarget: "Feed")
    #expect(ok3)
    #expect(!editor.text.contains("Unused"))
    #expect(editor.text.contains("package: \"Nuke\"),\n      ]"))
    let ok4 = editor.removeDependency(named: "Models", fromTarget: "FeedTests")
    #expect(ok4)
    #expect(editor.text.contains("dependencies: [\"Feed\" /* \"Old\", */]"))
    let ok5 = editor.removeDependency(named: "Old", fromTarget: "FeedTests")
    #expect(!ok5)
    #expect(editor.text.split(separator: "\n").count == Self.manifest.split(separator: "\n").count - 1)
  }

  /// With Windows line endings an element alone on its line still takes the whole line: the
  /// `\r` before the newline is blank space, not text that keeps an empty line behind.
  @Test func aRemovedElementTakesItsWholeLineInAManifestWithWindowsLineEndings() {
    let manifest = Self.manifest.replacingOccurrences(of: "\n", with: "\r\n")
    var editor = ManifestEditor(manifest)
    let removed = editor.removeDependency(named: "Unused", fromTarget: "Feed")
    #expect(removed)
    #expect(
      editor.text
        == manifest.components(separatedBy: "\r\n").filter { !$0.contains("Unused") }.joined(
          separator: "\r\n"))
  }

  @Test func packageDependenciesAreAddedOrCreatedBeforeTargets() {
    var editor = ManifestEditor(Self.manifest)
    let ok6 = editor.addPackageDependency(".package(path: \"../Core\")")
    #expect(ok6)
    #expect(editor.text.contains("// images\n    .package(path: \"../Core\"),\n  ],"))
    #expect(
      editor.packageCall(containing: "kean/Nuke")
        == ".package(url: \"https://example.com/kean/Nuke\", from: \"12.0.0\")")
    var bare = ManifestEditor(
      "let package = Package(\n  name: \"A\",\n  targets: [.target(name: \"A\")]\n)\n")
    let ok7 = bare.addPackageDependency(".package(path: \"../B\")")
    #expect(ok7)
    #expect(
      bare.text
        == "let package = Package(\n  name: \"A\",\n  dependencies: [\n    .package(path: \"../B\"),\n  ],\n  targets: [.target(name: \"A\")]\n)\n"
    )
  }

  /// A manifest indented with tabs gets its new `dependencies:` argument nested with a tab: the
  /// unit follows the indentation's first character (a tab, even with spaces aligning after it).
  @Test func aTabIndentedManifestGetsItsDependenciesNestedWithATab() {
    for indent in ["\t", "\t  "] {
      var editor = ManifestEditor(
        "let package = Package(\n\(indent)name: \"A\",\n\(indent)targets: [.target(name: \"A\")]\n)\n")
      let added = editor.addPackageDependency(".package(path: \"../B\")")
      #expect(added)
      #expect(
        editor.text
          == "let package = Package(\n\(indent)name: \"A\",\n\(indent)dependencies: [\n\(indent)\t.package(path: \"../B\"),\n"
          + "\(indent)],\n\(indent)targets: [.target(name: \"A\")]\n)\n",
        "indent \(indent.debugDescription)")
    }
  }

  /// A manifest cut off inside a string (saved mid-edit) is refused as it is, never read past its
  /// end: the string runs to the end of the text, so no call closes.
  @Test func aStringThatRunsToTheEndIsRefusedNotReadPastIt() {
    for text in [
      "let package = Package(\n  name: \"A", "let package = Package(\n  name: \"A\\\"", "x = \"\"\"\n",
    ] {
      var editor = ManifestEditor(text)
      let added = editor.addPackageDependency(".package(path: \"../B\")")
      #expect(!added, "\(text.debugDescription)")
      #expect(editor.text == text)
      #expect(editor.packageCall(containing: "A") == nil)
    }
  }

  /// A computed `dependencies:` (a `map` over paths, a variable) is not a literal to add to, and
  /// a second `dependencies:` argument would not compile: refused, the text untouched.
  @Test func aComputedPackageDependencyListIsRefusedNotDoubled() {
    for dependencies in ["paths.map { .package(path: $0) }", "shared + [.package(path: \"../C\")]", "shared"]
    {
      let text =
        "let package = Package(\n  name: \"A\",\n  dependencies: \(dependencies),\n  targets: []\n)\n"
      var editor = ManifestEditor(text)
      let added = editor.addPackageDependency(".package(path: \"../B\")")
      #expect(!added, "\(dependencies)")
      #expect(editor.text == text)
    }
  }

  /// The declaration copied is the `.package` call itself: not the URL in a comment above it
  /// (which once made the copy fail), nor a commented-out older declaration.
  @Test func thePackageCallIsFoundAsACallNotInAComment() {
    let text = """
      // swift-tools-version: 6.0
      // Images: https://example.com/kean/Nuke (see its README)
      import PackageDescription

      let package = Package(
        name: "A",
        dependencies: [
          // .package(url: "https://example.com/kean/Nuke", from: "11.0.0"),
          /* .package(url: "https://example.com/kean/Nuke", from: "10.0.0"), */
          .package(url: "https://example.com/kean/Nuke", from: "12.0.0"),
        ],
        targets: []
      )

      """
    let editor = ManifestEditor(text)
    #expect(
      editor.packageCall(containing: "kean/Nuke")
        == ".package(url: \"https://example.com/kean/Nuke\", from: \"12.0.0\")")
    #expect(editor.packageCall(containing: "kean/Other") == nil)
    #expect(
      ManifestEditor("// only https://example.com/kean/Nuke\n").packageCall(containing: "kean/Nuke") == nil)
    // A file that ends in a lone slash is read to its end, not past it.
    #expect(ManifestEditor("let a = 4 /").packageCall(containing: "kean/Nuke") == nil)
  }

  /// A label is a whole word: `v0dependencies:` is not `dependencies:`.
  @Test func aLabelIsAWholeWord() {
    let text =
      "let package = Package(name: \"A\", targets: [.target(name: \"A\", v0dependencies: [\"X\"])])\n"
    var editor = ManifestEditor(text)
    let added = editor.addDependency("\"B\"", toTarget: "A")
    #expect(added)
    #expect(editor.text.contains("v0dependencies: [\"X\"]"), "\(editor.text)")
    #expect(
      editor.text.contains(".target(name: \"A\", dependencies: [\"B\"], v0dependencies"), "\(editor.text)")
  }
}
