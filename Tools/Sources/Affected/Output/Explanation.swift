/// `--explain TARGET`: why one target is affected (the changed file, then each dependency edge of
/// the chain and what kind it is), or why it is not (what it depends on, none of which changed).
struct Explanation {
  var head: TargetGraph
  var selection: Selection

  /// `name` is a target name (every package's target of that name is explained) or
  /// `package:name`. `nil` when no target has that name.
  func explain(_ name: String) -> String? {
    let ids: [TargetID]
    if let colon = name.lastIndex(of: ":") {
      let id = TargetID(package: String(name[..<colon]), name: String(name[name.index(after: colon)...]))
      ids = head.nodes[id] == nil ? [] : [id]
    } else {
      ids = head.targets(named: name)
    }
    guard !ids.isEmpty else { return nil }
    return ids.map(explain(id:)).joined(separator: "\n")
  }

  /// Target names close to `name`, for the error that says it names none.
  func suggestions(for name: String) -> [String] {
    let lowered = name.lowercased()
    return Array(Set(head.nodes.keys.map(\.name).filter { $0.lowercased().contains(lowered) })).sorted()
      .prefix(5)
      .map { $0 }
  }

  private func explain(id: TargetID) -> String {
    let title = "\(id.name) (\(id.package == "." ? "root package" : id.package))"
    if selection.all {
      return
        "\(title) is affected: everything is, because of \(selection.allReasons.joined(separator: ", "))\n"
        + selection.verdicts.filter { if case .everything = $0.effect { true } else { false } }.map {
          "  \($0.path) \(AffectedReport.describe($0.effect))\n"
        }.joined()
    }
    guard let target = selection.targets.first(where: { $0.id == id }) else {
      let reachable = dependencies(of: id)
      var text = "\(title) is not affected: "
      text +=
        reachable.isEmpty
        ? "it depends on no other target, and no changed file is in it.\n"
        : "none of the \(reachable.count) targets it depends on, directly or not, holds a changed file:\n    "
          + reachable.map(\.description).joined(separator: ", ") + "\n"
      return text
    }
    var text = "\(title) is affected:\n"
    let start = target.chain[0]
    if let verdict = selection.verdicts.first(where: { $0.path == target.cause }) {
      text += "  \(target.cause) changed \(AffectedReport.describe(verdict.effect))\n"
    }
    for (from, to) in zip(target.chain, target.chain.dropFirst()) {
      let kind = head.nodes[to]?.dependencies.first { $0.target == from }?.kind
      text += "  \(to.name) depends on \(from.name)\(Self.describe(kind))\n"
    }
    if target.chain.count == 1 && start == id {
      text += "  (\(id.name) holds the changed file, or its package's manifest or pins changed)\n"
    }
    return text
  }

  /// Everything `id` depends on, directly or not, sorted.
  private func dependencies(of id: TargetID) -> [TargetID] {
    var seen: Set<TargetID> = []
    var pending = head.nodes[id]?.dependencies.map(\.target) ?? []
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      pending += head.nodes[next]?.dependencies.map(\.target) ?? []
    }
    return seen.sorted()
  }

  static func describe(_ kind: TargetGraph.EdgeKind?) -> String {
    switch kind {
    case .target: " (a target of the same package)"
    case .product(let product): " (through the product \(product))"
    case .imports: " (imported by a folder outside SwiftPM)"
    case .rule(let line): " (affected.rules:\(line): depends)"
    case nil: " (in the base revision's manifests)"
    }
  }
}
