// swift-tools-version: 6.0
// PromoCode: a sheet to enter and validate a promo code. A leaf feature: a valid code is
// reported to the presenter, which owns the sheet and dismisses it.
import PackageDescription

let package = Package(
  name: "PromoCode",
  products: [
    .library(name: "PromoCode", targets: ["PromoCode"])
  ],
  dependencies: [
    .package(path: "../../Core"),
    .package(path: "../../ThirdPartyShim"),
  ],
  targets: [
    .target(
      name: "PromoCode",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .testTarget(
      name: "PromoCodeTests",
      dependencies: [
        "PromoCode",
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
