// swift-tools-version: 6.0
// The repository's CI tools: the import-boundary checker, the rebuild-time measurer and the
// test watchdog.
// A package of its own so the tools build without the app's packages.
import PackageDescription

let package = Package(
  name: "Tools",
  products: [
    .executable(name: "tools", targets: ["tools"]),
    .library(name: "BoundaryChecker", targets: ["BoundaryChecker"]),
    .library(name: "RebuildTimes", targets: ["RebuildTimes"]),
    .library(name: "BuildHotspots", targets: ["BuildHotspots"]),
    .library(name: "TestWatchdog", targets: ["TestWatchdog"]),
  ],
  targets: [
    .executableTarget(
      name: "tools", dependencies: ["BoundaryChecker", "RebuildTimes", "BuildHotspots", "TestWatchdog"]),
    .target(name: "BoundaryChecker", resources: [.copy("Presets/apple-sdk.modules")]),
    .target(name: "RebuildTimes", dependencies: ["ToolSupport"]),
    .target(name: "BuildHotspots", dependencies: ["RebuildTimes"]),
    .target(name: "TestWatchdog", dependencies: ["ToolSupport"]),
    // What more than one tool needs.
    .target(name: "ToolSupport"),
    .testTarget(name: "BoundaryCheckerTests", dependencies: ["BoundaryChecker"]),
    .testTarget(name: "RebuildTimesTests", dependencies: ["RebuildTimes"]),
    .testTarget(name: "BuildHotspotsTests", dependencies: ["BuildHotspots"]),
    .testTarget(name: "TestWatchdogTests", dependencies: ["TestWatchdog"]),
    .testTarget(name: "ToolSupportTests", dependencies: ["ToolSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
