// swift-tools-version: 6.0
// Core: the navigation layer every feature and flow uses. It implements the Flow pattern's
// shared, inspectable stack (`NavigationState`) and its reducer DSL (`navigationStackContext`),
// and the Bookshelf document's four navigation shapes, on top of ThirdPartyShim only.
import PackageDescription

let package = Package(
  name: "Core",
  products: [
    .library(name: "Core", targets: ["Core"])
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
    .testTarget(
      name: "CoreTests",
      dependencies: [
        "Core",
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
