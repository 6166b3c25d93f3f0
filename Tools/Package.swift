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
  ],
  targets: [
    .executableTarget(name: "tools", dependencies: ["BoundaryChecker", "RebuildTimes"]),
    .target(name: "BoundaryChecker", resources: [.copy("Presets/apple-sdk.modules")]),
    .target(name: "RebuildTimes"),
    .testTarget(name: "BoundaryCheckerTests", dependencies: ["BoundaryChecker"]),
    .testTarget(name: "RebuildTimesTests", dependencies: ["RebuildTimes"]),
  ],
  swiftLanguageModes: [.v6]
)
