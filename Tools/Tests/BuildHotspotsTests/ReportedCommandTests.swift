import Foundation
import Testing

@testable import BuildHotspots

/// A report's command names no machine's folders: the scratch folder relative to the package, or
/// `SCRATCH` when it lies elsewhere (a temporary folder), the paths below it likewise.
@Suite struct ReportedCommandTests {
  let command = [
    "swift", "build", "--package-path", "/repo", "--scratch-path", "/repo/.build-hotspots", "-Xswiftc",
    "/repo/.build-hotspots/hotspots/toolchain/usr/bin/swift-frontend", "-Xswiftc",
    "/repo/.build-hotspots-other",
  ]

  @Test func aScratchInsideThePackageIsShownRelativeToIt() {
    #expect(
      InstrumentedBuild.reported(command, scratch: "/repo/.build-hotspots", package: "/repo")
        == "swift build --package-path /repo --scratch-path .build-hotspots -Xswiftc "
        + ".build-hotspots/hotspots/toolchain/usr/bin/swift-frontend -Xswiftc /repo/.build-hotspots-other")
  }

  @Test func aScratchElsewhereIsShownAsANeutralName() {
    let elsewhere = command.map {
      $0.replacingOccurrences(of: "/repo/.build-hotspots", with: "/tmp/x/.build-hotspots")
    }
    #expect(
      InstrumentedBuild.reported(elsewhere, scratch: "/tmp/x/.build-hotspots", package: "/repo")
        == "swift build --package-path /repo --scratch-path SCRATCH -Xswiftc "
        + "SCRATCH/hotspots/toolchain/usr/bin/swift-frontend -Xswiftc /tmp/x/.build-hotspots-other")
    // A sibling whose name starts with the package's is not inside it.
    #expect(
      InstrumentedBuild.reported(["/repo2/s"], scratch: "/repo2/s", package: "/repo") == "SCRATCH")
  }

  @Test func aRelativePackageAndScratchAreResolvedAgainstTheCurrentFolder() {
    #expect(
      InstrumentedBuild.reported(["--scratch-path", "scratch/here"], scratch: "scratch/here", package: ".")
        == "--scratch-path scratch/here")
  }
}
