// swift-tools-version: 6.0
// The root package: builds the App and every local package in one graph, and runs every
// package's tests from here with one build. Each package's test target points at the package's
// own Tests/ folder, so the same files also run alone with `swift test --package-path <P>`.
import PackageDescription

/// The local packages, by folder. A package's identity is its folder name, so names are unique.
let localPackages = [
  "Packages/ThirdPartyShim", "Packages/Core", "Packages/AppDomain",
  "Packages/Features/Book", "Packages/Features/Checkout", "Packages/Features/Editor",
  "Packages/Features/Home", "Packages/Features/Library", "Packages/Features/Payment",
  "Packages/Features/PromoCode", "Packages/Features/Receipt",
  "Packages/Flows/AppFeature", "Packages/Flows/ShopFlow",
]

/// A product of a local package. Every package's library carries the package's name, except
/// a few extra modules, named here with the package that holds them.
func product(_ name: String) -> Target.Dependency {
  let extraModules = [
    "HeadlessUI": "ThirdPartyShim", "SnapshotTesting": "ThirdPartyShim",
    "ThirdPartyShimTesting": "ThirdPartyShim", "PaymentTestSupport": "Payment",
    "CoreTestSupport": "Core",
  ]
  return .product(name: name, package: extraModules[name] ?? name)
}

/// A package's own tests, run from the root: same target name, same folder, same products.
func packageTests(_ package: String, _ module: String, _ products: [String]) -> Target {
  .testTarget(
    name: "\(module)Tests", dependencies: products.map(product),
    path: "\(package)/Tests/\(module)Tests")
}

/// A package's own tests that keep snapshot references beside them: `__Snapshots__` holds
/// texts the tests read at run time, not sources, so it is excluded here as in the package's
/// own manifest.
func packageTestsWithSnapshots(_ package: String, _ module: String, _ products: [String]) -> Target {
  .testTarget(
    name: "\(module)Tests", dependencies: products.map(product),
    path: "\(package)/Tests/\(module)Tests", exclude: ["__Snapshots__"])
}

