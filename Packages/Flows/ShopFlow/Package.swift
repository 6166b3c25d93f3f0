// swift-tools-version: 6.0
// ShopFlow: the navigation layer of the shop. It owns the shared stack, composes Home and
// Checkout, routes their delegate actions, parses deep links, and knows Checkout only by its
// entry tag (`CheckoutPath.checkout`), never by its steps.
import PackageDescription

let package = Package(
  name: "ShopFlow",
  products: [
    .library(name: "ShopFlow", targets: ["ShopFlow"])
  ],
  dependencies: [
    .package(path: "../../Features/Checkout"),
    .package(path: "../../Core"),
    .package(path: "../../Features/Home"),
    .package(path: "../../ThirdPartyShim"),
  ],
  targets: [
    .target(
      name: "ShopFlow",
      dependencies: [
        .product(name: "Checkout", package: "Checkout"),
        .product(name: "Core", package: "Core"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Home", package: "Home"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .testTarget(
      name: "ShopFlowTests",
      dependencies: [
        .product(name: "CoreTestSupport", package: "Core"),
        "ShopFlow",
        .product(name: "Checkout", package: "Checkout"),
        .product(name: "Core", package: "Core"),
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
