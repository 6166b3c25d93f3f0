// swift-tools-version: 6.0
// Receipt: shows the order id of a finished payment and lets the user close it. A leaf
// feature: "Close" is reported to the host, which decides what closing means.
import PackageDescription

let package = Package(
  name: "Receipt",
  products: [
    .library(name: "Receipt", targets: ["Receipt"])
  ],
  dependencies: [
    .package(path: "../../ThirdPartyShim")
  ],
  targets: [
    .target(
      name: "Receipt",
      dependencies: [
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .testTarget(
      name: "ReceiptTests",
      dependencies: [
        "Receipt",
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
