// swift-tools-version: 6.0
// The root package: builds the App and every local package in one graph, and runs every
// package's tests from here with one build (test targets point at each package's own Tests/
// folder, so the same files also run with `swift test --package-path Packages/<P>`).
import PackageDescription

let package = Package(
  name: "NavigationReference",
  products: [
    .executable(name: "bench", targets: ["Benchmarks"]),
    .executable(name: "app", targets: ["App"]),
    .executable(name: "reliability", targets: ["ReliabilityRunner"]),
  ],
  dependencies: [
    .package(path: "Packages/ThirdPartyShim"),
    .package(path: "Packages/Core"),
    .package(path: "Packages/AppDomain"),
    .package(path: "Packages/Features/Book"),
    .package(path: "Packages/Features/Checkout"),
    .package(path: "Packages/Features/Editor"),
    .package(path: "Packages/Features/Home"),
    .package(path: "Packages/Features/Library"),
    .package(path: "Packages/Features/Payment"),
    .package(path: "Packages/Features/PromoCode"),
    .package(path: "Packages/Features/Receipt"),
    .package(path: "Packages/Flows/AppFeature"),
    .package(path: "Packages/Flows/ShopFlow"),
  ],
  targets: [
    // The App (App/Sources/App): the headless executable `app` composing both flows, with
    // the launcher, the two apps, the previews and the transcript.
    .executableTarget(
      name: "App",
      dependencies: [
        "AppShell",
        .product(name: "AppDomain", package: "AppDomain"),
        .product(name: "AppFeature", package: "AppFeature"),
        .product(name: "Book", package: "Book"),
        .product(name: "Checkout", package: "Checkout"),
        .product(name: "Core", package: "Core"),
        .product(name: "Editor", package: "Editor"),
        .product(name: "Home", package: "Home"),
        .product(name: "Library", package: "Library"),
        .product(name: "Payment", package: "Payment"),
        .product(name: "PromoCode", package: "PromoCode"),
        .product(name: "Receipt", package: "Receipt"),
        .product(name: "ShopFlow", package: "ShopFlow"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ],
      path: "App/Sources/App"
    ),
    // The App's shell (App/Sources/AppShell): the command language, the session that drives a
    // hosted view tree, scripts and the interactive loop; generic over the app it runs.
    .target(
      name: "AppShell",
      dependencies: [
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ],
      path: "App/Sources/AppShell"
    ),
    // Drives the built `app` executable as a process (found next to the test bundle); no
    // dependency on the App's modules, so it tests the binary that ships.
    .testTarget(
      name: "AppEndToEndTests",
      path: "Tests/AppEndToEndTests"
    ),
    .testTarget(
      name: "AppShellTests",
      dependencies: [
        "AppShell",
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ],
      path: "App/Tests/AppShellTests"
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ],
      path: "Benchmarks"
    ),
    .testTarget(
      name: "ThirdPartyShimTests",
      dependencies: [
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/ThirdPartyShim/Tests/ThirdPartyShimTests"
    ),
    .testTarget(
      name: "HeadlessUITests",
      dependencies: [
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ],
      path: "Packages/ThirdPartyShim/Tests/HeadlessUITests"
    ),
    .testTarget(
      name: "CoreTests",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Core/Tests/CoreTests"
    ),
    .testTarget(
      name: "AppDomainTests",
      dependencies: [
        .product(name: "AppDomain", package: "AppDomain"),
      ],
      path: "Packages/AppDomain/Tests/AppDomainTests"
    ),
    .testTarget(
      name: "LibraryTests",
      dependencies: [
        .product(name: "AppDomain", package: "AppDomain"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Library", package: "Library"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Features/Library/Tests/LibraryTests"
    ),
    .testTarget(
      name: "BookTests",
      dependencies: [
        .product(name: "AppDomain", package: "AppDomain"),
        .product(name: "Book", package: "Book"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Features/Book/Tests/BookTests"
    ),
    .testTarget(
      name: "EditorTests",
      dependencies: [
        .product(name: "AppDomain", package: "AppDomain"),
        .product(name: "Editor", package: "Editor"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Features/Editor/Tests/EditorTests"
    ),
    .testTarget(
      name: "AppFeatureTests",
      dependencies: [
        .product(name: "AppDomain", package: "AppDomain"),
        .product(name: "AppFeature", package: "AppFeature"),
        .product(name: "Book", package: "Book"),
        .product(name: "Checkout", package: "Checkout"),
        .product(name: "Core", package: "Core"),
        .product(name: "Editor", package: "Editor"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Library", package: "Library"),
        .product(name: "Payment", package: "Payment"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Flows/AppFeature/Tests/AppFeatureTests"
    ),
    .testTarget(
      name: "HomeTests",
      dependencies: [
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Home", package: "Home"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Features/Home/Tests/HomeTests"
    ),
    .testTarget(
      name: "CheckoutTests",
      dependencies: [
        .product(name: "Checkout", package: "Checkout"),
        .product(name: "Core", package: "Core"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Payment", package: "Payment"),
        .product(name: "PromoCode", package: "PromoCode"),
        .product(name: "Receipt", package: "Receipt"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Features/Checkout/Tests/CheckoutTests"
    ),
    .testTarget(
      name: "PaymentTests",
      dependencies: [
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Payment", package: "Payment"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Features/Payment/Tests/PaymentTests"
    ),
    .testTarget(
      name: "ReceiptTests",
      dependencies: [
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Receipt", package: "Receipt"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Features/Receipt/Tests/ReceiptTests"
    ),
    .testTarget(
      name: "PromoCodeTests",
      dependencies: [
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "PromoCode", package: "PromoCode"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Features/PromoCode/Tests/PromoCodeTests"
    ),
    .testTarget(
      name: "ShopFlowTests",
      dependencies: [
        .product(name: "Checkout", package: "Checkout"),
        .product(name: "Core", package: "Core"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ShopFlow", package: "ShopFlow"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
        .product(name: "ThirdPartyShimTesting", package: "ThirdPartyShim"),
      ],
      path: "Packages/Flows/ShopFlow/Tests/ShopFlowTests"
    ),
    // Reliability (Tests/Reliability): model-based journeys, deep-link and command fuzzers and
    // leak probes for both apps. CI runs a budget of them (ReliabilityTests); `make soak` and
    // `make fuzz` run them at scale in release (`reliability soak|fuzz`).
    .target(
      name: "Reliability",
      dependencies: [
        "AppShell",
        .product(name: "AppDomain", package: "AppDomain"),
        .product(name: "AppFeature", package: "AppFeature"),
        .product(name: "Checkout", package: "Checkout"),
        .product(name: "Core", package: "Core"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "Library", package: "Library"),
        .product(name: "Payment", package: "Payment"),
        .product(name: "ShopFlow", package: "ShopFlow"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ],
      path: "Tests/Reliability"
    ),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "Reliability",
        .product(name: "AppFeature", package: "AppFeature"),
        .product(name: "HeadlessUI", package: "ThirdPartyShim"),
        .product(name: "ShopFlow", package: "ShopFlow"),
        .product(name: "ThirdPartyShim", package: "ThirdPartyShim"),
      ],
      path: "Tests/ReliabilityTests"
    ),
    .executableTarget(
      name: "ReliabilityRunner",
      dependencies: ["Reliability"],
      path: "Tests/ReliabilityRunner"
    ),
  ],
  swiftLanguageModes: [.v6]
)
