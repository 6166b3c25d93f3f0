import Foundation
import ToolSupport

/// Finds the Swift sources of a module by SwiftPM's convention: a folder named after the module
/// inside a `Sources` folder, anywhere under the package (local packages included).
///
/// Reading the folders rather than asking `swift package describe` keeps it instant and lets it see
/// the modules of local dependency packages too, which `describe` does not list.
enum ModuleLocator {
  /// The module's `.swift` files relative to `packagePath`, sorted so the choice of file is stable.
  static func sources(of module: String, in packagePath: String) throws(Diagnostic) -> [String] {
    let root = URL(fileURLWithPath: packagePath).standardizedFileURL
    var candidates: [URL] = []
    collectModuleFolders(named: module, under: root, into: &candidates)
    guard let folder = candidates.min(by: { $0.pathComponents.count < $1.pathComponents.count }) else {
      throw Diagnostic(
        "no folder Sources/\(module) under \(packagePath); is '\(module)' a module of this package?")
    }
    var files: [String] = []
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "swift" {
        files.append(relativePath(of: url, to: root))
      }
    }
    guard !files.isEmpty else { throw Diagnostic("module '\(module)' has no .swift files in \(folder.path)") }
    return files.sorted()
  }

  static func relativePath(of url: URL, to root: URL) -> String {
    let full = url.standardizedFileURL.path
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }

  /// Walks folders, skipping hidden ones (`.build`, `.git`, `.swiftpm`) where copies of sources live.
  private static func collectModuleFolders(named module: String, under folder: URL, into found: inout [URL]) {
    let children =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
    for child in children where (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
      if child.lastPathComponent == module && folder.lastPathComponent == "Sources" {
        found.append(child)
      } else {
        collectModuleFolders(named: module, under: child, into: &found)
      }
    }
  }
}
