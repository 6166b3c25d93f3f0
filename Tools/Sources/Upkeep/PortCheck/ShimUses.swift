import Foundation
import ToolSupport

/// Where code outside the shim spells a shim-only (or a renamed) name, found in its tokens
/// (comments and string literals never count), without a compiler.
///
/// A token is a use of a shim-only symbol when it is the symbol's name: anywhere for a top-level
/// declaration or an underscored member (`StoreLaunch`, `_makeReduce`), and after a `.` for any
/// other member (`pass.notes`), since a bare word like that is as likely a local name. A function
/// must also be called with its first argument label (`removeSubrange(from:)` is not an array's
/// `removeSubrange(_:)`). A renamed symbol counts where it cannot be another's: a top-level one
/// anywhere, a member only written with its type (`DependencyValues.current`). A name that
/// upstream API spells too cannot be told apart lexically; it is left out and listed as unchecked.
struct ShimUses {
  struct Use: Equatable, Comparable {
    var path: String
    var line: Int
    var column: Int
    var name: String
    var symbol: PortSymbol.Key
    /// The upstream spelling, for a use of a renamed symbol; nil for a shim-only one.
    var upstream: String? = nil

    static func < (a: Use, b: Use) -> Bool {
      (a.path, a.line, a.column, a.name) < (b.path, b.line, b.column, b.name)
    }
  }

  /// What a name is matched against, and what it is a use of.
  struct Target {
    var symbol: PortSymbol.Key
    /// The first argument label a call must have: nil for no call check, `_` for none.
    var firstLabel: String?
    /// For a renamed member: the type it must be written with.
    var qualifier: String?
    var upstream: String?
  }

  /// How each shim-only or renamed name is matched.
  struct Matcher {
    var anywhere: [String: [Target]] = [:]
    var afterDot: [String: [Target]] = [:]
    /// Shim-only names that upstream API also spells.
    var unchecked: [String] = []

    init(symbols: [PortSymbol], table: PortTable) {
      let byKey = Dictionary(table.rows.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
      // A protocol's member is written with the conforming type (`Action.casePath`), never the
      // protocol's name, so it is matched without its qualifier.
      let protocols = Set(symbols.filter { $0.kind == "swift.protocol" }.map(\.key))
      var upstreamNames: Set<String> = []
      for symbol in symbols {
        guard let row = byKey[symbol.key], let name = symbol.spelledName else { continue }
        if case .shimOnly = row.counterpart { continue }
        upstreamNames.insert(name)
      }
      var unchecked: Set<String> = []
      for symbol in symbols {
        guard let row = byKey[symbol.key], let name = symbol.spelledName else { continue }
        let components = symbol.key.path.split(separator: ".").map(String.init)
        switch row.counterpart {
        case .same:
          continue
        case .shimOnly:
          if upstreamNames.contains(name) {
            unchecked.insert(name)
            continue
          }
          let target = Target(symbol: symbol.key, firstLabel: Self.firstLabel(components.last!))
          if !symbol.isMember || name.hasPrefix("_") {
            anywhere[name, default: []].append(target)
          } else {
            afterDot[name, default: []].append(target)
          }
        case let .renamed(_, spelling):
          let qualifier = components.count >= 2 ? components[components.count - 2] : nil
          let target = Target(
            symbol: symbol.key, firstLabel: Self.firstLabel(components.last!),
            qualifier: symbol.isMember && !protocols.contains(symbol.parent) ? qualifier : nil,
            upstream: spelling)
          if symbol.isMember {
            afterDot[name, default: []].append(target)
          } else {
            anywhere[name, default: []].append(target)
          }
        }
      }
      self.unchecked = unchecked.sorted()
    }

    /// `removeSubrange(from:)` → `from`, `send(_:)` → `_`, a property → nil.
    static func firstLabel(_ component: String) -> String? {
      guard let open = component.firstIndex(of: "("), component.hasSuffix(")") else { return nil }
      let labels = component[component.index(after: open)..<component.index(before: component.endIndex)]
      guard let first = labels.split(separator: ":", omittingEmptySubsequences: false).first,
        labels.contains(":")
      else { return "_" }
      return String(first)
    }

    /// Whether the tokens after a name call it with `label` first (`_`: with no label).
    static func calls(_ tokens: [SwiftToken], after index: Int, label: String) -> Bool {
      guard index + 1 < tokens.count else { return false }
      // A trailing closure is an unlabelled first argument: `TestFailures.collect { … }`.
      if tokens[index + 1].is("{") { return label == "_" }
      guard tokens[index + 1].is("(") else { return false }
      let labelled =
        index + 3 < tokens.count && tokens[index + 2].kind == .identifier && tokens[index + 3].is(":")
      if label == "_" { return !labelled }
      return labelled && tokens[index + 2].text == label
    }

    func uses(in tokens: [SwiftToken], path: String) -> [Use] {
      var found: [Use] = []
      for (index, token) in tokens.enumerated() where token.kind == .identifier {
        let name = token.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        let dotted =
          index > 0 && tokens[index - 1].kind == .punctuation && tokens[index - 1].text.hasSuffix(".")
        let qualifier =
          dotted && index > 1 && tokens[index - 2].kind == .identifier ? tokens[index - 2].text : nil
        let candidates = (anywhere[name] ?? []) + (dotted ? afterDot[name] ?? [] : [])
        let match = candidates.first { target in
          if let required = target.qualifier, required != qualifier { return false }
          if let label = target.firstLabel, !Self.calls(tokens, after: index, label: label) {
            // A function named without a call (passed as a value) still counts when its name
            // is underscored: nothing else spells it.
            return name.hasPrefix("_")
              && !(index + 1 < tokens.count && (tokens[index + 1].is("(") || tokens[index + 1].is("{")))
          }
          return true
        }
        if let match {
          found.append(
            Use(
              path: path, line: token.line, column: token.column, name: name, symbol: match.symbol,
              upstream: match.upstream))
        }
      }
      return found
    }
  }

