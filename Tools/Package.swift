// swift-tools-version: 6.0
// The tools: one `tools` executable whose subcommands serve three audiences (`tools --help` groups
// them the same way).
// - Products, for any repository's CI: check-imports, rebuild-times, build-hotspots, affected,
//   shard, watchdog, mutants. These are the only library products.
// - Template tools, for apps built on this repository's architecture: new-feature, casepaths.
// - This repository's own upkeep (docs-check, docs-coverage, port-check): the Upkeep module and
//   the `upkeep` executable, neither a product, so nothing of them ships with `tools`.
// A package of its own so the tools build without the app's packages. The command plugin that
// runs them from SwiftPM is the package in ToolsPlugin/ (see its manifest for why it is separate).
import PackageDescription

let package = Package(
  name: "Tools",
  products: [
    .executable(name: "tools", targets: ["tools"]),
    .library(name: "CheckImports", targets: ["CheckImports"]),
    .library(name: "RebuildTimes", targets: ["RebuildTimes"]),
    .library(name: "BuildHotspots", targets: ["BuildHotspots"]),
    .library(name: "Affected", targets: ["Affected"]),
    .library(name: "Shard", targets: ["Shard"]),
    .library(name: "Watchdog", targets: ["Watchdog"]),
    .library(name: "Mutants", targets: ["Mutants"]),
  ],
  targets: [
    .executableTarget(
      name: "tools",
      dependencies: [
        "CheckImports", "RebuildTimes", "BuildHotspots", "Affected", "Shard", "Watchdog", "Mutants",
        "NewFeature", "Casepaths", "ToolSupport",
      ]),

    // Products.
    .target(name: "CheckImports", dependencies: ["ToolSupport"]),
    .target(name: "RebuildTimes", dependencies: ["ToolSupport", "BuildTrace"]),
    .target(name: "BuildHotspots", dependencies: ["RebuildTimes", "BuildTrace", "ToolSupport"]),
    // `tools affected`: reads the graph through check-imports' workspace loader and cache.
    .target(name: "Affected", dependencies: ["CheckImports", "ToolSupport"]),
    // `tools shard`: splits and runs the units `affected` plans, timed.
    .target(name: "Shard", dependencies: ["Affected", "CheckImports", "ToolSupport"]),
    .target(name: "Watchdog", dependencies: ["ToolSupport"]),
    .target(name: "Mutants", dependencies: ["ToolSupport"]),

    // What more than one tool needs: the command layer, rules files, lexing, bounded processes.
    .target(name: "ToolSupport"),
    // Build timelines both build tools write: the frontend wrapper that times each compiler job,
    // and Chrome trace event JSON.
    .target(name: "BuildTrace", dependencies: ["ToolSupport"]),

    // Template tools.
    .target(name: "Casepaths", dependencies: ["ToolSupport"]),
    .target(name: "NewFeature", dependencies: ["Casepaths", "ToolSupport"]),

    // This repository's upkeep: not a product.
    .target(name: "Upkeep", dependencies: ["ToolSupport"]),
    .executableTarget(name: "upkeep", dependencies: ["Upkeep", "ToolSupport"]),

    // Tests, a folder per module, and what they share (never shipped).
    .testTarget(
      name: "CheckImportsTests", dependencies: ["CheckImports", "ToolSupport", "BlockingTestSupport"],
      exclude: ["Examples"]),
    // A trace read back as Perfetto would, for the tests of every tool that writes one.
    .target(name: "TraceCheckSupport", path: "Tests/TraceCheckSupport"),
    // A thread pool for test suites that wait on the processes they start (`.blocksItsThread`).
    .target(name: "BlockingTestSupport", path: "Tests/BlockingTestSupport"),
    .testTarget(
      name: "RebuildTimesTests",
      dependencies: ["RebuildTimes", "ToolSupport", "TraceCheckSupport", "BlockingTestSupport"]),
    .testTarget(
      name: "BuildHotspotsTests",
      dependencies: [
        "BuildHotspots", "BuildTrace", "ToolSupport", "TraceCheckSupport", "BlockingTestSupport",
      ],
      exclude: ["Recorded"]),
    .testTarget(name: "BuildTraceTests", dependencies: ["BuildTrace", "TraceCheckSupport"]),
    .testTarget(name: "AffectedTests", dependencies: ["Affected", "CheckImports", "BlockingTestSupport"]),
    .testTarget(
      name: "ShardTests",
      dependencies: ["Shard", "Affected", "CheckImports", "ToolSupport", "BlockingTestSupport"]),
    .testTarget(name: "WatchdogTests", dependencies: ["Watchdog", "ToolSupport", "BlockingTestSupport"]),
    .testTarget(name: "MutantsTests", dependencies: ["Mutants", "ToolSupport", "BlockingTestSupport"]),
    .testTarget(name: "ToolSupportTests", dependencies: ["ToolSupport", "BlockingTestSupport"]),
    .testTarget(name: "CasepathsTests", dependencies: ["Casepaths"]),
    .testTarget(name: "NewFeatureTests", dependencies: ["NewFeature", "ToolSupport", "BlockingTestSupport"]),
    .testTarget(name: "UpkeepTests", dependencies: ["Upkeep", "ToolSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
