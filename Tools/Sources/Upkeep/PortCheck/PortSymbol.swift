import Foundation

/// A public declaration of a shim module, read from the compiler's symbol graph.
struct PortSymbol: Equatable {
  /// What a table row names: the module and the declaration's path.
  struct Key: Hashable, Comparable, CustomStringConvertible {
    var module: String
    var path: String

    static func < (a: Key, b: Key) -> Bool { (a.module, a.path) < (b.module, b.path) }
    var description: String { "\(module) \(path)" }
  }

  var key: Key
  var kind: String
  /// Repository-relative, for messages and for guessing the upstream module.
  var file: String
  var line: Int

  /// The name a use in source spells: the last path component without its argument labels
  /// (`send(_:)` is used as `send`, `subscript(dynamicMember:)` is never spelled).
  var spelledName: String? {
    let last = key.path.split(separator: ".").last.map(String.init) ?? key.path
    let base = String(last.prefix { $0 != "(" })
    return base.isEmpty || base == "subscript" || base == "init" ? nil : base
  }

  /// The declaration this one is a member of (its own key for a top-level one).
  var parent: Key {
    guard let dot = key.path.lastIndex(of: ".") else { return key }
    return Key(module: key.module, path: String(key.path[..<dot]))
  }

  /// Whether the declaration is a member of a type (reached as `x.name`), not a top-level one.
  var isMember: Bool { key.path.contains(".") }

  /// The public declarations of the named modules in the symbol graphs of `folder`, each once;
  /// symbols the compiler synthesizes, extension blocks and declarations outside `root` are left
  /// out, as documentation coverage leaves them out, and so are declarations below `public`
  /// (graphs written at the internal level, to keep the underscored public hooks).
  static func read(
    symbolGraphs folder: URL, modules: Set<String>, root: URL
  ) throws(DocsCheckError) -> [PortSymbol] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw DocsCheckError("\(folder.path): cannot list the symbol graphs: \(error.localizedDescription)")
    }
    let prefix =
      root.standardizedFileURL.path.hasSuffix("/")
      ? root.standardizedFileURL.path : root.standardizedFileURL.path + "/"
    var symbols: [Key: PortSymbol] = [:]
    var read: Set<String> = []
    for name in names.sorted() where name.hasSuffix(".symbols.json") {
      let file = folder.appendingPathComponent(name)
      let graph: SymbolGraph
      do {
        graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
      } catch {
        throw DocsCheckError("\(file.path): not a symbol graph: \(error)")
      }
      guard modules.contains(graph.module.name) else { continue }
      read.insert(graph.module.name)
      for symbol in graph.symbols {
        guard !symbol.identifier.precise.contains("::SYNTHESIZED::"),
          symbol.accessLevel.map({ $0 == "public" || $0 == "open" }) ?? true,
          symbol.kind.identifier != "swift.extension",
          let location = symbol.location,
          let path = DocCoverage.sourcePath(location.uri, under: prefix)
        else { continue }
        let key = Key(module: graph.module.name, path: symbol.pathComponents.joined(separator: "."))
        if symbols[key] == nil {
          symbols[key] = PortSymbol(
            key: key, kind: symbol.kind.identifier, file: path, line: location.position.line + 1)
        }
      }
    }
    let missing = modules.subtracting(read)
    guard missing.isEmpty else {
      throw DocsCheckError(
        "\(folder.path): no symbol graph of \(missing.sorted().joined(separator: ", ")) (build it with -emit-symbol-graph)"
      )
    }
    return symbols.values.sorted { $0.key < $1.key }
  }
}
