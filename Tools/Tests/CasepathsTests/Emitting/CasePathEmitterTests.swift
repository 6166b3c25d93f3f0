import Testing

@testable import Casepaths

/// The emitted source, per rule, before swift-format.
@Suite struct CasePathEmitterTests {
  func render(_ source: String) -> String {
    CasePathEmitter.render(file: EnumScanner.scan(source: source, path: "F.swift"), sourceName: "F.swift")
  }

  @Test func eachRuleEmitsItsAccessor() {
    let text = render(
      """
      import ThirdPartyShim
      public struct F {
        public enum Action: CasePathable {
          case none
          case one(Int)
          case labeled(orderID: String)
          case several(Int, name: String)
        }
      }
      """)
    #expect(text.hasPrefix(CasePathEmitter.marker + " from F.swift"))
    #expect(
      text.contains(
        """
        import ThirdPartyShim

        extension F.Action {
          /// One case path per case, so a key path such as `\\.none` names a case
          /// as TCA's `@CasePathable` macro would; generated from the cases by `make casepaths`.
          public struct AllCasePaths {

        """))
    #expect(
      text.contains(
        """
            /// Builds `.none` and recognizes it, for `\\.none`.
            public var none: AnyCasePath<F.Action, Void> {
              AnyCasePath(
                embed: { _ in F.Action.none },
                extract: { if case .none = $0 { () } else { nil } }
              )
            }
        """))
    #expect(text.contains("embed: { F.Action.one($0) },"))
    #expect(
      text.contains(
        "    /// Embeds a payload as `.one` and extracts it back, for `\\.one`.\n    public var one:"))
    #expect(text.contains("public var labeled: AnyCasePath<F.Action, String> {"))
    #expect(text.contains("embed: { F.Action.labeled(orderID: $0) },"))
    #expect(text.contains("public var several: AnyCasePath<F.Action, (Int, name: String)> {"))
    #expect(text.contains("embed: { F.Action.several($0.0, name: $0.1) },"))
    #expect(text.contains("extract: { if case let .several(v0, v1) = $0 { (v0, name: v1) } else { nil } }"))
    #expect(
      text.hasSuffix(
        """
          /// What `CasePathable` asks for: the key paths of `\\.case` syntax resolve through it.
          public static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        """))
  }

  @Test func internalEnumsGetNoModifier() {
    let text = render("enum A: CasePathable { case a }")
    #expect(
      text.contains(
        "\n  struct AllCasePaths {\n    /// Builds `.a` and recognizes it, for `\\.a`.\n    var a: AnyCasePath<A, Void> {"
      ))
    #expect(text.contains("\n  static var allCasePaths"))
  }

  @Test func conditionalImportsKeepTheirGroupsAndEmptyGroupsGo() {
    let lines = CasePathEmitter.prunedImports([
      "import A", "#if canImport(B)", "import B", "#endif", "#if DEBUG", "#else", "#endif",
    ])
    #expect(lines == ["import A", "#if canImport(B)", "import B", "#endif"])
  }
}
