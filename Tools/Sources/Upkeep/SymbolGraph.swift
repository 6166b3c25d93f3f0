import Foundation

/// The parts of a compiler-emitted symbol graph (`-emit-symbol-graph`) that documentation
/// coverage reads: each symbol's identity, kind, path, location and doc comment.
struct SymbolGraph: Decodable {
  struct Module: Decodable { var name: String }

  struct Symbol: Decodable {
    struct Identifier: Decodable { var precise: String }
    struct Kind: Decodable { var identifier: String }
    struct Location: Decodable {
      struct Position: Decodable {
        var line: Int
        var character: Int
      }
      var uri: String
      var position: Position
    }
    struct DocComment: Decodable {
      struct Line: Decodable { var text: String }
      /// The module the comment was written in; another module's means the comment is
      /// inherited (a protocol requirement's), not written for this declaration.
      var module: String?
      var lines: [Line]
    }

    var identifier: Identifier
    var kind: Kind
    /// The declared access (`public`, `open`, `package`, `internal`, …), for graphs written
    /// below the public level.
    var accessLevel: String?
    var pathComponents: [String]
    var docComment: DocComment?
    var location: Location?
  }

  var module: Module
  var symbols: [Symbol]
}
