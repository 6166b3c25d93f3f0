/// Runs every rule over a loaded workspace and returns the findings sorted by location.
public enum BoundaryAnalyzer {
  public static func analyze(_ workspace: Workspace) throws(CheckerFailure) -> [Finding] {
    var findings = try RulesConsistency.check(workspace)
    findings += ImportRules.check(workspace)
    findings += PlatformImportRules.check(workspace)
    findings += ManifestRules.check(workspace)
    findings += CycleDetector.check(workspace)
    findings += GraphRules.check(workspace)
    findings += workspace.packagePathFindings
    // Deduplicate before sorting: findings arrive in module order (a folder's own package
    // first), and the first of two at one location is the one to keep.
    var seen: Set<String> = []
    return findings.filter { finding in
      seen.insert("\(finding.rule.rawValue)|\(finding.path)|\(finding.line)|\(finding.column)").inserted
    }.sorted(by: Finding.ordered)
  }
}

/// Checks each `import` in each source: layering, declaration, and whether the module exists.
enum ImportRules {
  static func check(_ workspace: Workspace) -> [Finding] {
    let policy = LayerPolicy(workspace: workspace)
    let rules = workspace.rules
    let systemModules = rules.allSystemModules
    var findings: [Finding] = []
    for module in workspace.modules {
      let visible = workspace.visibleModules(of: module)
      let layer = workspace.layerName(of: module)
      for file in module.files {
        for statement in file.imports where statement.module != module.name {
          let imported = statement.module
          let condition = statement.condition.map { " (under #if \($0))" } ?? ""
          func report(_ rule: Rule, _ message: String) {
            findings.append(
              Finding(
                rule: rule, path: file.path, line: statement.line, column: statement.column,
                message: message + condition, importer: module.name, imported: imported))
          }
          func undeclared() -> String {
            let how =
              workspace.transitivePath(from: module, to: imported).map {
                "it compiles only transitively via \($0.joined(separator: " → "))"
              } ?? "it is not in the target's dependency graph at all"
            return
              "\(module.name) imports \(imported) without declaring it in \(module.manifestPath) (\(how))"
          }
          if let target = workspace.module(named: imported) {
            if let (rule, reason) = policy.verdict(from: module, to: target) { report(rule, reason) }
            if module.hasManifest && !visible.contains(imported) { report(.implicitDependency, undeclared()) }
          } else if let package = workspace.externalModules[imported],
            visible.contains(imported) || !module.hasManifest || !systemModules.contains(imported)
          {
            if !module.isTest, !rules.allowsThirdParty(layer: layer, module: module.name),
              let thirdParty = rules.thirdParty
            {
              report(
                .thirdPartyImport,
                "\(module.name)\(layer.map { " (\($0))" } ?? "") imports \(imported) of remote package \(package); "
                  + "only \(thirdParty.scopes.joined(separator: ", ")) may import remote packages "
                  + "('third-party' at \(rules.path):\(thirdParty.line))")
            }
            if module.hasManifest && !visible.contains(imported) { report(.implicitDependency, undeclared()) }
          } else if systemModules.contains(imported) {
            if !rules.allowsSystem(imported, layer: layer, module: module.name, isTest: module.isTest) {
              let scope = module.isTest ? "tests" : (layer ?? module.name)
              report(
                .systemModuleNotAllowed,
                "\(module.name) imports system module \(imported), which \(rules.path) does not allow for "
                  + "\(scope); add 'system \(scope) \(imported)' if intended")
            }
          } else if !visible.contains(imported) {
            report(
              .unknownModule,
              "\(module.name) imports \(imported), which is neither a module of this repository, nor declared by "
                + "a manifest, nor a system module listed in \(rules.path)")
          }
        }
      }
    }
    return findings
  }
}
