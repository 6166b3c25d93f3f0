/// Checks what manifests declare, independently of the code: a layering-breaking dependency is a
/// violation even before anyone imports it, and a dependency nobody imports is dead weight that
/// widens every rebuild.
enum ManifestRules {
  static func check(_ workspace: Workspace) -> [Finding] {
    let policy = LayerPolicy(workspace: workspace)
    var findings: [Finding] = []
    for module in workspace.modules {
      if module.layerIndex == nil && !module.isTest {
        let location = workspace.manifestLocation(of: module, dependency: nil)
        findings.append(
          Finding(
            rule: .unlayeredModule, path: module.manifestPath, line: location.line, column: location.column,
            message: "target \(module.name) (\(module.directory)) is in no layer; add its path to a layer "
              + "or island in \(workspace.rules.path)",
            importer: module.name, imported: module.directory))
      }
      let importedNames = Set(module.files.flatMap { $0.imports.map(\.module) })
      for dependency in module.declared {
        // Located lazily: searching the manifest text is the costly part, and most edges are fine.
        var location: (line: Int, column: Int) {
          workspace.manifestLocation(of: module, dependency: dependency.name)
        }
        for name in dependency.modules {
          guard let target = workspace.module(named: name),
            let (rule, reason) = policy.verdict(from: module, to: target)
          else { continue }
          findings.append(
            Finding(
              rule: .manifestLayering, path: module.manifestPath, line: location.line,
              column: location.column, message: "manifest: \(reason) [\(rule.rawValue)]",
              importer: module.name, imported: name))
        }
        guard !module.files.isEmpty else { continue }
        let used = dependency.modules.contains { name in
          importedNames.contains(name)
            || !importedNames.isDisjoint(with: reExportClosure(of: name, in: workspace))
        }
        if !used {
          findings.append(
            Finding(
              rule: .unusedDependency, path: module.manifestPath, line: location.line,
              column: location.column,
              message: "target \(module.name) declares \(dependency.name) but no source of it imports "
                + "\(dependency.modules.joined(separator: ", ")); remove the dependency",
              importer: module.name, imported: dependency.name))
        }
      }
    }
    return findings
  }

  /// Modules made visible by importing `name` through `@_exported import` chains.
  static func reExportClosure(of name: String, in workspace: Workspace) -> Set<String> {
    var result: Set<String> = []
    var pending = Array(workspace.module(named: name)?.reExports ?? [])
    while let next = pending.popLast() {
      if result.insert(next).inserted { pending += workspace.module(named: next)?.reExports ?? [] }
    }
    return result
  }
}
