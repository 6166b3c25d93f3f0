import Foundation
import ToolSupport

/// What `FLOW=ShopFlow` adds to a flow so it shows the new feature on its stack: the state, the
/// actions, a `context.ifLet` declaration, a delegate route, the destinations, the package
/// dependency, and a flow test that pushes and pops the feature; with them, a button on the
/// flow's root screen (`RootEntryWiring`) and the feature in the flow's restoration
/// (`RestorationWiring`) where the flow has them, each with its own flow test.
///
/// The flow must be built like the documents' (`ShopFlow`, or one made with `LAYER=flows`):
/// `<Flow>.swift` with `State`, `Action`, a routing `switch action` and a
/// `navigationStackContext`, and `<Flow>View.swift` with a `NavigationStack(path:)`.
struct FlowWiring {
  let request: FeatureRequest
  let flow: String
  let repository: Repository
  /// The root screen's button, if the flow's stack starts with a feature view.
  let entry: RootEntryWiring?
  /// The flow's saved navigation, if it has any.
  let restoration: RestorationWiring?

  var folder: String { "Packages/Flows/\(flow)" }
  var reducerFile: String { "\(folder)/Sources/\(flow)/\(flow).swift" }
  var viewFile: String { "\(folder)/Sources/\(flow)/\(flow)View.swift" }
  var manifest: String { "\(folder)/Package.swift" }

  init(request: FeatureRequest, flow: String, repository: Repository) throws(Diagnostic) {
    self.request = request
    self.flow = flow
    self.repository = repository
    entry = RootEntryWiring.entry(
      for: request, flow: flow, viewFile: "Packages/Flows/\(flow)/Sources/\(flow)/\(flow)View.swift",
      repository: repository)
    restoration = RestorationWiring.wiring(for: request, flow: flow, repository: repository)
    for file in [reducerFile, viewFile, manifest] where !repository.exists(file) {
      throw Diagnostic(
        "flow \(flow) has no \(file): only flows shaped like ShopFlow can be wired", path: file, line: 1)
    }
  }

