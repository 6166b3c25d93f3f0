// swift-tools-version: 6.0
// Library: the shelves list and a shelf's books. Loads the catalog through `LibraryClient`
// (an interface; the app's World installs the implementation) and reports taps as outputs
// the app turns into pushes. Imports no sibling feature and no flow.
import PackageDescription

let package = Package(
  name: "Library",
  products: [
    .library(name: "Library", targets: ["Library"])
  ],
  dependencies: [
    .package(path: "../../AppDomain"),
    .package(path: "../../ThirdPartyShim"),
  ],
  targets: [
    .target(
      name: "Library",
      dependencies: [
        .product(name: "AppDomain", package: "AppDomain"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .testTarget(
      name: "LibraryTests",
      dependencies: [
        "Library",
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
