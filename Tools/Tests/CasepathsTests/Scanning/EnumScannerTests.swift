import Testing

@testable import Casepaths

/// What the scanner reads from source: which enums, under which name, with which cases.
@Suite struct EnumScannerTests {
  func scan(_ source: String) -> ScannedFile {
    EnumScanner.scan(source: source, path: "F.swift")
  }

  /// A CRLF source reads as its LF copy: the import lines the generated file repeats are each
  /// one line, where a split at "\n" once made the first of them the whole file.
  @Test func aCRLFSourceReadsAsItsLFCopy() {
    let source =
      "import Core\n@testable import ThirdPartyShim\n\nenum Action: CasePathable {\n  case a, b(Int)\n}\n"
    let lf = scan(source)
    let crlf = scan(source.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(lf.importLines == ["import Core", "@testable import ThirdPartyShim"])
    #expect(crlf.importLines == lf.importLines)
    #expect(crlf.enums.map(\.path) == lf.enums.map(\.path))
    #expect(crlf.diagnostics == lf.diagnostics)
  }

  @Test func readsEveryPayloadShape() throws {
    let file = scan(
      """
      import Core
      @testable import ThirdPartyShim

      public struct Feature {
        public enum Action: Equatable, Sendable, CasePathable {
          case tapped, other
          case deepLink(orderID: String)
          case pair(Int, name: String = "x")
          case nested(PresentationAction<Child.Action>)
          indirect case again(Action)
          case dictionary([String: [Int]])
          case callback(@Sendable (Int) -> Void)
          case raw = 3

          public enum Delegate { case finished }
          var isTapped: Bool {
            switch self { case .tapped: true; default: false }
          }
        }
      }
      """)
    #expect(file.diagnostics == [])
    #expect(file.importLines == ["import Core", "@testable import ThirdPartyShim"])
    let action = try #require(file.enums.first)
    #expect(file.enums.count == 1)
    #expect(action.path == ["Feature", "Action"])
    #expect(action.access == "public")
    #expect(
      action.cases.map(\.name) == [
        "tapped", "other", "deepLink", "pair", "nested", "again", "dictionary", "callback", "raw",
      ])
    let values = action.cases.map { $0.values.map { "\($0.label ?? "_"): \($0.type)" } }
    #expect(values[0] == [])
    #expect(values[2] == ["orderID: String"])
    #expect(values[3] == ["_: Int", "name: String"], "the default value is dropped")
    #expect(values[4] == ["_: PresentationAction<Child.Action>"])
    #expect(values[5] == ["_: Feature.Action"], "the enum's own name is qualified")
    #expect(values[6] == ["_: [String: [Int]]"])
    #expect(values[7] == ["_: @Sendable (Int) -> Void"])
    #expect(action.cases[0].line == 6)
  }

  @Test func qualifiesSiblingsOfTheParentButNotTheEnumsOwnTypes() throws {
    let file = scan(
      """
      struct Feature {
        struct State {}
        enum Destination { enum Action {} }
        enum Action: CasePathable {
          case destination(Destination.Action)
          case state(State)
          case delegate(Delegate)
          case module(Swift.Int)
          enum Delegate {}
        }
      }
      """)
    let types = try #require(file.enums.first).cases.map { $0.values[0].type }
    #expect(types == ["Feature.Destination.Action", "Feature.State", "Delegate", "Swift.Int"])
  }

  @Test func genericEnumsAndExtensions() throws {
    let file = scan(
      """
      public enum Stack<Route>: CasePathable where Route: Hashable {
        case push(Route)
        case pop
      }
      extension Outer.Inner {
        package enum Action: ThirdPartyShim.CasePathable { case go }
      }
      enum Plain { case a(Int) }
      """)
    #expect(file.enums.map(\.qualifiedName) == ["Stack", "Outer.Inner.Action"])
    #expect(file.enums.map(\.access) == ["public", "package"])
    #expect(file.enums[0].cases.map { $0.values.map(\.type) } == [["Route"], []])
  }

  @Test func braceAndCaseLookalikesInStringsAndCommentsAreIgnored() throws {
    let file = scan(
      #"""
      enum Action: CasePathable {
        /* case commented { */
        // case alsoCommented }
        case text(String)
        static let sample = "case fake } {"
        static let multi = """
          case fake2 }
          \(sample.count) "
          """
        static let raw = #"case fake3 "} \(x)"#
        case last
      }
      """#)
    #expect(file.diagnostics == [])
    #expect(try #require(file.enums.first).cases.map(\.name) == ["text", "last"])
  }

  @Test(arguments: [
    (
      "enum Action: CasePathable {\n  case a\n  struct AllCasePaths {}\n}",
      "F.swift:3:10: error: [casepaths] hand-written AllCasePaths"
    ),
    (
      "private enum Action: CasePathable { case a }",
      "F.swift:1:9: error: [casepaths] CasePathable enum Action is private or fileprivate"
    ),
    (
      "private struct Host {\n  enum Action: CasePathable { case a }\n}",
      "F.swift:2:3: error: [casepaths] CasePathable enum Host.Action is private or fileprivate"
    ),
    (
      "func f() {\n  enum Local: CasePathable { case a }\n}",
      "F.swift:2:3: error: [casepaths] CasePathable enum Local is declared inside a function"
    ),
    (
      "enum A: CasePathable {\n  case a(Int)\n  case a(String)\n}",
      "F.swift:3:8: error: [casepaths] two cases named a in A"
    ),
    (
      "enum A: CasePathable {\n  #if DEBUG\n  case debug\n  #endif\n}",
      "F.swift:2:3: error: [casepaths] `#if` inside CasePathable enum A"
    ),
    (
      "struct S: CasePathable {}",
      "F.swift:1:1: error: [casepaths] CasePathable is generated for enums only"
    ),
    (
      "let s = \"open",
      "F.swift:1:9: error: [casepaths] unterminated string literal"
    ),
  ])
  func reportsWhatItCannotGenerate(source: String, expected: String) throws {
    let file = scan(source)
    let diagnostic = try #require(file.diagnostics.first, "no diagnostic for: \(source)")
    #expect(diagnostic.description.hasPrefix(expected), "got \(diagnostic.description)")
  }

  @Test func theProtocolRequirementIsNotHandWritten() {
    let file = scan("public protocol CasePathable {\n  static var allCasePaths: AllCasePaths { get }\n}")
    #expect(file.diagnostics == [])
  }
}
