// swift-tools-version: 6.0
// The command plugin `swift package tools <subcommand> …`: the `tools` executable of the package one
// folder up, run from SwiftPM. A package of its own because SwiftPM builds a plugin's executable a
// second time, for the host, whenever it builds every target of the package that declares the
// plugin (as `swift test` does): declared in Tools, every test run there would compile the tools
// twice. Adopters depend on this folder by path (Tools/docs/adopting.md).
import PackageDescription

let package = Package(
  name: "ToolsPlugin",
  products: [
    .plugin(name: "ToolsPlugin", targets: ["ToolsPlugin"])
  ],
  dependencies: [.package(path: "..")],
  targets: [
    .plugin(
      name: "ToolsPlugin",
      capability: .command(
        intent: .custom(
          verb: "tools",
          description: "Run a subcommand of the tools executable: check-imports, casepaths, rebuild-times, …")
      ),
      dependencies: [.product(name: "tools", package: "Tools")])
  ],
  swiftLanguageModes: [.v6]
)