  func edits() throws(Diagnostic) -> [any FileEdit] {
    let name = request.name
    let property = request.property
    let feature = request.reducerType
    let reducer = try repository.readForEdit(reducerFile)
    let view = try repository.readForEdit(viewFile)
    let packageText = try repository.readForEdit(manifest)
    guard reducer.contains(".navigationStackContext(") else {
      throw Diagnostic(
        "flow \(flow) declares no navigationStackContext: wire \(name) into it by hand", path: reducerFile,
        line: 1)
    }
    let switchLine = try line(
      in: reducer, path: reducerFile, after: .contains("Reduce { state, action in"),
      .suffix("switch action {"))
    let contextMatch = LineMatch(rules: [
      .contains(".navigationStackContext("), .trimmedHasSuffix("{ context in"),
    ])
    let contextLine = try line(in: reducer, path: reducerFile, after: nil, contextMatch)
    let actionLine = try line(in: reducer, path: reducerFile, after: nil, .contains("public enum Action"))
    let stackLine = try line(in: view, path: viewFile, after: nil, .contains("NavigationStack(path:"))
    let rootLine = try line(in: view, path: viewFile, after: .contains("NavigationStack(path:"), .any)
    let caseIndent = indentation(switchLine)
    let actionIndent = indentation(actionLine)
    _ = stackLine
    _ = try repository.lineBefore(
      in: packageText, path: manifest, start: .line("  dependencies: ["), target: .line("  ],"),
      purpose: "\(flow)'s package dependencies")
    var edits: [any FileEdit] = [
      importEdit(reducer, path: reducerFile),
      Insertion(
        path: reducerFile, start: .contains("public struct State"), target: .contains("init("),
        placement: .beforeLine, text: "\(actionIndent)  public var \(property): \(feature).State?\n\n",
        purpose: "\(name)'s state in \(flow).State"),
      Insertion(
        path: reducerFile, start: .contains("public enum Action"), target: .line("\(actionIndent)}"),
        placement: .beforeLine,
        text: "\(actionIndent)  case \(property)(\(feature).Action)\n\(actionIndent)  case show\(name)\n",
        purpose: "\(name)'s actions in \(flow).Action"),
      Insertion(
        path: reducerFile, start: .contains("Reduce { state, action in"), target: .suffix("switch action {"),
        placement: .afterLine,
        text: """
          \(caseIndent)case .show\(name):
          \(caseIndent)  // Just assign state: navigationStackContext pushes \(request.pathType).\(property).
          \(caseIndent)  state.\(property) = \(feature).State()
          \(caseIndent)  return .none

          \(caseIndent)case .\(property)(.delegate(.finished)):
          \(caseIndent)  state.$nav.withLock { $0.popPast(\(request.pathType).\(property)) }
          \(caseIndent)  return .none

          \(caseIndent)case .\(property):
          \(caseIndent)  return .none


          """,
        purpose: "\(name)'s routing in \(flow)"),
      Insertion(
        path: reducerFile, start: nil, target: contextMatch, placement: .afterLine,
        text: """
          \(indentation(contextLine))  context.ifLet(\\.\(property), action: \\.\(property), path: \(request.pathType).\(property)) {
          \(indentation(contextLine))    \(feature)()
          \(indentation(contextLine))  }

          """,
        purpose: "\(name)'s declaration in \(flow)'s navigationStackContext"),
      importEdit(view, path: viewFile),
      Insertion(
        path: viewFile, start: .contains("NavigationStack(path:"), target: .any, placement: .afterLine,
        text:
          "\(indentation(rootLine))  .\(property)Destinations(store: store.scope(state: \\.\(property), action: \\.\(property)))\n",
        purpose: "\(name)'s destinations in \(flow)View"),
      Insertion(
        path: manifest, start: .line("  dependencies: ["), target: .line("  ],"), placement: .beforeLine,
        text: "    .package(path: \"../../Features/\(name)\"),\n",
        purpose: "\(name) in \(flow)'s package dependencies"),
    ]
    // The test target's list ends `],` when `exclude: ["__Snapshots__"]` follows it.
    for (target, end) in [(flow, LineMatch.trimmed("]")), ("\(flow)Tests", .trimmed(oneOf: ["]", "],"]))] {
      _ = try repository.lineBefore(
        in: packageText, path: manifest, start: .contains("name: \"\(target)\","), target: end,
        purpose: "\(target)'s dependencies")
      edits.append(
        Insertion(
          path: manifest, start: .contains("name: \"\(target)\","), target: end,
          placement: .beforeLine,
          text: "        .product(name: \"\(name)\", package: \"\(name)\"),\n",
          purpose: "\(name) in \(target)'s dependencies"))
    }
    if let entry {
      edits += try entry.edits(flowReducer: reducerFile, caseIndent: caseIndent)
    }
    if let restoration {
      let restorationText = try repository.readForEdit(restoration.file)
      edits += try restoration.edits(importEdit: importEdit(restorationText, path: restoration.file))
    }
    edits.append(
      Insertion(
        path: "Package.swift", start: .contains("\"\(folder)\", \"\(flow)\","), target: .suffix("]),"),
        placement: .beforeSuffix("),"), text: "\n        + [\"\(name)\"]",
        purpose: "\(name) in \(flow)Tests' products in the root manifest"))
    return edits
  }

  /// `import Name` in its sorted place among the file's imports.
  func importEdit(_ text: String, path: String) -> Insertion {
    let imports = text.components(separatedBy: "\n").filter { $0.hasPrefix("import ") }
    let line = "import \(request.name)"
    if let next = imports.first(where: { $0 > line }) {
      return Insertion(
        path: path, start: nil, target: .line(next), placement: .beforeLine, text: line + "\n",
        purpose: "import \(request.name) in \(path)")
    }
    return Insertion(
      path: path, start: nil, target: .line(imports.last ?? ""), placement: .afterLine, text: line + "\n",
      purpose: "import \(request.name) in \(path)")
  }

