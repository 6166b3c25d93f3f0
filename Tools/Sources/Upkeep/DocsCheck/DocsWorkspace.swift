import Foundation

/// The repository as the docs check reads it: its Markdown files, its top-level folders (what a
/// backticked path may start with) and its Makefile's targets.
struct DocsWorkspace {
  var root: URL
  /// Repository-relative paths of the Markdown files to check, sorted.
  var documents: [String]
  /// Top-level folders a repository path in backticks starts with (`Packages`, `Tools`, `.ci`);
  /// build output and hidden tool folders are left out, since they exist only after a build.
  var topLevelFolders: Set<String>
  var makeTargets: Set<String>

  /// Folders never scanned and never counted as repository paths: build output and caches.
  static func isGenerated(_ name: String) -> Bool {
    name == "out" || name == ".git" || name.hasPrefix(".build") || name == ".swiftpm"
      || name == ".tools-cache"
      || name == "node_modules"
  }

  init(root: URL, documents: [String]? = nil) throws(DocsCheckError) {
    self.root = root
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw DocsCheckError("\(root.path): not a folder")
    }
    let entries = (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
    topLevelFolders = Set(
      entries.filter { name in
        var folder: ObjCBool = false
        return !Self.isGenerated(name)
          && manager.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &folder)
          && folder.boolValue
      })
    self.documents = documents ?? Self.markdownFiles(under: root)
    let makefile = root.appendingPathComponent("Makefile")
    if let text = try? String(contentsOf: makefile, encoding: .utf8) {
      makeTargets = MakefileTargets.targets(in: text)
    } else {
      makeTargets = []
    }
  }

  static func markdownFiles(under root: URL) -> [String] {
    var found: [String] = []
    func walk(_ relative: String) {
      let folder = relative.isEmpty ? root : root.appendingPathComponent(relative)
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
      for name in entries.sorted() where !isGenerated(name) && !(name.hasPrefix(".") && name != ".ci") {
        let path = relative.isEmpty ? name : "\(relative)/\(name)"
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
        if exists, isFolder.boolValue {
          walk(path)
        } else if name.hasSuffix(".md") {
          found.append(path)
        }
      }
    }
    walk("")
    return found.sorted()
  }

  func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }
}

/// The targets a Makefile defines: `name:` and `a b:` rule lines, not variable assignments.
enum MakefileTargets {
  static func targets(in makefile: String) -> Set<String> {
    var targets: Set<String> = []
    for line in makefile.split(whereSeparator: \.isNewline) {
      guard let first = line.first, first != "\t", first != "#", first != " " else { continue }
      guard let colon = line.firstIndex(of: ":") else { continue }
      let after = line[line.index(after: colon)...]
      if after.hasPrefix("=") { continue }  // `x := y`
      let names = line[..<colon]
      if names.contains("=") || names.contains("$") { continue }
      for name in names.split(separator: " ") where !name.hasPrefix(".") {
        targets.insert(String(name))
      }
    }
    return targets
  }
}

/// A problem with the check's own input (a folder that is not there, a tool that cannot say
/// its options): exit 2, not a finding.
struct DocsCheckError: Error, CustomStringConvertible, Equatable {
  let description: String
  init(_ description: String) { self.description = description }
}