  /// The uses in every Swift file under `folders` (relative to `root`), build output and
  /// generated case-path files (which the upstream macros write) left out. Directory links are
  /// not followed, so a link cannot make a file count twice or a loop never end.
  static func scan(
    folders: [String], root: URL, matcher: Matcher
  ) throws(DocsCheckError) -> [Use] {
    var uses: [Use] = []
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      for path in swiftFiles(under: base, relativeTo: root) {
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
          throw DocsCheckError("\(path): cannot be read")
        }
        guard let source = String(data: data, encoding: .utf8) else {
          throw DocsCheckError("\(path): is not UTF-8; the port check reads only UTF-8 sources")
        }
        let tokens: [SwiftToken]
        do {
          tokens = try SwiftLexer.tokenize(source)
        } catch {
          throw DocsCheckError("\(path):\(error.line):\(error.column): \(error.message)")
        }
        uses += matcher.uses(in: tokens, path: path)
      }
    }
    return uses.sorted()
  }

  static func swiftFiles(under folder: URL, relativeTo root: URL) -> [String] {
    let prefix = root.standardizedFileURL.path + "/"
    var files: [String] = []
    var pending = [folder.standardizedFileURL]
    let manager = FileManager.default
    while let next = pending.popLast() {
      guard let entries = try? manager.contentsOfDirectory(atPath: next.path) else { continue }
      for entry in entries.sorted() {
        let url = next.appendingPathComponent(entry)
        guard let attributes = try? manager.attributesOfItem(atPath: url.path),
          let type = attributes[.type] as? FileAttributeType
        else { continue }
        if type == .typeDirectory {
          if DocsWorkspace.isGenerated(entry) || entry.hasPrefix(".") { continue }
          pending.append(url)
        } else if type == .typeRegular, entry.hasSuffix(".swift"), !entry.hasSuffix("+CasePaths.swift") {
          let path = url.standardizedFileURL.path
          files.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
        }
      }
    }
    return files.sorted()
  }
}
