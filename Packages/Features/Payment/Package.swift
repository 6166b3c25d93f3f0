// swift-tools-version: 6.0
// Payment: charges for one product through an injected PaymentClient. A leaf feature: it owns
// its failure alert and reports success or cancellation to whoever hosts it.
import PackageDescription

let package = Package(
  name: "Payment",
  products: [
    .library(name: "Payment", targets: ["Payment"])
  ],
  dependencies: [
    .package(path: "../../ThirdPartyShim")
  ],
  targets: [
    .target(
      name: "Payment",
      dependencies: [
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .testTarget(
      name: "PaymentTests",
      dependencies: [
        "Payment",
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
