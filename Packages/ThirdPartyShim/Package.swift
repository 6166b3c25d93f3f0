// swift-tools-version: 6.0
// Stand-ins for what an iOS app would take from outside: a Composable-Architecture-style runtime
// (ThirdPartyShim), its test store (ThirdPartyShimTesting), SwiftUI's navigation containers
// as a headless, drivable view layer (HeadlessUI) and swift-snapshot-testing's assertions
// (SnapshotTesting). Linux-first, no macros, no dependencies.
import PackageDescription

let package = Package(
  name: "ThirdPartyShim",
  products: [
    .library(name: "ThirdPartyShim", targets: ["ThirdPartyShim"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .library(name: "ThirdPartyShimTesting", targets: ["ThirdPartyShimTesting"]),
    .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
  ],
  targets: [
    .target(name: "ThirdPartyShim"),
    .target(name: "HeadlessUI", dependencies: ["ThirdPartyShim"]),
    .target(name: "ThirdPartyShimTesting", dependencies: ["ThirdPartyShim"]),
    .target(
      name: "SnapshotTesting", dependencies: ["HeadlessUI", "ThirdPartyShimTesting"]),
    .testTarget(
      name: "ThirdPartyShimTests", dependencies: ["ThirdPartyShim", "ThirdPartyShimTesting"]),
    .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI", "ThirdPartyShim"]),
    .testTarget(
      name: "SnapshotTestingTests",
      dependencies: ["HeadlessUI", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting"],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
