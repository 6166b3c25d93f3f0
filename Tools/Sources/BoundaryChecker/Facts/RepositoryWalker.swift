import Foundation

/// Everything the checker reads from the tree, found in a single directory walk.
struct RepositoryListing {
  /// Repository-relative directories that contain a `Package.swift` ("." for the root).
  var packageDirectories: [String] = []
  /// Repository-relative paths of Swift sources (manifests excluded).
  var swiftFiles: [String] = []
  /// Repository-relative paths of Xcode projects' `project.pbxproj` files.
  var xcodeProjects: [String] = []
  /// Repository-relative paths of `module.modulemap` files (C and system-library targets).
  var moduleMaps: Set<String> = []
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
