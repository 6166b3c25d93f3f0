// swift-tools-version: 6.0
// Payment: charges for one product through an injected PaymentClient. A leaf feature: it owns
// its failure alert and reports success or cancellation to whoever hosts it.
import PackageDescription

let package = Package(
  name: "Payment",
  products: [
    .library(name: "Payment", targets: ["Payment"]),
    // A scripted gateway for tests of Payment and of features that host it (Checkout).
    .library(name: "PaymentTestSupport", targets: ["PaymentTestSupport"]),
  ],
  dependencies: [
    .package(path: "../../Core"),
    .package(path: "../../ThirdPartyShim"),
  ],
  targets: [
    .target(
      name: "Payment",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .target(
      name: "PaymentTestSupport",
      dependencies: [
        "Payment",
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .testTarget(
      name: "PaymentTests",
      dependencies: [
        .product(name: "CoreTestSupport", package: "Core"),
        "Payment",
        "PaymentTestSupport",
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
