import Foundation
import ToolSupport

/// What `FLOW=` adds so a person can reach the new feature: a button on the flow's root screen
/// (Home, for ShopFlow) that the root feature reports as a delegate action, and the flow's route
/// for it. The root feature never imports the new one; it only says "Wishlist was asked for",
/// as Home says "Buy was tapped", and the flow decides that means pushing the feature.
///
/// The root screen is the feature view the flow's `NavigationStack` starts with, written as
/// `RootView(store: store.scope(state: \.root, action: \.root))`; its reducer is `RootFeature`
/// beside it in a feature package. A flow whose stack starts with anything else (a flow made
/// with `LAYER=flows` starts with a `Text`) gets no entry: `entry(for:)` returns nil.
struct RootEntryWiring {
  let request: FeatureRequest
  let flow: String
  let repository: Repository
  /// The root feature's files and the flow's names for its state and action.
  let reducerFile: String
  let viewFile: String
  let packageFolder: String
  let scope: String

  /// The root screen of `flow`, or nil if its stack does not start with a feature view.
  static func entry(for request: FeatureRequest, flow: String, viewFile: String, repository: Repository)
    -> RootEntryWiring?
  {
    guard let view = try? repository.read(viewFile) else { return nil }
    let lines = view.components(separatedBy: "\n")
    guard let stack = lines.firstIndex(where: { $0.contains("NavigationStack(path:") }),
      stack + 1 < lines.count
    else { return nil }
    let root = lines[stack + 1].trimmingCharacters(in: .whitespaces)
    // `HomeView(store: store.scope(state: \.home, action: \.home))`: the prefix and the scope.
    let rootView =
      /^([A-Z][A-Za-z0-9]*)View\(store: store\.scope\(state: \\\.([a-z][A-Za-z0-9]*), action: \\\.\2\)\)$/
    guard let match = root.wholeMatch(of: rootView) else { return nil }
    let (_, prefix, scope) = match.output
    for package in repository.folders(in: "Packages/Features") {
      let sources = "Packages/Features/\(package)/Sources"
      for module in repository.folders(in: sources) {
        let reducer = "\(sources)/\(module)/\(prefix)Feature.swift"
        let view = "\(sources)/\(module)/\(prefix)View.swift"
        if repository.exists(reducer), repository.exists(view) {
          return RootEntryWiring(
            request: request, flow: flow, repository: repository, reducerFile: reducer, viewFile: view,
            packageFolder: "Packages/Features/\(package)", scope: String(scope))
        }
      }
    }
    return nil
  }

  /// `wishlistButtonTapped`: the root feature's action and delegate case.
  var actionCase: String { "\(request.property)ButtonTapped" }

  /// Refuses a name whose button case the root feature has already (`QuickBuy` on Home):
  /// checked when adding only, since after adding the case is there by design.
  func refuseTakenCase() throws(Diagnostic) {
    let name = request.name
    let reducer = try repository.readForEdit(reducerFile)
    let taken = reducer.components(separatedBy: "\n").firstIndex { line in
      let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
      return words.first == "case" && words.dropFirst().first.map(String.init) == actionCase
    }
    if let taken {
      throw Diagnostic(
        "cannot add \(name)'s button: the root screen already has `case \(actionCase)`; choose another name",
        path: reducerFile, line: taken + 1)
    }
  }

  /// The edits to the root feature (action, delegate, its reducer's reply, the button) and the
  /// flow's route from that delegate action to the new feature's state.
  func edits(flowReducer: String, caseIndent: String) throws(Diagnostic) -> [any FileEdit] {
    let name = request.name
    let reducer = try repository.readForEdit(reducerFile)
    let view = try repository.readForEdit(viewFile)
    let action = try Self.line(
      reducer, file: reducerFile, after: nil, .contains("public enum Action"), request)
    let actionIndent = String(action.prefix { $0 == " " })
    let delegate = try Self.line(
      reducer, file: reducerFile, after: nil, .contains("public enum Delegate"), request)
    let delegateIndent = String(delegate.prefix { $0 == " " })
    let reply = try Self.line(
      reducer, file: reducerFile, after: .contains("Reduce { state, action in"), .trimmed("case .delegate:"),
      request)
    let replyIndent = String(reply.prefix { $0 == " " })
    let title = try Self.line(
      view, file: viewFile, after: .contains("public var body: some View"), .contains(".navigationTitle("),
      request)
    let buttonIndent = String(title.prefix { $0 == " " }) + "  "
    return [
      Insertion(
        path: reducerFile, start: .contains("public enum Action"),
        target: .contains("case delegate(Delegate)"),
        placement: .beforeLine, text: "\(actionIndent)  case \(actionCase)\n",
        purpose: "\(name)'s button action in the root screen's Action"),
      Insertion(
        path: reducerFile, start: .contains("public enum Delegate"), target: .line("\(delegateIndent)}"),
        placement: .beforeLine,
        text:
          "\(delegateIndent)  /// Show \(name) (the host pushes it).\n\(delegateIndent)  case \(actionCase)\n",
        purpose: "\(name)'s delegate action in the root screen"),
      Insertion(
        path: reducerFile, start: .contains("Reduce { state, action in"), target: .trimmed("case .delegate:"),
        placement: .beforeLine,
        text: "\(replyIndent)case .\(actionCase):\n\(replyIndent)  return .send(.delegate(.\(actionCase)))\n",
        purpose: "\(name)'s button reported to the host"),
      Insertion(
        path: viewFile, start: .contains("public var body: some View"),
        target: .contains(".navigationTitle("),
        placement: .beforePreviousLine,
        text: "\(buttonIndent)Button(\"\(name)\") { store.send(.\(actionCase)) }\n",
        purpose: "\(name)'s button on the root screen"),
      Insertion(
        path: flowReducer, start: .contains("Reduce { state, action in"), target: .suffix("switch action {"),
        placement: .afterLine,
        text: """
          \(caseIndent)case .\(scope)(.delegate(.\(actionCase))):
          \(caseIndent)  state.\(request.property) = \(request.reducerType).State()
          \(caseIndent)  return .none


          """,
        purpose: "\(name)'s button routed in \(flow)"),
    ]
  }

  private static func line(
    _ text: String, file: String, after start: LineMatch?, _ target: LineMatch, _ request: FeatureRequest
  ) throws(Diagnostic) -> String {
    let lines = text.components(separatedBy: "\n")
    let first =
      start.flatMap { start in lines.firstIndex { start.matches(Substring($0)) } }.map { $0 + 1 } ?? 0
    guard let found = lines.dropFirst(first).first(where: { target.matches(Substring($0)) }) else {
      throw Diagnostic(
        "cannot add \(request.name)'s button to the root screen: no \(target.description)", path: file,
        line: first + 1)
    }
    return found
  }
}