let package = Package(
  name: "NavigationReference",
  products: [
    .executable(name: "app", targets: ["App"]),
    .executable(name: "bench", targets: ["Benchmarks"]),
    .executable(name: "reliability", targets: ["ReliabilityRunner"]),
  ],
  dependencies: localPackages.map { .package(path: $0) },
  targets: [
    // The App (App/Sources/App): the headless executable `app` composing both flows, with
    // the launcher, the two apps, the previews and the transcript.
    .executableTarget(
      name: "App",
      dependencies: ["AppMap", "AppShell"]
        + [
          "AppDomain", "AppFeature", "Book", "Checkout", "Core", "Editor", "HeadlessUI", "Home",
          "Library", "Payment", "PromoCode", "Receipt", "ShopFlow", "ThirdPartyShim",
        ].map(product),
      path: "App/Sources/App"),
    // The App's shell (App/Sources/AppShell): the command language, the session that drives a
    // hosted view tree, scripts and the interactive loop; generic over the app it runs.
    .target(
      name: "AppShell", dependencies: ["HeadlessUI", "ThirdPartyShim"].map(product),
      path: "App/Sources/AppShell"),
    // The navigation map (App/Sources/AppMap): both apps explored through the shell's session,
    // the map's checks and its formats. A library so the model-based journeys can measure
    // their transition coverage against the same screens.
    .target(
      name: "AppMap",
      dependencies: ["AppShell"]
        + [
          "AppDomain", "AppFeature", "Checkout", "Core", "HeadlessUI", "Payment", "ShopFlow",
          "ThirdPartyShim",
        ].map(product),
      path: "App/Sources/AppMap"),
    .testTarget(
      name: "AppMapTests",
      dependencies: ["AppMap", "AppShell"] + ["HeadlessUI", "ThirdPartyShim"].map(product),
      path: "App/Tests/AppMapTests"),
    .testTarget(
      name: "AppShellTests",
      dependencies: ["AppShell"] + ["HeadlessUI", "ThirdPartyShim"].map(product),
      path: "App/Tests/AppShellTests"),
    // The App's own code in-process (`@testable import App`): the navigation file's error and
    // first-run paths, each driven directly rather than through a launched binary.
    .testTarget(
      name: "AppTests",
      dependencies: ["App", "AppShell"] + ["AppFeature", "Checkout", "Core", "ShopFlow"].map(product),
      path: "App/Tests/AppTests"),
    // Drives the built `app` executable as a process (found next to the test bundle); no
    // dependency on the App's modules, so it tests the binary that ships.
    .testTarget(name: "AppEndToEndTests", path: "Tests/AppEndToEndTests"),

    // `make bench`: release benchmarks, each printed as a ratio to a same-run baseline.
    .executableTarget(
      name: "Benchmarks", dependencies: ["Core", "ThirdPartyShim"].map(product), path: "Benchmarks"),

    // Reliability (Tests/Reliability): model-based journeys, deep-link and command fuzzers and
    // leak probes for both apps. CI runs a budget of them (ReliabilityTests); `make soak` and
    // `make fuzz` run them at scale in release (`reliability soak|fuzz`).
    .target(
      name: "Reliability",
      dependencies: ["AppMap", "AppShell"]
        + [
          "AppDomain", "AppFeature", "Checkout", "Core", "HeadlessUI", "Library", "Payment",
          "ShopFlow", "ThirdPartyShim",
        ].map(product),
      path: "Tests/Reliability"),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: ["AppMap", "Reliability"]
        + [
          "AppFeature", "CoreTestSupport", "HeadlessUI", "ShopFlow", "ThirdPartyShim",
          "ThirdPartyShimTesting",
        ].map(product),
      path: "Tests/ReliabilityTests"),
    .executableTarget(
      name: "ReliabilityRunner", dependencies: ["Reliability"], path: "Tests/ReliabilityRunner"),

    // Every package's own tests.
    packageTests("Packages/ThirdPartyShim", "ThirdPartyShim", ["ThirdPartyShim", "ThirdPartyShimTesting"]),
    packageTests("Packages/ThirdPartyShim", "HeadlessUI", ["HeadlessUI", "ThirdPartyShim"]),
    packageTestsWithSnapshots(
      "Packages/ThirdPartyShim", "SnapshotTesting",
      ["HeadlessUI", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting"]),
    packageTests(
      "Packages/Core", "Core", ["Core", "CoreTestSupport", "ThirdPartyShim", "ThirdPartyShimTesting"]),
    packageTests("Packages/AppDomain", "AppDomain", ["AppDomain"]),
    packageTestsWithSnapshots(
      "Packages/Features/Home", "Home",
      ["HeadlessUI", "Home", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting"]),
    packageTestsWithSnapshots(
      "Packages/Features/Checkout", "Checkout",
      [
        "Checkout", "Core", "CoreTestSupport", "HeadlessUI", "Payment", "PaymentTestSupport",
        "PromoCode", "Receipt", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting",
      ]),
    packageTestsWithSnapshots(
      "Packages/Features/Payment", "Payment",
      [
        "CoreTestSupport", "HeadlessUI", "Payment", "PaymentTestSupport", "SnapshotTesting",
        "ThirdPartyShim", "ThirdPartyShimTesting",
      ]),
    packageTestsWithSnapshots(
      "Packages/Features/Receipt", "Receipt",
      ["HeadlessUI", "Receipt", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting"]),
    packageTestsWithSnapshots(
      "Packages/Features/PromoCode", "PromoCode",
      ["HeadlessUI", "PromoCode", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting"]),
    packageTestsWithSnapshots(
      "Packages/Features/Library", "Library",
      ["AppDomain", "HeadlessUI", "Library", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting"]),
    packageTestsWithSnapshots(
      "Packages/Features/Book", "Book",
      ["AppDomain", "Book", "HeadlessUI", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting"]),
    packageTestsWithSnapshots(
      "Packages/Features/Editor", "Editor",
      ["AppDomain", "Editor", "HeadlessUI", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting"]),
    packageTestsWithSnapshots(
      "Packages/Flows/ShopFlow", "ShopFlow",
      [
        "Checkout", "Core", "CoreTestSupport", "HeadlessUI", "ShopFlow", "SnapshotTesting",
        "ThirdPartyShim", "ThirdPartyShimTesting",
      ]),
    packageTestsWithSnapshots(
      "Packages/Flows/AppFeature", "AppFeature",
      [
        "AppDomain", "AppFeature", "Book", "Checkout", "Core", "CoreTestSupport", "Editor",
        "HeadlessUI", "Library", "Payment", "SnapshotTesting", "ThirdPartyShim",
        "ThirdPartyShimTesting",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
