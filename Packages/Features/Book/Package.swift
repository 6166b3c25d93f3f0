// swift-tools-version: 6.0
// Book: one book's screen. Owns the delete confirmation (the optional shape); "Edit",
// "Delete" (once confirmed) and "Buy a copy" are outputs the app bridges. Imports no sibling
// feature and no flow.
import PackageDescription

let package = Package(
  name: "Book",
  products: [
    .library(name: "Book", targets: ["Book"])
  ],
  dependencies: [
    .package(path: "../../AppDomain"),
    .package(path: "../../Core"),
    .package(path: "../../ThirdPartyShim"),
  ],
  targets: [
    .target(
      name: "Book",
      dependencies: [
        .product(name: "AppDomain", package: "AppDomain"),
        .product(name: "Core", package: "Core"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .testTarget(
      name: "BookTests",
      dependencies: [
        "Book",
        .product(name: "AppDomain", package: "AppDomain"),
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
