// swift-tools-version: 6.0
// The root package: builds the App and every local package in one graph, and runs every
// package's tests from here with one build (test targets point at each package's own Tests/
// folder, so the same files also run with `swift test --package-path Packages/<P>`).
import PackageDescription

let package = Package(
  name: "NavigationReference",
  products: [
    .executable(name: "bench", targets: ["Benchmarks"]),
  ],
  dependencies: [
    .package(path: "Packages/ThirdPartyShim"),
    .package(path: "Packages/Core"),
  ],
  targets: [
    // The App's shell (App/Sources/AppShell): the command language, the session that drives a
    // hosted view tree, scripts and the interactive loop; generic over the app it runs.
    .target(
      name: "AppShell",
      dependencies: [
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ],
      path: "App/Sources/AppShell"
    ),
    .testTarget(
      name: "AppShellTests",
      dependencies: [
        "AppShell",
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ],
      path: "App/Tests/AppShellTests"
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ],
      path: "Benchmarks"
    ),
    .testTarget(
      name: "ThirdPartyShimTests",
      dependencies: [
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/ThirdPartyShim/Tests/ThirdPartyShimTests"
    ),
    .testTarget(
      name: "HeadlessUITests",
      dependencies: [
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ],
      path: "Packages/ThirdPartyShim/Tests/HeadlessUITests"
    ),
    .testTarget(
      name: "CoreTests",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Core/Tests/CoreTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
