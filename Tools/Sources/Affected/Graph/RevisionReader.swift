import CheckImports
import Foundation

/// Reads the target graph of one revision: the working tree from disk (as check-imports does, so
/// its manifest cache serves both), or a commit from git's objects.
struct RevisionReader: Sendable {
  var root: String
  var git: Git
  var boundaryRules: BoundaryRules
  var affectedRules: AffectedRules
  var cache: ManifestCache
  var loader: any ManifestLoading

  /// The working tree: the walk check-imports makes, manifests through its cache, and only the
  /// sources of folders outside SwiftPM scanned (their imports are their only dependencies).
  func workingTree() throws(AffectedFailure) -> TargetGraph {
    let listing = RepositoryListing.walk(root: root, excluded: boundaryRules.excludedPaths)
    let workspace = try WorkspaceLoader(root: root, loader: loader, cache: cache).load(
      rules: boundaryRules, listing: listing, sources: .folderModules)
    var graph = TargetGraph(workspace: workspace, rules: affectedRules)
    graph.skipped = workspace.skippedLines(tool: "affected")
    return graph
  }

  /// A commit: its file list and manifests from git (one `ls-tree`, one `cat-file --batch`);
  /// manifests the cache does not know are loaded by SwiftPM from a scratch copy.
  func commit(_ commit: String) throws(AffectedFailure) -> TargetGraph {
    let listArguments = ["ls-tree", "-r", "-z", "--name-only", commit]
    let paths = try git.run(listArguments).checked(listArguments).split(separator: 0).map {
      String(decoding: $0, as: UTF8.self)
    }
    let listing = RepositoryListing(paths: paths, excluded: boundaryRules.excludedPaths)
    let manifestPaths = listing.packageDirectories.map { $0 == "." ? "Package.swift" : "\($0)/Package.swift" }
    let contents = try blobs(manifestPaths, at: commit)
    var manifests: [String: Data] = [:]
    for (directory, path) in zip(listing.packageDirectories, manifestPaths) {
      manifests[directory] = contents[path]
    }
    let frozen = manifests
    // A folder module has no manifest: its imports are its edges, so its sources are read at the
    // commit from git's objects, as a checkout of it would read them.
    let folderSources = listing.swiftFiles.filter { file in
      boundaryRules.folderModules.contains { BoundaryRules.path(file, isInside: $0.path) }
    }
    let sources = try blobs(folderSources, at: commit)
    let workspace = try WorkspaceLoader(
      root: root, loader: RevisionManifestLoader(root: root, manifests: manifests, inner: loader),
      cache: cache
    ).load(
      rules: boundaryRules, listing: listing, sources: .folderModulesFrom({ sources[$0] }),
      readManifest: { frozen[$0] }, checkLocalPaths: false)
    var graph = TargetGraph(workspace: workspace, rules: affectedRules)
    graph.skipped = workspace.skippedLines(tool: "affected")
    return graph
  }

  /// The contents of files at a commit, by repository-relative path, read in one
  /// `git cat-file --batch`; a path the commit does not hold is absent from the result.
  func blobs(_ paths: [String], at commit: String) throws(AffectedFailure) -> [String: Data] {
    guard !paths.isEmpty else { return [:] }
    let request = paths.map { "\(commit):./\($0)\n" }.joined()
    let arguments = ["cat-file", "--batch"]
    let output = try git.run(arguments, input: Data(request.utf8)).checked(arguments)
    var result: [String: Data] = [:]
    var cursor = output.startIndex
    for path in paths {
      guard let newline = output[cursor...].firstIndex(of: 10) else { break }
      let header = String(decoding: output[cursor..<newline], as: UTF8.self).split(separator: " ")
      cursor = output.index(after: newline)
      // "<id> blob <size>", or "<name> missing" for a path the commit does not have.
      guard header.count == 3, let size = Int(header[2]),
        output.distance(from: cursor, to: output.endIndex) > size
      else { continue }
      let end = output.index(cursor, offsetBy: size)
      if header[1] == "blob" { result[path] = Data(output[cursor..<end]) }
      cursor = output.index(after: end)
    }
    return result
  }
}
