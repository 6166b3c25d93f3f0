/// Draws the module graph (non-test modules, one cluster per layer) with violating edges in red,
/// labelled with the rule, so a review can see the architecture and its breaches at a glance.
public enum GraphFormat: String, Sendable, CaseIterable {
  case dot, mermaid, svg, stats

  /// `baselined`: findings the baseline accepts; the SVG draws them apart from new violations.
  public func render(_ workspace: Workspace, findings: [Finding], baselined: [Finding] = []) -> String {
    if self == .svg { return SVGGraph.render(workspace, findings: findings, baselined: baselined) }
    if self == .stats { return SVGGraph.statistics(workspace) }
    let modules = workspace.modules.filter { !$0.isTest }
    let names = Set(modules.map(\.name))
    var edges: Set<[String]> = []
    for module in modules {
      for name in module.declared.flatMap(\.modules) where names.contains(name) {
        edges.insert([module.name, name])
      }
      for file in module.files {
        for statement in file.imports
        where names.contains(statement.module) && statement.module != module.name {
          edges.insert([module.name, statement.module])
        }
      }
    }
    var violations: [String: String] = [:]
    for finding in findings where names.contains(finding.importer) && names.contains(finding.imported) {
      violations["\(finding.importer) \(finding.imported)"] = finding.rule.rawValue
    }
    let layers =
      workspace.rules.layers.indices.map { index in
        (workspace.rules.layers[index].name, modules.filter { $0.layerIndex == index }.map(\.name).sorted())
      } + [("unlayered", modules.filter { $0.layerIndex == nil }.map(\.name).sorted())]
    let sortedEdges = edges.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
    switch self {
    case .dot:
      var lines = ["digraph imports {", "  rankdir=TB;", "  node [shape=box, fontname=\"Helvetica\"];"]
      for (layer, members) in layers where !members.isEmpty {
        lines.append("  subgraph \"cluster_\(layer)\" {")
        lines.append("    label=\"\(layer)\"; style=rounded;")
        lines += members.map { "    \"\($0)\";" }
        lines.append("  }")
      }
      for edge in sortedEdges {
        let rule = violations["\(edge[0]) \(edge[1])"]
        let style = rule.map { " [color=red, fontcolor=red, penwidth=2, label=\"\($0)\"]" } ?? ""
        lines.append("  \"\(edge[0])\" -> \"\(edge[1])\"\(style);")
      }
      return (lines + ["}"]).joined(separator: "\n") + "\n"
    case .mermaid:
      var lines = ["flowchart TD"]
      for (layer, members) in layers where !members.isEmpty {
        lines.append("  subgraph \(layer)")
        lines += members.map { "    \($0)" }
        lines.append("  end")
      }
      var red: [Int] = []
      for (index, edge) in sortedEdges.enumerated() {
        if let rule = violations["\(edge[0]) \(edge[1])"] {
          lines.append("  \(edge[0]) -->|\(rule)| \(edge[1])")
          red.append(index)
        } else {
          lines.append("  \(edge[0]) --> \(edge[1])")
        }
      }
      if !red.isEmpty {
        lines.append(
          "  linkStyle \(red.map(String.init).joined(separator: ",")) stroke:red,color:red,stroke-width:2px")
      }
      return lines.joined(separator: "\n") + "\n"
    case .svg, .stats:
      return ""
    }
  }
}
