/// Turns `implicit-dependency` and `unused-dependency` findings into manifest edits: declare what
/// is imported (the target, the product, and the package dependency when the manifest lacks it),
/// drop what nothing imports.
struct FixPlanner {
  struct Outcome {
    /// New text by manifest path (repository-relative), only for manifests that change.
    var edited: [String: String] = [:]
    /// One line per edit, for the report.
    var applied: [String] = []
    /// Findings left alone, with the reason.
    var skipped: [String] = []
  }

  static func plan(_ workspace: Workspace, findings: [Finding]) -> Outcome {
    var outcome = Outcome()
    var editors: [String: ManifestEditor] = [:]
    func editor(_ path: String) -> ManifestEditor? {
      if editors[path] == nil, let text = workspace.manifestTexts[path] {
        editors[path] = ManifestEditor(text)
      }
      return editors[path]
    }
    // Package dependencies added by this plan, by manifest: a second finding needing the same
    // package adds its product alone.
    var addedPackages: [String: Set<String>] = [:]
    var done: Set<String> = []
    for finding in findings where finding.rule == .implicitDependency || finding.rule == .unusedDependency {
      let isUnused = finding.rule == .unusedDependency
      guard
        let module = workspace.modules.first(where: { module in
          module.name == finding.importer && module.hasManifest
            && (isUnused
              ? module.manifestPath == finding.path : module.files.contains { $0.path == finding.path })
        })
      else { continue }
      guard
        done.insert("\(finding.rule.rawValue) \(module.manifestPath) \(module.name) \(finding.imported)")
          .inserted
      else { continue }
      let manifest = module.manifestPath
      guard var edit = editor(manifest) else { continue }
      let target = module.targetName.isEmpty ? module.name : module.targetName
      if isUnused {
        if edit.removeDependency(named: finding.imported, fromTarget: target) {
          outcome.applied.append("\(manifest): removed \(finding.imported) from target \(target)")
        } else {
          outcome.skipped.append("\(finding.diagnostic): not written literally in the target; not removed")
        }
        editors[manifest] = edit
        continue
      }
      guard let (entry, package) = dependency(on: finding.imported, for: module, in: workspace) else {
        outcome.skipped.append(
          "\(finding.diagnostic): no product of this repository or its manifests vends it")
        continue
      }
      // Declared already (as SwiftPM read the manifest, whatever the spelling), the package is
      // not added again: a second `.package` of one identity is a manifest SwiftPM refuses.
      let declared = workspace.packageIdentities[manifest, default: []]
        .union(addedPackages[manifest, default: []])
      if let package, !declared.contains(package.identity) {
        guard edit.addPackageDependency(package.declaration) else {
          outcome.skipped.append(
            "\(finding.diagnostic): the manifest's package dependencies are not a literal array")
          continue
        }
        addedPackages[manifest, default: []].insert(package.identity)
        outcome.applied.append("\(manifest): added package dependency \(package.declaration)")
      }
      if edit.addDependency(entry, toTarget: target) {
        outcome.applied.append("\(manifest): added \(entry) to target \(target)")
      } else {
        outcome.skipped.append("\(finding.diagnostic): target \(target)'s declaration is not a literal call")
      }
      editors[manifest] = edit
    }
    for (path, edit) in editors where edit.text != workspace.manifestTexts[path] {
      outcome.edited[path] = edit.text
    }
    return outcome
  }

  /// What to write in the target's dependencies, and the package dependency it needs (its
  /// identity, and the declaration to add when the manifest lacks it).
  static func dependency(on name: String, for module: Workspace.Module, in workspace: Workspace) -> (
    entry: String, package: (identity: String, declaration: String)?
  )? {
    if let target = workspace.module(named: name), target.hasManifest {
      let targetName = target.targetName.isEmpty ? target.name : target.targetName
      if target.packageDirectory == module.packageDirectory { return ("\"\(targetName)\"", nil) }
      guard target.packageDirectory != ".",
        let product = workspace.localProducts[target.packageDirectory]?
          .filter({ $0.modules.contains(name) }).min(by: {
            ($0.modules.count, $0.name) < ($1.modules.count, $1.name)
          })
      else { return nil }
      let identity = String(target.packageDirectory.split(separator: "/").last!)
      let relative = relativePath(from: module.packageDirectory, to: target.packageDirectory)
      return (
        ".product(name: \"\(product.name)\", package: \"\(identity)\")",
        (PackageManifest.identity(ofPath: target.packageDirectory), ".package(path: \"\(relative)\")")
      )
    }
    for other in workspace.modules {
      // The smallest remote product that vends the module, as for the repository's own products:
      // a target may declare a package's whole bundle and the one-module product beside it.
      guard
        let declared = other.declared.filter({ $0.remotePackage != nil && $0.modules.contains(name) })
          .min(by: { ($0.modules.count, $0.name) < ($1.modules.count, $1.name) })
      else { continue }
      let entry =
        declared.packageArgument.map { ".product(name: \"\(declared.name)\", package: \"\($0)\")" }
        ?? "\"\(declared.name)\""
      guard
        let remote = workspace.remotePackages.first(where: { $0.package.identity == declared.remotePackage }),
        let declaration = workspace.manifestTexts[remote.manifestPath].flatMap({
          ManifestEditor($0).packageCall(containing: remote.package.url)
        })
      else { return (entry, nil) }
      return (entry, (remote.package.identity, declaration))
    }
    return nil
  }

  /// `../../Core` from `Packages/Features/Home` to `Packages/Core`.
  static func relativePath(from: String, to: String) -> String {
    let a = from == "." ? [] : from.split(separator: "/")
    let b = to == "." ? [] : to.split(separator: "/")
    // The shared leading folders: a count bounded by both paths, never a loop to get wrong.
    let common = zip(a, b).prefix { $0 == $1 }.count
    let ups = Array(repeating: "..", count: a.count - common)
    let path = (ups + b[common...].map(String.init)).joined(separator: "/")
    return path.isEmpty ? "." : path
  }
}
