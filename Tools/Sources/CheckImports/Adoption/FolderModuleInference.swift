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

  /// Names app folders after the module their tests import with `@testable`. An Xcode app's
  /// module is often not named like its folder (`App/` builds `Notes`), and its tests say which
  /// it is: `AppTests/` holding `@testable import Notes`. Without this the module was a "system"
  /// module the rules listed, and `why` found no path to it. Only a name nothing else explains
  /// renames, and only the folder that is the tests' folder without `Tests`.
  static func namedByTestableImports(
    _ folders: [(name: String, path: String)], workspace: Workspace, isExplained: (String) -> Bool
  ) -> [(name: String, path: String)] {
    var result = folders
    for testFolder in folders where testFolder.name.hasSuffix("Tests") {
      let files = workspace.modules.first { !$0.hasManifest && $0.name == testFolder.name }?.files ?? []
      let unexplained = Set(
        files.flatMap { file in
          file.imports.filter { $0.attributes.contains("testable") && !isExplained($0.module) }.map(\.module)
        })
      guard unexplained.count == 1, let module = unexplained.first,
        !result.contains(where: { $0.name == module })
      else { continue }
      let appPath = String(testFolder.path.dropLast("Tests".count))
      if let index = result.firstIndex(where: { $0.path == appPath }) { result[index].name = module }
    }
    return result
  }
}
