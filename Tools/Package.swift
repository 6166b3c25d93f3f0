// swift-tools-version: 6.0
// The repository's CI tools: the import-boundary checker and the rebuild-time measurer.
// A package of its own so the tools build without the app's packages.
import PackageDescription

let package = Package(
  name: "Tools",
  products: [
    .executable(name: "tools", targets: ["tools"]),
    .library(name: "BoundaryChecker", targets: ["BoundaryChecker"]),
    .library(name: "RebuildTimes", targets: ["RebuildTimes"]),
    .library(name: "BuildHotspots", targets: ["BuildHotspots"]),
  ],
  targets: [
    .executableTarget(name: "tools", dependencies: ["BoundaryChecker", "RebuildTimes", "BuildHotspots"]),
    .target(name: "BoundaryChecker", resources: [.copy("Presets/apple-sdk.modules")]),
    .target(name: "RebuildTimes"),
    .target(name: "BuildHotspots"),
    .testTarget(name: "BoundaryCheckerTests", dependencies: ["BoundaryChecker"]),
    .testTarget(name: "RebuildTimesTests", dependencies: ["RebuildTimes"]),
    .testTarget(name: "BuildHotspotsTests", dependencies: ["BuildHotspots"]),
  ],
  swiftLanguageModes: [.v6]
)
