import CheckImports
import Testing

@Suite struct ImportScannerTests {
  @Test func everyImportForm() {
    let source = """
      import Foundation
      @testable import Core
      @_exported import Shim
      @preconcurrency import Dispatch
      import struct Payment.Card
      public import Home
      @_spi(Internal) @testable internal import Checkout
      import A; import B.C
        import Indented
      """
    let imports = ImportScanner.scan(source)
    #expect(
      imports.map(\.module) == [
        "Foundation", "Core", "Shim", "Dispatch", "Payment", "Home", "Checkout", "A", "B", "Indented",
      ])
    #expect(imports[1].attributes == ["testable"])
    #expect(imports[2].isExported)
    #expect(imports[3].attributes == ["preconcurrency"])
    #expect(imports[4].kind == "struct")
    #expect(imports[6].attributes == ["_spi", "testable"])
    #expect(
      imports.map { "\($0.line):\($0.column)" } == [
        "1:8", "2:18", "3:19", "4:24", "5:15", "6:15", "7:43", "8:8", "8:18", "9:10",
      ])
  }

  @Test func conditionsOfIfBlocks() {
    let source = """
      #if canImport(Glibc)
      import Glibc
      #elseif os(macOS) // comment
      import Darwin
      #else
        #if DEBUG && !TESTING
        import Debug
        #endif
      import Other
      #endif
      import After
      """
    let imports = ImportScanner.scan(source)
    #expect(imports.map(\.module) == ["Glibc", "Darwin", "Debug", "Other", "After"])
    #expect(
      imports.map(\.condition) == [
        "canImport(Glibc)", "!canImport(Glibc) && os(macOS)",
        "!canImport(Glibc) && !os(macOS) && DEBUG && !TESTING", "!canImport(Glibc) && !os(macOS)", nil,
      ])
  }

  @Test func ignoresCommentsAndStrings() {
    let source = ###"""
      // import LineComment
      /* import Block /* nested */ import StillComment */
      let a = "import InString"
      let b = """
        import InMultiline \(call("import InInterpolation)")) "quoted"
        """
      let c = #"import InRaw "still raw" \#(x) "#
      let d = ##"""
        import InRawMultiline """# still
        """##
      let e = "escaped \" import Escaped"
      func f() { let x = 1; _ = x }
      import Real
      """###
    #expect(ImportScanner.scan(source).map(\.module) == ["Real"])
    #expect(ImportScanner.scan(source).first?.line == 13)
  }

  @Test func importMustStartAStatement() {
    let source = """
      let importer = 1
      foo(import: 2)
      x.import(y)
      import Real
      """
    #expect(ImportScanner.scan(source).map(\.module) == ["Real"])
  }
}
