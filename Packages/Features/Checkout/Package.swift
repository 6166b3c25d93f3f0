// swift-tools-version: 6.0
// Checkout: a sub-flow (checkout → payment → receipt, plus a promo-code sheet) as one feature.
// It shares whatever navigation stack its host hands it, or owns one when presented alone,
// and never knows which host it is in. Its only sibling dependencies are its own steps.
import PackageDescription

let package = Package(
  name: "Checkout",
  products: [
    .library(name: "Checkout", targets: ["Checkout"])
  ],
  dependencies: [
    .package(path: "../../Core"),
    .package(path: "../Payment"),
    .package(path: "../PromoCode"),
    .package(path: "../Receipt"),
    .package(path: "../../ThirdPartyShim"),
  ],
  targets: [
    .target(
      name: "Checkout",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Payment", package: "Payment"),
        .product(name: "PromoCode", package: "PromoCode"),
        .product(name: "Receipt", package: "Receipt"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .testTarget(
      name: "CheckoutTests",
      dependencies: [
        .product(name: "CoreTestSupport", package: "Core"),
        "Checkout",
        .product(name: "Core", package: "Core"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Payment", package: "Payment"),
        .product(name: "PaymentTestSupport", package: "Payment"),
        .product(name: "PromoCode", package: "PromoCode"),
        .product(name: "Receipt", package: "Receipt"),
        .product(name: "SnapshotTesting", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
