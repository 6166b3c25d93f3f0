/// Checks the rules against the modules that exist: an `allow` across layers contradicts the layering
/// (bad input, exit 2); an `allow` naming a module not written yet is only a warning, because
/// packages land one by one.
enum RulesConsistency {
  static func check(_ workspace: Workspace) throws(CheckerFailure) -> [Finding] {
    var findings: [Finding] = []
    let rules = workspace.rules
    for edge in rules.allowedEdges {
      let from = workspace.module(named: edge.from)
      let to = workspace.module(named: edge.to)
      if let from, let to, let fromLayer = from.layerIndex, let toLayer = to.layerIndex, fromLayer != toLayer
      {
        throw .badInput(
          "\(rules.path):\(edge.line): 'allow \(edge.from) -> \(edge.to)' contradicts the layers: "
            + "\(edge.from) is in '\(rules.layers[fromLayer].name)', \(edge.to) in '\(rules.layers[toLayer].name)'; "
            + "allow lists only same-layer edges")
      }
      for missing in [edge.from, edge.to] where workspace.module(named: missing) == nil {
        findings.append(
          Finding(
            rule: .staleRule, path: rules.path, line: edge.line, column: 1,
            message: "'allow \(edge.from) -> \(edge.to)' names \(missing), which is no module (yet)",
            importer: edge.from, imported: edge.to))
      }
    }
    for layer in rules.layers {
      for path in layer.paths
      where !workspace.modules.contains(where: { BoundaryRules.path($0.directory, isInside: path) }) {
        findings.append(
          Finding(
            rule: .staleRule, path: rules.path, line: layer.line, column: 1,
            message:
              "\(layer.isIsland ? "island" : "layer") '\(layer.name)' path '\(path)' matches no target and no "
              + "declared module folder",
            importer: layer.name, imported: path))
      }
    }
    for folder in rules.folderModules
    where workspace.modules.first(where: { $0.name == folder.name && !$0.hasManifest })?.files.isEmpty
      != false
    {
      findings.append(
        Finding(
          rule: .staleRule, path: rules.path, line: folder.line, column: 1,
          message:
            "module '\(folder.name)' folder '\(folder.path)' holds no Swift source outside SwiftPM targets",
          importer: folder.name, imported: folder.path))
    }
    findings += staleScopes(workspace)
    return findings
  }

  /// `system Module …`, `third-party Module` and `product P -> …` lines that name nothing the
  /// repository has: each was accepted without a word, and exempted nothing (or, once a module of
  /// that name appeared, something no one meant).
  static func staleScopes(_ workspace: Workspace) -> [Finding] {
    let rules = workspace.rules
    var findings: [Finding] = []
    func stale(line: Int, _ message: String, _ importer: String, _ imported: String) {
      findings.append(
        Finding(
          rule: .staleRule, path: rules.path, line: line, column: 1, message: message, importer: importer,
          imported: imported))
    }
    for entry in rules.systemModules
    where entry.scope.first?.isUppercase == true && workspace.module(named: entry.scope) == nil {
      stale(
        line: entry.line,
        "'system \(entry.scope) …' names \(entry.scope), which is no module (a layer is named in lower case)",
        entry.scope, entry.modules.joined(separator: ","))
    }
    if let thirdParty = rules.thirdParty {
      for scope in thirdParty.scopes
      where scope.first?.isUppercase == true && workspace.module(named: scope) == nil {
        stale(
          line: thirdParty.line, "'third-party \(scope)' names \(scope), which is no module", "third-party",
          scope)
      }
    }
    let declaredNames = Set(workspace.modules.flatMap { $0.declared.map(\.name) })
    for entry in rules.productModules
    where !declaredNames.contains(entry.product)
      && !entry.modules.contains(where: { workspace.externalModules[$0] != nil })
    {
      stale(
        line: entry.line,
        "'product \(entry.product) -> \(entry.modules.joined(separator: ", "))': no manifest or Xcode project "
          + "depends on a product \(entry.product)",
        entry.product, entry.modules.joined(separator: ","))
    }
    return findings
  }
}
