import Foundation

/// Relative links and images: the file must exist, and a `#anchor` into a Markdown page must
/// name one of its headings.
struct LinkCheck {
  let workspace: DocsWorkspace
  /// Anchors per page, computed once per page however many links point at it.
  private var anchorCache: [String: Set<String>] = [:]

  init(workspace: DocsWorkspace) { self.workspace = workspace }

  mutating func findings(in document: String, lines: [MarkdownLine]) -> [DocsFinding] {
    var findings: [DocsFinding] = []
    for line in lines {
      for link in line.links {
        if let finding = check(link.target, from: document, lines: lines) {
          findings.append(
            DocsFinding(
              path: document, line: line.number, column: link.column, rule: finding.0, message: finding.1))
        }
      }
    }
    return findings
  }

  private mutating func check(
    _ target: String, from document: String, lines: [MarkdownLine]
  ) -> (DocsFinding.Rule, String)? {
    if target.contains("://") || target.hasPrefix("mailto:") { return nil }
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let file = String(parts[0]).removingPercentEncoding ?? String(parts[0])
    let anchor = parts.count > 1 ? String(parts[1]) : nil
    let resolved: String
    if file.isEmpty {
      resolved = document
    } else {
      guard let path = Self.resolve(file, from: document) else {
        return (.brokenLink, "link '\(target)' points outside the repository")
      }
      resolved = path
      guard path.isEmpty || workspace.exists(path) else {
        return (.brokenLink, "link '\(target)': \(path) does not exist")
      }
    }
    guard let anchor, !anchor.isEmpty, resolved.hasSuffix(".md") else { return nil }
    let anchors = anchors(of: resolved, lines: resolved == document ? lines : nil)
    guard anchors.contains(anchor) else {
      return (.brokenAnchor, "link '\(target)': \(resolved) has no heading with the anchor '#\(anchor)'")
    }
    return nil
  }

  private mutating func anchors(of page: String, lines: [MarkdownLine]?) -> Set<String> {
    if let cached = anchorCache[page] { return cached }
    let found = HeadingAnchors.anchors(in: lines ?? MarkdownScanner.lines(of: workspace.read(page) ?? ""))
    anchorCache[page] = found
    return found
  }

  /// `target` as a repository-relative path, read from `document`'s folder (from the root when
  /// it starts with `/`, as GitHub reads it); nil when it climbs above the root. The root
  /// itself is the empty string.
  static func resolve(_ target: String, from document: String) -> String? {
    var segments: [Substring] =
      target.hasPrefix("/") ? [] : document.split(separator: "/").dropLast()
    for segment in target.split(separator: "/") {
      switch segment {
      case ".": continue
      case "..":
        guard !segments.isEmpty else { return nil }
        segments.removeLast()
      default: segments.append(segment)
      }
    }
    return segments.joined(separator: "/")
  }
}
