// swift-tools-version: 6.0
// Home: the shop's product list. A leaf feature: it reports what the user chose through
// delegate actions and knows nothing of checkout, its host, or how checkout is presented.
import PackageDescription

let package = Package(
  name: "Home",
  products: [
    .library(name: "Home", targets: ["Home"])
  ],
  dependencies: [
    .package(path: "../../ThirdPartyShim")
  ],
  targets: [
    .target(
      name: "Home",
      dependencies: [
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .testTarget(
      name: "HomeTests",
      dependencies: [
        "Home",
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "SnapshotTesting", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
