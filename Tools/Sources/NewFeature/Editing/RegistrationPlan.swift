import Foundation
import ToolSupport

/// Everything adding one package changes: the files it creates and the edits to existing files,
/// worked out from the request and the files as they are now. Removal reverses the same list.
struct RegistrationPlan {
  var created: [(path: String, text: String)] = []
  var edits: [any FileEdit] = []
  /// Folders whose `CasePathable` enums changed: their `+CasePaths.swift` files are regenerated.
  var casePathFolders: [String] = []
  /// The root screen that gains a button: the App prints something new, so the transcripts
  /// need regenerating.
  var entry: RootEntryWiring?

  var editedPaths: [String] { Array(Set(edits.map(\.path))).sorted() }

  /// The plan for `request`, reading the files it edits from `repository`.
  static func make(_ request: FeatureRequest, in repository: Repository) throws(Diagnostic)
    -> RegistrationPlan
  {
    var plan = RegistrationPlan()
    switch request.layer {
    case .features: plan.created = FeaturePackageTemplate.files(request)
    case .flows: plan.created = FlowPackageTemplate.files(request)
    }
    plan.created.append((PreviewTemplate.path(request), PreviewTemplate.file(request)))
    plan.casePathFolders = [request.packagePath]
    plan.edits += try rootManifestEdits(request, repository)
    plan.edits += previewEdits(request)
    if repository.exists("README.md"), (try? repository.read("README.md"))?.contains("## Module map") == true
    {
      plan.edits.append(
        ModuleMapEdit(
          layerLabel: request.layer == .features ? "Features " : "Flows ",
          lastLineOfBlock: request.layer == .features, name: request.name))
    }
    if let flow = request.flow {
      let wiring = try FlowWiring(request: request, flow: flow, repository: repository)
      plan.edits += try wiring.edits()
      plan.created.append(wiring.flowTest())
      plan.casePathFolders.append("Packages/Flows/\(flow)")
      if let entry = wiring.entry {
        plan.casePathFolders.append(entry.packageFolder)
        plan.entry = entry
      }
    }
    return plan
  }

  static func rootManifestEdits(_ request: FeatureRequest, _ repository: Repository) throws(Diagnostic)
    -> [any FileEdit]
  {
    let manifest = "Package.swift"
    let text = try repository.readForEdit(manifest)
    let appDependency = try repository.lineBefore(
      in: text, path: manifest, start: .contains("name: \"App\","), target: .contains("].map(product),"),
      purpose: "the App's dependencies")
    let products =
      (request.layer == .flows ? ["Core"] : []) + [
        "HeadlessUI", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting", request.name,
      ]
    return [
      Insertion(
        path: manifest, start: .prefix("let localPackages = ["), target: .trimmed("]"),
        placement: .beforeLine,
        text: "  \"\(request.packagePath)\",\n",
        purpose: "\(request.name) in the root manifest's package list"),
      Insertion(
        path: manifest, start: .contains("name: \"App\","), target: .contains("].map(product),"),
        placement: .beforeLine, text: "\(appDependency.indentation)\"\(request.name)\",\n",
        purpose: "\(request.name) in the App's dependencies"),
      Insertion(
        path: manifest, start: .prefix("  targets: ["), target: .line("  ],"), placement: .beforeLine,
        text: """
              packageTestsWithSnapshots(
                "\(request.packagePath)", "\(request.name)",
                [\(products.map { "\"\($0)\"" }.joined(separator: ", "))]),

          """,
        purpose: "\(request.name)Tests in the root manifest"),
    ]
  }

  static func previewEdits(_ request: FeatureRequest) -> [any FileEdit] {
    let file = "App/Sources/App/Previews/AddedPreviews.swift"
    return [
      Insertion(
        path: file, start: .contains("static let all: [Preview] ="), target: .trimmed("[]"),
        placement: .afterLine,
        text: "    + [\(request.name)Preview.preview]\n", purpose: "\(request.name)'s preview in the App"),
      Insertion(
        path: file, start: .contains("static let names: [String] ="), target: .trimmed("[]"),
        placement: .afterLine, text: "    + [\"\(request.name)\"]\n",
        purpose: "\(request.name)'s preview name in the App"),
    ]
  }
}

extension Repository {
  /// The line just before the target line, checked to end with `,` or `[` so a new element
  /// can follow it.
  func lineBefore(in text: String, path: String, start: LineMatch, target: LineMatch, purpose: String)
    throws(Diagnostic) -> (line: String, indentation: String)
  {
    let lines = text.components(separatedBy: "\n")
    guard let startIndex = lines.firstIndex(where: { start.matches(Substring($0)) }) else {
      throw Diagnostic("cannot place \(purpose): no \(start.description)", path: path, line: 1)
    }
    guard
      let targetIndex = lines.indices.dropFirst(startIndex + 1).first(where: {
        target.matches(Substring(lines[$0]))
      }),
      targetIndex > 0
    else {
      throw Diagnostic("cannot place \(purpose): no \(target.description)", path: path, line: startIndex + 1)
    }
    let previous = lines[targetIndex - 1]
    guard previous.hasSuffix(",") || previous.hasSuffix("[") else {
      throw Diagnostic(
        "cannot add to \(purpose): the last element has no trailing comma; add one and run again", path: path,
        line: targetIndex)
    }
    return (previous, String(previous.prefix { $0 == " " }))
  }
}
