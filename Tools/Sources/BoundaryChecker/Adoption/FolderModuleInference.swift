/// Finds the Swift sources that no manifest builds (an Xcode app target, its extensions) and
/// proposes one `module NAME PATH` per folder, so `init` leaves no source unchecked.
enum FolderModuleInference {
  /// Folders of the repository's own conventional package layout that are not app targets.
  static let packageFolders: Set<String> = ["Sources", "Tests", "Plugins", "Snippets"]

  static func folders(of workspace: Workspace) -> [(name: String, path: String)] {
    let packages = Set(workspace.modules.filter(\.hasManifest).map(\.packageDirectory)).subtracting(["."])
    let rootIsPackage = workspace.modules.contains { $0.hasManifest && $0.packageDirectory == "." }
    let candidates = workspace.unattributedFiles.filter { file in
      let parts = file.split(separator: "/")
      guard parts.count > 1 else { return false }
      if rootIsPackage && packageFolders.contains(String(parts[0])) { return false }
      return !packages.contains { BoundaryRules.path(file, isInside: $0) }
    }
    var byTop: [String: [[Substring]]] = [:]
    for file in candidates {
      let parts = file.split(separator: "/")
      byTop[String(parts[0]), default: []].append(parts)
    }
    var taken = Set(workspace.modules.map(\.name))
    var result: [(name: String, path: String)] = []
    for top in byTop.keys.sorted() {
      let files = byTop[top]!
      let second = Set(files.map { $0.count > 2 ? String($0[1]) : "" })
      // Sources right in the folder, or in one sub-folder: one module. Several sub-folders (an app
      // and its extensions side by side): one module each.
      let paths = second.count == 1 || second.contains("") ? [top] : second.sorted().map { "\(top)/\($0)" }
      for path in paths {
        var name = ModuleMap.c99name(String(path.split(separator: "/").last!))
        var suffix = 2
        while taken.contains(name) {
          name = ModuleMap.c99name(String(path.split(separator: "/").last!)) + "\(suffix)"
          suffix += 1
        }
        taken.insert(name)
        result.append((name, path))
      }
    }
    return result
  }
}