  /// The flow test: the feature pushed on the flow's stack when its state appears, popped when
  /// it reports `.delegate(.finished)`, its state cleared by the pop; with a root-screen button,
  /// the button pushes it (exhaustively, and through the headless host); with a restoration, a
  /// stack showing it is saved, read back and relaunched to the same screen.
  func flowTest() -> (path: String, text: String) {
    let name = request.name
    let property = request.property
    let feature = request.reducerType
    let tag = "\(request.pathType).\(property)"
    let path = "\(folder)/Tests/\(flow)Tests/\(name)FlowTests.swift"
    let modules = ["Core", "ThirdPartyShim", "ThirdPartyShimTesting", "XCTest", name]
    let imports = ImportBlock.lines(
      modules + (entry != nil || restoration != nil ? ["HeadlessUI"] : []), testable: [flow])
    var tests = """
        func test\(name)IsPushedAndPopped() async {
          let store = TestStore(initialState: \(flow).State()) { \(flow)() }
          await store.send(.show\(name)) {
            $0.\(property) = \(feature).State()
            $0.$nav.withLock { $0.append(\(tag)) }
          }
          await store.send(.\(property)(.incrementButtonTapped)) { $0.\(property)?.count = 1 }
          await store.send(.\(property)(.doneButtonTapped))
          await store.receive(.\(property)(.delegate(.finished))) {
            $0.$nav.withLock { $0.popPast(\(tag)) }
          }
          await store.receive(.pathDidChange(NavigationPath())) { $0.\(property) = nil }
        }

      """
    if let entry {
      tests += """

          func testThe\(name)ButtonOnTheRootScreenPushesIt() async {
            let store = TestStore(initialState: \(flow).State()) { \(flow)() }
            await store.send(.\(entry.scope)(.\(entry.actionCase)))
            await store.receive(.\(entry.scope)(.delegate(.\(entry.actionCase)))) {
              $0.\(property) = \(feature).State()
              $0.$nav.withLock { $0.append(\(tag)) }
            }
          }

          func testAPersonReaches\(name)FromTheRootScreen() async throws {
            let store = Store(initialState: \(flow).State()) { \(flow)() }
            let host = ViewHost(\(flow)View(store: store))
            XCTAssertTrue(host.availableGestures.contains(.tap("\(name)")), host.render())
            try host.perform(.tap("\(name)"))
            XCTAssertEqual(store.nav.compactMap(\(request.pathType).self), [.\(property)])
            XCTAssertTrue(host.render().contains("› \(name)"), host.render())
            try host.perform(.back)
            XCTAssertNil(store.\(property), "a pop by the back gesture clears its state")
          }

        """
    }
    if restoration != nil {
      tests += """

          func test\(name)OnScreenComesBackAfterARelaunch() async throws {
            let store = Store(initialState: \(flow).State()) { \(flow)() }
            store.send(.show\(name))
            store.send(.\(property)(.incrementButtonTapped))
            let beforeQuit = ViewHost(\(flow)View(store: store)).render()
            XCTAssertTrue(beforeQuit.contains("Count: 1"), beforeQuit)

            let restored = try \(flow).State.restored(from: store.state.saved())
            XCTAssertEqual(restored, store.state)
            let relaunched = Store(initialState: restored) { \(flow)() }
            let host = ViewHost(\(flow)View(store: relaunched))
            XCTAssertEqual(host.render(), beforeQuit, "the same screen after a relaunch")
            try host.perform(.back)
            XCTAssertNil(relaunched.\(property), "the restored screen pops like any other")
          }

        """
    }
    let text = """
      \(imports)
      /// \(name) on \(flow)'s stack, exhaustively: pushed when its state appears, popped when it
      /// reports `.delegate(.finished)`, its state cleared when the pop lands.
      @MainActor
      final class \(name)FlowTests: XCTestCase {
      \(tests)}

      """
    return (path, text)
  }

  private func line(in text: String, path: String, after start: LineMatch?, _ target: LineMatch)
    throws(Diagnostic)
    -> String
  {
    let lines = text.components(separatedBy: "\n")
    let startIndex = start.flatMap { start in lines.firstIndex { start.matches(Substring($0)) } }
    if start != nil && startIndex == nil {
      throw Diagnostic(
        "cannot wire \(request.name) into \(flow): no \(start!.description)", path: path, line: 1)
    }
    let first = startIndex.map { $0 + 1 } ?? 0
    guard let found = lines.dropFirst(first).first(where: { target.matches(Substring($0)) }) else {
      throw Diagnostic(
        "cannot wire \(request.name) into \(flow): no \(target.description)", path: path, line: first + 1)
    }
    return found
  }

  private func indentation(_ line: String) -> String { String(line.prefix { $0 == " " }) }
}
