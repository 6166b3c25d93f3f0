import BuildTrace
import Testing

@testable import BuildHotspots

/// What the compiler and the wrapper print, read back: the facts every report is built from.
@Suite struct ParsingTests {
  @Test func functionBodiesAndExpressionsAreReadFromTheBuildOutput() {
    let output = """
      [5/9] Compiling A A.swift
      12.67ms\t/p/Sources/A/A.swift:1:13\tglobal function A.(file).slow()@/p/Sources/A/A.swift:1:13
      0.05ms\t/p/Sources/A/A.swift:9:6\tinstance method A.(file).S.f()@/p/Sources/A/A.swift:9:6
      20.10ms\t/p/Sources/A/A.swift:1:13\tglobal function A.(file).slow()@/p/Sources/A/A.swift:1:13
      /p/Sources/A/A.swift:3:11: warning: expression took 21ms to type-check (limit: 5ms)
        |           `- warning: expression took 21ms to type-check (limit: 5ms)
      not a timing\tline\there
      """
    let timings = TypeCheckTiming.parse(buildOutput: output)
    #expect(
      timings.map(\.location) == [
        "/p/Sources/A/A.swift:3:11", "/p/Sources/A/A.swift:1:13", "/p/Sources/A/A.swift:9:6",
      ])
    #expect(timings.map(\.milliseconds) == [21, 20.10, 0.05])
    #expect(timings.map(\.kind) == [.expression, .functionBody, .functionBody])
    #expect(timings[1].name == "global function A.(file).slow()")
  }

  @Test func wrapperRecordsBecomeJobsAndOtherFrontendRunsAreIgnored() {
    let compile = FrontendJob(
      record:
        "1000000000\n3500000000\n-frontend\n-c\n-primary-file\n/p/A.swift\n/p/B.swift\n-module-name\nA\n")
    #expect(compile == FrontendJob(kind: .compile, module: "A", start: 1, end: 3.5, files: ["/p/A.swift"]))
    let emit = FrontendJob(
      record: "0\n1\n-frontend\n-emit-module\n/p/A.swift\n\"/p/B c.swift\"\n-module-name\nA\n")
    #expect(emit?.kind == .emitModule && emit?.files == ["/p/A.swift", "/p/B c.swift"])
    let wrap = FrontendJob(record: "0\n1\n-modulewrap\n/x/Modules/A.swiftmodule\n-o\n/x/A.o\n")
    #expect(wrap?.kind == .wrap && wrap?.module == "A")
    #expect(FrontendJob(record: "0\n1\n-frontend\n-print-target-info\n") == nil)
    #expect(FrontendJob(record: "garbage") == nil)
  }

  @Test func importsAreReadWithAttributesModifiersAndScopes() {
    let text = """
      import Foundation
      @testable import Core
      public import Shim
      import struct Runtime.Store
      @preconcurrency internal import Legacy
      // import Commented
      let important = 1
      """
    #expect(CriticalPath.importedModules(in: text) == ["Foundation", "Core", "Shim", "Runtime", "Legacy"])
  }

  @Test func badFlagsExitTwoAndHelpExitsZero() {
    #expect(BuildHotspotsCommand.run(arguments: ["--top", "0"]) == 2)
    #expect(BuildHotspotsCommand.run(arguments: ["--nope"]) == 2)
    #expect(BuildHotspotsCommand.run(arguments: ["--product", "a", "--target", "b"]) == 2)
    #expect(BuildHotspotsCommand.run(arguments: ["--package-path", "/nonexistent-hotspots"]) == 2)
    #expect(BuildHotspotsCommand.run(arguments: ["--help"]) == 0)
  }
}
