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
  /// What the walk did not read, one line each (a link to a folder, a folder it could not open,
  /// a link that leads nowhere): said, never silently left out of the answer.
  package var skipped: [String] = []

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
///
/// Links to folders are not followed, as ripgrep and fd do not by default: a link to `..` or to
/// `/`, or two links that cross, made the walk read the same files forever (or the whole disk),
/// and a folder linked in twice was two packages of one name. Each is listed in `skipped`. Links
/// to files are read as the files (a loop of file links is a link that leads nowhere).
enum RepositoryWalker {
  static func walk(root: String, excluded: [String]) -> RepositoryListing {
    var listing = RepositoryListing()
    let excludedSet = Set(excluded)
    visit(root: root, relative: ".", excluded: excludedSet, into: &listing)
    return listing
  }

  /// Where `d_name` starts in a record. A record is only as long as its name (`d_reclen`), so
  /// copying the whole fixed-size `d_name` field read past the last record of a buffer: a SIGSEGV
  /// in a large folder. The name is read in place, up to its NUL, instead.
  private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

  private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
    String(cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
  }

  private static func visit(
    root: String, relative: String, excluded: Set<String>, into listing: inout RepositoryListing
  ) {
    let absolute = relative == "." ? root : "\(root)/\(relative)"
    guard let directory = opendir(absolute) else {
      listing.skipped.append("\(relative): folder not read (\(String(cString: strerror(errno))))")
      return
    }
    defer { closedir(directory) }
    var subdirectories: [String] = []
    // readdir order is the filesystem's (hash order on ext4): sort, so "the first import site" (a
    // cycle's location) is the same on every machine.
    var files: [String] = []
    var skipped: [String] = []
    while let entry = readdir(directory) {
      let name = name(of: entry)
      guard !name.hasPrefix(".") else { continue }
      let child = relative == "." ? name : "\(relative)/\(name)"
      let type = Int32(entry.pointee.d_type)
      var isDirectory = type == Int32(DT_DIR)
      var isFile = type == Int32(DT_REG)
      if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
        var info = stat()
        guard lstat("\(root)/\(child)", &info) == 0 else { continue }
        if (info.st_mode & S_IFMT) == S_IFLNK {
          guard stat("\(root)/\(child)", &info) == 0 else {
            if name.hasSuffix(".swift") || name == "Package.swift" {
              skipped.append("\(child): a link that leads nowhere (\(String(cString: strerror(errno))))")
            }
            continue
          }
          if (info.st_mode & S_IFMT) == S_IFDIR {
            if !excluded.contains(child) {
              let target =
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(root)/\(child)")) ?? "?"
              skipped.append("\(child): a link to a folder (-> \(target)), not followed")
            }
            continue
          }
        }
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
    listing.skipped += skipped.sorted()
    for subdirectory in subdirectories.sorted() {
      visit(root: root, relative: subdirectory, excluded: excluded, into: &listing)
    }
  }
}
