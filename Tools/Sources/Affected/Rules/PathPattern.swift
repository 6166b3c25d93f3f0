/// A path pattern of `affected.rules`, in the spirit of `.gitignore`: `*` and `?` within one path
/// component, `**` for any number of components; a pattern with no `/` matches a file name at any
/// depth (`*.md`), one with a `/` is anchored at the repository root (`docs/**`), a trailing `/`
/// means everything below a folder, and a leading `/` anchors a bare name (`/Makefile`).
struct PathPattern: Equatable, Sendable {
  let text: String
  private let components: [[UInt8]]
  private let anchored: Bool

  init(_ text: String) {
    self.text = text
    var body = text
    var anchored = body.contains("/")
    while body.hasPrefix("./") { body.removeFirst(2) }
    if body.hasPrefix("/") {
      body.removeFirst()
      anchored = true
    }
    if body.hasSuffix("/") { body += "**" }
    self.anchored = anchored
    components = body.split(separator: "/").map { Array($0.utf8) }
  }

  /// Whether the repository-relative `path` matches.
  func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/").map { Array($0.utf8) }
    if !anchored {
      guard let name = parts.last, let only = components.first else { return false }
      return Self.matchComponent(only[...], name[...])
    }
    return Self.match(components[...], parts[...])
  }

  private static let doubleStar: [UInt8] = Array("**".utf8)

  private static func match(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == doubleStar {
      let rest = pattern.dropFirst()
      // `**` takes zero or more components; at the end it takes at least one (a folder's contents).
      if rest.isEmpty { return !path.isEmpty }
      var remaining = path
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  /// `*` (any run of bytes) and `?` (one byte) within one component, by backtracking to the last star.
  static func matchComponent(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
    let star = UInt8(ascii: "*")
    let question = UInt8(ascii: "?")
    var p = pattern.startIndex
    var n = name.startIndex
    var starAt: Int?
    var resumeAt = n
    while n < name.endIndex {
      if p < pattern.endIndex, pattern[p] == star {
        starAt = p
        p += 1
        resumeAt = n
      } else if p < pattern.endIndex, pattern[p] == question || pattern[p] == name[n] {
        p += 1
        n += 1
      } else if let starAt {
        p = starAt + 1
        resumeAt += 1
        n = resumeAt
      } else {
        return false
      }
    }
    while p < pattern.endIndex, pattern[p] == star { p += 1 }
    return p == pattern.endIndex
  }
}
