import Foundation

/// Everything the checker reads from the tree, found in a single directory walk (or, for a past
/// revision, in the list of files git holds for it).
package struct RepositoryListing: Sendable {
  /// Repository-relative directories that contain a `Package.swift` ("." for the root).
  package var packageDirectories: [String] = []
  /// Repository-relative paths of Swift sources (manifests excluded).
  package var swiftFiles: [String] = []
  /// Repository-relative paths of Xcode projects' `project.pbxproj` files.
  package var xcodeProjects: [String] = []
  /// Repository-relative paths of `module.modulemap` files (C and system-library targets).
  package var moduleMaps: Set<String> = []

  package init() {}

  /// The listing of a tree given as repository-relative file paths, sorted as the walk sorts them
  /// (hidden folders and `excluded` paths left out, as the walk leaves them out).
  package init(paths: [String], excluded: [String]) {
    for path in paths.sorted() {
      let components = path.split(separator: "/")
      guard let name = components.last, !components.contains(where: { $0.hasPrefix(".") }),
        !excluded.contains(where: { BoundaryRules.path(path, isInside: $0) })
      else { continue }
      let folder = components.count == 1 ? "." : components.dropLast().joined(separator: "/")
      if name == "module.modulemap" {
        moduleMaps.insert(path)
      } else if name == "project.pbxproj" && folder.hasSuffix(".xcodeproj") {
        xcodeProjects.append(path)
      } else if name == "Package.swift" {
        packageDirectories.append(folder)
      } else if name.hasSuffix(".swift") && !name.hasPrefix("Package@swift") {
        swiftFiles.append(path)
      }
    }
  }

  /// The walk of the tree on disk.
  package static func walk(root: String, excluded: [String]) -> RepositoryListing {
    RepositoryWalker.walk(root: root, excluded: excluded)
  }
}

/// Walks the repository with `readdir` (FileManager's enumerator costs several times more on Linux,
/// and the checker has a budget relative to `grep -r`). Hidden directories (`.build`, `.git`,
/// `.tools-cache`, `.swiftpm`) and the rules' `exclude` paths are skipped.
enum RepositoryWalker {
  static func walk(root: String, excluded: [String]) -> RepositoryListing {
    var listing = RepositoryListing()
    let excludedSet = Set(excluded)
    visit(root: root, relative: ".", excluded: excludedSet, into: &listing)
    return listing
  }

  private static func visit(
    root: String, relative: String, excluded: Set<String>, into listing: inout RepositoryListing
  ) {
    let absolute = relative == "." ? root : "\(root)/\(relative)"
    guard let directory = opendir(absolute) else { return }
    defer { closedir(directory) }
    var subdirectories: [String] = []
    // readdir order is the filesystem's (hash order on ext4): sort, so "the first import site" (a
    // cycle's location) is the same on every machine.
    var files: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      guard !name.hasPrefix(".") else { continue }
      let child = relative == "." ? name : "\(relative)/\(name)"
      var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
      var isFile = Int32(entry.pointee.d_type) == Int32(DT_REG)
      if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) || Int32(entry.pointee.d_type) == Int32(DT_LNK) {
        var info = stat()
        guard stat("\(root)/\(child)", &info) == 0 else { continue }
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        isFile = (info.st_mode & S_IFMT) == S_IFREG
      }
      if isDirectory {
        if !excluded.contains(child) { subdirectories.append(child) }
      } else if isFile && name == "module.modulemap" {
        listing.moduleMaps.insert(child)
      } else if isFile && name == "project.pbxproj" && relative.hasSuffix(".xcodeproj") {
        listing.xcodeProjects.append(child)
      } else if isFile && name.hasSuffix(".swift") {
        if name == "Package.swift" {
          listing.packageDirectories.append(relative)
        } else if !name.hasPrefix("Package@swift") {
          files.append(child)
        }
      }
    }
    listing.swiftFiles += files.sorted()
    for subdirectory in subdirectories.sorted() {
      visit(root: root, relative: subdirectory, excluded: excluded, into: &listing)
    }
  }
}
