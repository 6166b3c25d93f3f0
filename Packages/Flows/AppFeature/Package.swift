// swift-tools-version: 6.0
// AppFeature: the Bookshelf app's flow. One global feature stores every navigation shape
// (tab selection, the push path, the editor and checkout presentations, the optional book and
// notice), folds the Library, Book, Editor and Checkout features with a reducer per shape and
// the bridges from their outputs; RootView and AppRouter bind the shapes; World supplies the
// live (JSON file) or test (memory) storage.
import PackageDescription

let package = Package(
  name: "AppFeature",
  products: [
    .library(name: "AppFeature", targets: ["AppFeature"])
  ],
  dependencies: [
    .package(path: "../../AppDomain"),
    .package(path: "../../Features/Book"),
    .package(path: "../../Features/Checkout"),
    .package(path: "../../Core"),
    .package(path: "../../Features/Editor"),
    .package(path: "../../Features/Library"),
    .package(path: "../../Features/Payment"),
    .package(path: "../../ThirdPartyShim"),
  ],
  targets: [
    .target(
      name: "AppFeature",
      dependencies: [
        .product(name: "AppDomain", package: "AppDomain"),
        .product(name: "Book", package: "Book"),
        .product(name: "Checkout", package: "Checkout"),
        .product(name: "Core", package: "Core"),
        .product(name: "Editor", package: "Editor"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Library", package: "Library"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .testTarget(
      name: "AppFeatureTests",
      dependencies: [
        .product(name: "CoreTestSupport", package: "Core"),
        "AppFeature",
        .product(name: "AppDomain", package: "AppDomain"),
        .product(name: "Book", package: "Book"),
        .product(name: "Checkout", package: "Checkout"),
        .product(name: "Core", package: "Core"),
        .product(name: "Editor", package: "Editor"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Library", package: "Library"),
        // Only to assert the payment step checkout pushes inside its sheet.
        .product(name: "Payment", package: "Payment"),
        .product(name: "SnapshotTesting", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
