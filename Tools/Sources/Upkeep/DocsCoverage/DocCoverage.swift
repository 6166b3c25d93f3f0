import Foundation

/// How many of a module's public declarations carry a documentation comment, counted from the
/// symbol graphs the compiler emits, so `make docs` can hold Core and ThirdPartyShim to a floor.
///
/// Only declarations written in the repository's sources count: a symbol the compiler
/// synthesizes (`::SYNTHESIZED::`, a default implementation shown on a conforming type) or that
/// has no source location (inherited from the standard library) is not ours to document, and
/// an extension block (`swift.extension`, emitted with `-emit-extension-block-symbols`) has no
/// API of its own: its members are counted. An
/// extension graph (`Core@ThirdPartyShim.symbols.json`: Core's extensions of another module's
/// types) counts for the module that declares the extensions.
struct DocCoverage: Equatable {
  struct Missing: Equatable, Comparable {
    var path: String
    var line: Int
    var column: Int
    var kind: String
    var name: String

    static func < (a: Missing, b: Missing) -> Bool {
      (a.path, a.line, a.column, a.name) < (b.path, b.line, b.column, b.name)
    }
  }

  struct Module: Equatable {
    var name: String
    var documented: Int
    var total: Int
    var missing: [Missing]

    /// One decimal, rounded down, so 94.96 % never prints as a passing 95.0 %.
    var percent: Double { total == 0 ? 100 : (Double(documented) * 1000 / Double(total)).rounded(.down) / 10 }

    /// `coverage Core: 129/129 (100.0%)`.
    var line: String { "coverage \(name): \(documented)/\(total) (\(String(format: "%.1f", percent))%)" }
  }

  var modules: [Module]

  /// Reads every `*.symbols.json` in `folder`; `root` is the repository, whose sources (outside
  /// build folders) are the declarations that count. Paths in `Missing` are relative to it.
  static func read(symbolGraphs folder: URL, root: URL) throws(DocsCheckError) -> DocCoverage {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw DocsCheckError("\(folder.path): cannot list the symbol graphs: \(error.localizedDescription)")
    }
    var graphs: [SymbolGraph] = []
    for name in names.sorted() where name.hasSuffix(".symbols.json") {
      let file = folder.appendingPathComponent(name)
      do {
        graphs.append(try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file)))
      } catch {
        throw DocsCheckError("\(file.path): not a symbol graph: \(error)")
      }
    }
    guard !graphs.isEmpty else { throw DocsCheckError("\(folder.path): holds no *.symbols.json") }
    return count(graphs, root: root.standardizedFileURL.path)
  }

  static func count(_ graphs: [SymbolGraph], root: String) -> DocCoverage {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    var seen: [String: Set<String>] = [:]
    var modules: [String: Module] = [:]
    for graph in graphs {
      let name = graph.module.name
      var module = modules[name] ?? Module(name: name, documented: 0, total: 0, missing: [])
      for symbol in graph.symbols {
        guard !symbol.identifier.precise.contains("::SYNTHESIZED::"),
          symbol.kind.identifier != "swift.extension",
          let location = symbol.location,
          let path = sourcePath(location.uri, under: prefix)
        else { continue }
        guard seen[name, default: []].insert(symbol.identifier.precise).inserted else { continue }
        module.total += 1
        if isDocumented(symbol, in: name) {
          module.documented += 1
        } else {
          module.missing.append(
            Missing(
              path: path, line: location.position.line + 1, column: location.position.character + 1,
              kind: symbol.kind.identifier, name: symbol.pathComponents.joined(separator: ".")))
        }
      }
      modules[name] = module
    }
    return DocCoverage(
      modules: modules.values.map { module in
        var sorted = module
        sorted.missing.sort()
        return sorted
      }.sorted { $0.name < $1.name })
  }

  /// The repository-relative path of a `file://` URI inside `prefix`, or nil for a file outside
  /// it or under build output.
  static func sourcePath(_ uri: String, under prefix: String) -> String? {
    let path = uri.hasPrefix("file://") ? String(uri.dropFirst("file://".count)) : uri
    let decoded = URL(fileURLWithPath: path.removingPercentEncoding ?? path).standardizedFileURL.path
    guard decoded.hasPrefix(prefix) else { return nil }
    let relative = String(decoded.dropFirst(prefix.count))
    if relative.split(separator: "/").contains(where: { DocsWorkspace.isGenerated(String($0)) }) {
      return nil
    }
    return relative
  }

  static func isDocumented(_ symbol: SymbolGraph.Symbol, in module: String) -> Bool {
    guard let comment = symbol.docComment, comment.module == nil || comment.module == module else {
      return false
    }
    return comment.lines.contains { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }
  }
}
