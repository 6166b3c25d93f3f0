import Foundation

/// `.package(path:)` dependencies whose folder does not exist. Real app repositories name a
/// sibling package by a path only Xcode resolves (by the package's name, from the workspace);
/// `dump-package` accepts such a manifest, and refusing the whole repository over it, naming only
/// the first manifest, left no way to check the rest. A path that one package of the repository
/// answers by name is a `package-path` warning at the literal's line; one no package answers is
/// exit 2 at that line, saying what to do.
enum PackagePathResolution {
  /// The findings for paths resolved by name; throws for a path nothing resolves.
  static func resolve(
    _ manifests: [(directory: String, manifest: PackageManifest, text: String)], root: String
  ) throws(CheckerFailure) -> [Finding] {
    var findings: [Finding] = []
    for (directory, manifest, text) in manifests {
      let manifestPath = directory == "." ? "Package.swift" : "\(directory)/Package.swift"
      for path in manifest.localDependencyPaths where !FileManager.default.fileExists(atPath: path) {
        let identity = PackageManifest.identity(ofPath: path)
        let candidates = manifests.filter { other in
          (other.directory as NSString).lastPathComponent.lowercased() == identity
            || other.manifest.name.lowercased() == identity
        }
        let site = literal(
          of: path, in: text, packageDirectory: directory == "." ? root : "\(root)/\(directory)")
        let written = site.map { ".package(path: \"\($0.literal)\")" } ?? ".package(path:) '\(path)'"
        let location = site.map { "\(manifestPath):\($0.line):\($0.column)" } ?? manifestPath
        if candidates.count == 1, let target = candidates.first {
          findings.append(
            Finding(
              rule: .packagePath, path: manifestPath, line: site?.line ?? 1, column: site?.column ?? 1,
              message:
                "\(written) names no folder; resolved by name to the package \(target.manifest.name) at "
                + "\(target.directory == "." ? "." : target.directory)/",
              importer: manifest.name, imported: target.manifest.name))
          continue
        }
        let why =
          candidates.isEmpty
          ? "no folder there, and no package of the repository is named \(identity)"
          : "no folder there, and several packages are named \(identity) ("
            + candidates.map { $0.directory }.joined(separator: ", ") + ")"
        throw .badInput(
          "\(location): missing package path '\(path)' (\(written)): \(why); point the path at the package, "
            + "or exclude this package (`exclude \(directory)` in boundaries.rules)")
      }
    }
    return findings
  }

  /// Where `.package(path: "…")` names `path` in the manifest's text: the literal as written, and
  /// the 1-based line and column of `.package`.
  static func literal(of path: String, in text: String, packageDirectory: String)
    -> (literal: String, line: Int, column: Int)?
  {
    let target = URL(fileURLWithPath: path).standardizedFileURL.path
    var line = 1
    for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      defer { line += 1 }
      var rest = Substring(rawLine)
      while let start = rest.range(of: ".package(") {
        let after = rest[start.upperBound...]
        rest = after
        guard let pathLabel = after.range(of: "path:"),
          let open = after[pathLabel.upperBound...].firstIndex(of: "\""),
          let close = after[after.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        let literal = String(after[after.index(after: open)..<close])
        let resolved =
          literal.hasPrefix("/")
          ? literal : URL(fileURLWithPath: "\(packageDirectory)/\(literal)").standardizedFileURL.path
        if resolved == target {
          let column = rawLine.distance(from: rawLine.startIndex, to: start.lowerBound) + 1
          return (literal, line, column)
        }
      }
    }
    return nil
  }
}
