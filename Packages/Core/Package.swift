// swift-tools-version: 6.0
// Core: the navigation layer every feature and flow uses. It implements the Flow pattern's
// shared, inspectable stack (`NavigationState`) and its reducer DSL (`navigationStackContext`),
// and the Bookshelf document's four navigation shapes, on top of ThirdPartyShim only.
import PackageDescription

let package = Package(
  name: "Core",
  products: [
    .library(name: "Core", targets: ["Core"]),
    // What the tests of every package above the shim share: a collecting issue reporter and a
    // bounded wait, written on the public API of the Composable Architecture family only.
    .library(name: "CoreTestSupport", targets: ["CoreTestSupport"]),
  ],
  dependencies: [
    .package(path: "../ThirdPartyShim")
  ],
  targets: [
    .target(
      name: "Core",
      dependencies: [
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim")
      ]
    ),
    .target(
      name: "CoreTestSupport",
      dependencies: [
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim")
      ],
      path: "TestSupport/CoreTestSupport"
    ),
    .testTarget(
      name: "CoreTests",
      dependencies: [
        "Core",
        "CoreTestSupport",
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
