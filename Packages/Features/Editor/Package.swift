// swift-tools-version: 6.0
// Editor: the modal book editor. Edits title and notes, saves through `EditorClient` (an
// interface; the app's World installs the implementation), then reports. Knows whether it has
// unsaved edits, so the app can veto leaving. Imports no sibling feature and no flow.
import PackageDescription

let package = Package(
  name: "Editor",
  products: [
    .library(name: "Editor", targets: ["Editor"])
  ],
  dependencies: [
    .package(path: "../../AppDomain"),
    .package(path: "../../Core"),
    .package(path: "../../ThirdPartyShim"),
  ],
  targets: [
    .target(
      name: "Editor",
      dependencies: [
        .product(name: "AppDomain", package: "AppDomain"),
        .product(name: "Core", package: "Core"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ]
    ),
    .testTarget(
      name: "EditorTests",
      dependencies: [
        "Editor",
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
