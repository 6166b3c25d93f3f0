/// Decides whether one module may depend on another under the declared layering. Shared by the
/// source-import check and the manifest check so both explain a violation in the same words.
struct LayerPolicy {
  let workspace: Workspace
  let allowed: Set<String>

  init(workspace: Workspace) {
    self.workspace = workspace
    allowed = Set(workspace.rules.allowedEdges.map { "\($0.from) \($0.to)" })
  }

  /// The violated rule and a sentence saying why and what to do; `nil` if the edge is legal.
  func verdict(from importer: Workspace.Module, to imported: Workspace.Module) -> (Rule, String)? {
    guard importer.name != imported.name, !importer.isTest, !imported.isTest,
      let from = importer.layerIndex, let to = imported.layerIndex
    else { return nil }
    let layers = workspace.rules.layers
    let fromLayer = layers[from]
    let toLayer = layers[to]
    let a = "\(importer.name) (\(fromLayer.name))"
    let b = "\(imported.name) (\(toLayer.name))"
    if fromLayer.isIsland || toLayer.isIsland {
      guard from != to else { return nil }
      let island = fromLayer.isIsland ? fromLayer.name : toLayer.name
      return (.islandCrossing, "\(a) depends on \(b), crossing the border of island '\(island)'")
    }
    let fromRank = workspace.rules.rank(ofLayer: from)!
    let toRank = workspace.rules.rank(ofLayer: to)!
    if toRank < fromRank {
      return (
        .layerUpward,
        "\(a) depends on \(b), a higher layer; move the shared code down or invert the dependency"
      )
    }
    if toRank > fromRank + 1 && fromLayer.isStrict {
      return (.layerSkip, "\(a) depends on \(b), skipping a layer; layer '\(fromLayer.name)' is strict")
    }
    if toRank == fromRank && importer.packageDirectory != imported.packageDirectory
      && !allowed.contains("\(importer.name) \(imported.name)")
    {
      return (
        .siblingImport,
        "\(a) depends on its sibling \(imported.name); siblings are isolated unless "
          + "'allow \(importer.name) -> \(imported.name)' is in \(workspace.rules.path)"
      )
    }
    return nil
  }
}
