// swift-tools-version: 6.0
// The repository's CI tools: the import-boundary checker, the rebuild-time measurer, the
// test watchdog, the mutation runner and the docs check.
// A package of its own so the tools build without the app's packages. The command plugin that
// runs them from SwiftPM is the package in ToolsPlugin/ (see its manifest for why it is separate).
import PackageDescription

let package = Package(
  name: "Tools",
  products: [
    .executable(name: "tools", targets: ["tools"]),
    .library(name: "BoundaryChecker", targets: ["BoundaryChecker"]),
    .library(name: "RebuildTimes", targets: ["RebuildTimes"]),
    .library(name: "BuildHotspots", targets: ["BuildHotspots"]),
    .library(name: "TestWatchdog", targets: ["TestWatchdog"]),
    .library(name: "Mutants", targets: ["Mutants"]),
    .library(name: "CasePathGen", targets: ["CasePathGen"]),
    .library(name: "NewFeature", targets: ["NewFeature"]),
    .library(name: "DocsCheck", targets: ["DocsCheck"]),
    .library(name: "Affected", targets: ["Affected"]),
    .library(name: "Sharding", targets: ["Sharding"]),
  ],
  targets: [
    .executableTarget(
      name: "tools",
      dependencies: [
        "BoundaryChecker", "RebuildTimes", "BuildHotspots", "TestWatchdog", "Mutants", "CasePathGen",
        "NewFeature", "DocsCheck", "Affected", "Sharding", "ToolSupport",
      ]),
    .target(name: "BoundaryChecker", dependencies: ["ToolSupport"]),
    .target(name: "RebuildTimes", dependencies: ["ToolSupport", "BuildTrace"]),
    .target(name: "BuildHotspots", dependencies: ["RebuildTimes", "BuildTrace", "ToolSupport"]),
    // Build timelines both build tools write: the frontend wrapper that times each compiler job,
    // and Chrome trace event JSON.
    .target(name: "BuildTrace", dependencies: ["ToolSupport"]),
    .target(name: "TestWatchdog", dependencies: ["ToolSupport"]),
    .target(name: "Mutants", dependencies: ["ToolSupport"]),
    // What more than one tool needs.
    .target(name: "ToolSupport"),
    .target(name: "CasePathGen", dependencies: ["ToolSupport"]),
    .target(name: "NewFeature", dependencies: ["CasePathGen", "ToolSupport"]),
    .target(name: "DocsCheck", dependencies: ["ToolSupport"]),
    // `tools affected`: reads the graph through BoundaryChecker's workspace loader and cache.
    .target(name: "Affected", dependencies: ["BoundaryChecker", "ToolSupport"]),
    // `tools shard`: splits and runs the units `affected` plans, timed.
    .target(name: "Sharding", dependencies: ["Affected", "BoundaryChecker", "ToolSupport"]),
    .testTarget(
      name: "BoundaryCheckerTests", dependencies: ["BoundaryChecker", "ToolSupport", "BlockingTestSupport"],
      exclude: ["Examples"]),
    // A trace read back as Perfetto would, for the tests of every tool that writes one; never shipped.
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
    .testTarget(
      name: "TestWatchdogTests", dependencies: ["TestWatchdog", "ToolSupport", "BlockingTestSupport"]),
    .testTarget(name: "ToolSupportTests", dependencies: ["ToolSupport", "BlockingTestSupport"]),
    .testTarget(name: "MutantsTests", dependencies: ["Mutants", "ToolSupport", "BlockingTestSupport"]),
    .testTarget(name: "CasePathGenTests", dependencies: ["CasePathGen"]),
    .testTarget(name: "NewFeatureTests", dependencies: ["NewFeature", "BlockingTestSupport"]),
    .testTarget(name: "AffectedTests", dependencies: ["Affected", "BoundaryChecker", "BlockingTestSupport"]),
    .testTarget(
      name: "ShardingTests",
      dependencies: ["Sharding", "Affected", "BoundaryChecker", "ToolSupport", "BlockingTestSupport"]),
    .testTarget(name: "DocsCheckTests", dependencies: ["DocsCheck", "ToolSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
