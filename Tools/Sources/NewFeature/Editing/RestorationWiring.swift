import Foundation
import ToolSupport

/// What `FLOW=` adds to a flow that saves its navigation (`<Flow>+Restoration.swift`, ShopFlow's),
/// so a relaunch with the new feature on screen brings it back instead of refusing the file: its
/// path among the tag types the stack's decoder knows, and its state in the flow's `Codable`
/// state (a coding key, a decode that refuses a stack showing the screen without its state, an
/// encode). A flow without that file saves nothing, so nothing is added.
struct RestorationWiring {
  let request: FeatureRequest
  let flow: String
  let repository: Repository
  let file: String

  /// The flow's restoration, or nil if the flow has none.
  static func wiring(for request: FeatureRequest, flow: String, repository: Repository) -> RestorationWiring?
  {
    let file = "Packages/Flows/\(flow)/Sources/\(flow)/\(flow)+Restoration.swift"
    guard repository.exists(file) else { return nil }
    return RestorationWiring(request: request, flow: flow, repository: repository, file: file)
  }

  func edits(importEdit: Insertion) throws(Diagnostic) -> [any FileEdit] {
    let name = request.name
    let property = request.property
    let tag = "\(request.pathType).\(property)"
    let text = try repository.readForEdit(file)
    let lines = text.components(separatedBy: "\n")
    guard let tagTypes = lines.firstIndex(where: { $0.contains("static let tagTypes:") }) else {
      throw Diagnostic("cannot restore \(name): no `static let tagTypes:` in \(flow)", path: file, line: 1)
    }
    guard lines[tagTypes].hasSuffix("="), tagTypes + 1 < lines.count else {
      throw Diagnostic(
        "cannot add \(request.pathType) to \(flow)'s tag types: write them with the first on its own line after `=`",
        path: file, line: tagTypes + 1)
    }
    let listIndent = String(lines[tagTypes + 1].prefix { $0 == " " })
    guard let keys = lines.first(where: { $0.contains("enum CodingKeys") }) else {
      throw Diagnostic("cannot restore \(name): no `enum CodingKeys` in \(flow)", path: file, line: 1)
    }
    let indent = String(keys.prefix { $0 == " " })
    let body = indent + "  "
    return [
      importEdit,
      Insertion(
        path: file, start: .contains("static let tagTypes:"), target: .any, placement: .afterLine,
        text: "\(listIndent)+ [\(request.pathType).self]\n",
        purpose: "\(request.pathType) in \(flow)'s tag types"),
      Insertion(
        path: file, start: .contains("enum CodingKeys"), target: .line("\(indent)}"), placement: .beforeLine,
        text: "\(body)case \(property)\n", purpose: "\(name)'s coding key in \(flow)'s restoration"),
      Insertion(
        path: file, start: .contains("init(from decoder: Decoder)"), target: .line("\(indent)}"),
        placement: .beforeLine,
        text: """
          \(body)\(property) = try container.decodeIfPresent(
          \(body)  \(request.reducerType).State.self, forKey: .\(property))
          \(body)if \(property) == nil, nav.contains(\(tag)) {
          \(body)  throw DecodingError.dataCorruptedError(
          \(body)    forKey: .nav, in: container,
          \(body)    debugDescription: "The stack shows \(tag) without its state.")
          \(body)}

          """,
        purpose: "\(name)'s state read back in \(flow)'s restoration"),
      Insertion(
        path: file, start: .contains("func encode(to encoder: Encoder)"), target: .line("\(indent)}"),
        placement: .beforeLine,
        text: "\(body)try container.encodeIfPresent(\(property), forKey: .\(property))\n",
        purpose: "\(name)'s state saved in \(flow)'s restoration"),
    ]
  }
}
