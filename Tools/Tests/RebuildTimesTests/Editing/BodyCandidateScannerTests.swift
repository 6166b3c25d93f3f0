import Testing

@testable import RebuildTimes

/// Which functions the body edit may use: never one whose body clients compile, never dead code.
@Suite struct BodyCandidateScannerTests {
  private func lines(_ source: String) -> [Int] {
    BodyCandidateScanner.candidates(in: source, file: "F.swift").map { $0.line + 1 }
  }

  /// A CRLF file offers the functions its LF copy offers, on the same lines: split at "\n" it was
  /// one line, and the first function's edit landed before the file's first line.
  @Test func aCRLFFileOffersTheSameBodiesOnTheSameLines() {
    let source = "import Foundation\n\n/* a { */\nfunc a() {\n  print(\"{\")\n}\n\nfunc b() {\n}\n"
    #expect(lines(source) == [4, 8])
    #expect(lines(source.replacingOccurrences(of: "\n", with: "\r\n")) == [4, 8])
  }

  @Test func exportedBodiesAreSkipped() {
    let source = """
      @inlinable public func a() {
      }
      @inlinable
      @inline(__always)
      internal init(offset: Int) {
      }
      @_alwaysEmitIntoClient public func b() {
      }
      @_transparent func c() {
      }
      @usableFromInline func d() {
      }
      public func e() {
      }
      """
    #expect(lines(source) == [13])
  }

  @Test func membersOfFrozenTypesAndProtocolsAndNestedFunctionsAreSkipped() {
    let source = """
      @frozen public struct Point {
        public func move() {
        }
      }
      public struct Box {
        func open() {
          func nested() {
          }
        }
        var size: Int {
          get { 0 }
        }
      }
      """
    #expect(lines(source) == [6])
  }

  @Test func returningFunctionsResultBuildersAndMidLineBodiesAreSkipped() {
    let source = """
      func value() -> Int {
        1
      }
      @ViewBuilder func view() {
      }
      func oneLine() { print(1) }
      func takes(_ f: () -> Void) {
      }
      func generic<T>(_ t: T) where T: Sendable {
      }
      """
    #expect(lines(source) == [7, 9])
  }

  @Test func inactiveAndUncertainConditionalBranchesAreSkipped() {
    let source = """
      #if os(Windows)
      func windows() {
      }
      #elseif SOME_CUSTOM_FLAG
      func custom() {
      }
      #else
      func fallback() {
      }
      #endif
      #if DEBUG && !canImport(UIKit)
      func debug() {
      }
      #endif
      """
    // `fallback` might not be compiled: the custom flag could be set in the manifest.
    #expect(lines(source) == [12])
  }

  @Test func bracesInStringsAndCommentsDoNotConfuseTheScan() {
    let source = """
      /* func commented() {
      } */
      let text = "{ not a brace"
      let multi = \"""
        func inString() {
        \"""
      func real() { // {
      }
      """
    #expect(lines(source) == [7])
  }

  @Test func narrowerAccessIsTriedFirstAndExtensionsLendTheirAccess() {
    let source = """
      public func open() {
      }
      private extension Box {
        func hidden() {
        }
      }
      func plain(
        x: Int
      ) {
      }
      fileprivate init() {
      }
      """
    let ranked = BodyCandidate.ranked(BodyCandidateScanner.candidates(in: source, file: "F.swift"))
    #expect(ranked.map { $0.line + 1 } == [4, 11, 9, 1])
    #expect(ranked.map(\.access) == [.private, .fileprivate, .internal, .public])
    #expect(ranked[2].declaration == "func plain( x: Int )")
  }

  @Test func conditionsEvaluateForThisBuild() {
    let linux = ConditionEvaluator(
      operatingSystem: "Linux", architecture: "x86_64", importable: ["Foundation"], notImportable: ["UIKit"])
    #expect(linux.evaluate("os(Linux) && DEBUG") == true)
    #expect(linux.evaluate("os(macOS) || canImport(UIKit)") == false)
    #expect(linux.evaluate("!(os(macOS))") == true)
    #expect(linux.evaluate("MY_FLAG") == nil)
    #expect(linux.evaluate("MY_FLAG && false") == false)
    #expect(linux.evaluate("swift(>=5.9)") == true)
  }
}
