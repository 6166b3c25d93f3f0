import Testing
import ToolSupport

@testable import Mutants

/// `-Xswiftc` reaches the one build command that the baseline and every mutant share.
@Suite struct MutantsOptionsTests {
  @Test func swiftcFlagsGoIntoTheBuildInTheirOrder() throws {
    let options = try MutantsOptions.parse(["-Xswiftc", "-DA", "--all", "-Xswiftc", "-DB"])
    #expect(options.swiftcFlags == ["-DA", "-DB"] && options.all)
    #expect(
      MutantRunner.buildCommand(package: "p", scratchPath: "s", swiftcFlags: options.swiftcFlags)
        == [
          "swift", "build", "--build-tests", "--package-path", "p", "--scratch-path", "s", "-Xswiftc", "-DA",
          "-Xswiftc", "-DB",
        ])
    #expect(
      MutantRunner.buildCommand(package: "p", scratchPath: "s", swiftcFlags: [])
        == ["swift", "build", "--build-tests", "--package-path", "p", "--scratch-path", "s"])
    #expect(throws: Diagnostic.self) { try MutantsOptions.parse(["-Xswiftc"]) }
  }
}
