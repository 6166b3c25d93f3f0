import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Repository paths written in backticks: a code span without spaces whose first segment is a
/// top-level folder of the repository (`Packages/Core/Sources/Core/StackContext/`) must exist.
///
/// `*`, `{a,b}` and `<Placeholder>` segments are patterns (one match is enough); a `:line` or
/// `:line:col` suffix is dropped; a path under build output is not checked, since it exists only
/// after a build. A page names the example paths it shows on purpose (what a generator would
/// create) in a comment: `<!-- docs-check: ignore-path Packages/Features/Wishlist* -->`.
struct PathCheck {
  let workspace: DocsWorkspace

  func findings(in document: String, lines: [MarkdownLine]) -> [DocsFinding] {
    let ignored = Self.ignoredPatterns(lines)
    var findings: [DocsFinding] = []
    for line in lines where !line.inFence {
      for span in line.codeSpans {
        guard let path = candidate(span.text), !ignored.contains(where: { Self.matches(path, $0) }) else {
          continue
        }
        if !exists(path) {
          findings.append(
            DocsFinding(
              path: document, line: line.number, column: span.column, rule: .missingPath,
              message: "`\(span.text)` names a repository path that does not exist"))
        }
      }
    }
    return findings
  }

  /// The path a code span names, or nil when it is not a repository path.
  func candidate(_ text: String) -> String? {
    guard !text.isEmpty, !text.contains(where: \.isWhitespace), text.contains("/") else { return nil }
    var path = Substring(text)
    // `File.swift:12` and `File.swift:12:3`: the location, not the name.
    for _ in 0..<2 {
      if let colon = path.lastIndex(of: ":"), !path[path.index(after: colon)...].isEmpty,
        path[path.index(after: colon)...].allSatisfy(\.isNumber)
      {
        path = path[..<colon]
      }
    }
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let first = segments.first, workspace.topLevelFolders.contains(String(first)) else { return nil }
    if segments.contains(where: { DocsWorkspace.isGenerated(String($0)) }) { return nil }
    return String(path)
  }

  /// Whether the path, or one path its pattern stands for, exists.
  func exists(_ path: String) -> Bool {
    let isPattern =
      path.contains(where: { "*?{<[…".contains($0) }) || Self.globPattern(path) != path
    guard isPattern else { return workspace.exists(path) }
    return !Self.glob(workspace.root.path + "/" + Self.globPattern(path)).isEmpty
  }

  /// `<Placeholder>`, an all-capitals segment (`Packages/Flows/NAME`) and `…` become `*`;
  /// the rest is already glob syntax.
  static func globPattern(_ path: String) -> String {
    let path = path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      segment.count >= 2 && segment.allSatisfy { $0.isASCII && $0.isUppercase } ? "*" : String(segment)
    }.joined(separator: "/")
    var pattern = ""
    var inPlaceholder = false
    for character in path {
      switch character {
      case "<": inPlaceholder = true
      case ">" where inPlaceholder:
        inPlaceholder = false
        pattern.append("*")
      case "…": pattern.append("*")
      default: if !inPlaceholder { pattern.append(character) }
      }
    }
    return pattern
  }

  static func glob(_ pattern: String) -> [String] {
    var result = glob_t()
    defer { globfree(&result) }
    guard systemGlob(pattern, GLOB_BRACE | GLOB_NOSORT, &result) == 0 else { return [] }
    return (0..<Int(result.gl_pathc)).compactMap { index in
      result.gl_pathv[index].map { String(cString: $0) }
    }
  }

  /// The patterns of the page's `<!-- docs-check: ignore-path … -->` comments.
  static func ignoredPatterns(_ lines: [MarkdownLine]) -> [String] {
    let marker = "<!-- docs-check: ignore-path "
    var patterns: [String] = []
    for line in lines {
      guard let start = line.text.range(of: marker), let end = line.text.range(of: "-->") else { continue }
      patterns += line.text[start.upperBound..<end.lowerBound].split(separator: " ").map(String.init)
    }
    return patterns
  }

  static func matches(_ path: String, _ pattern: String) -> Bool {
    fnmatch(pattern, path, 0) == 0
  }
}

/// `glob(3)`, under a name that `PathCheck.glob` does not shadow.
private func systemGlob(_ pattern: String, _ flags: Int32, _ result: inout glob_t) -> Int32 {
  glob(pattern, flags, nil, &result)
}
