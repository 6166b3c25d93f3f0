/// The manifest of a generated package. A feature's and a flow's differ only in the comment that
/// says what the package is and in a flow's dependency on Core, so both are written here.
enum PackageManifestTemplate {
  static func manifest(name: String, about: [String], dependsOnCore: Bool) -> String {
    let packages = (dependsOnCore ? ["../../Core"] : []) + ["../../ThirdPartyShim"]
    let packageLines = packages.map { path in
      "    .package(path: \"\(path)\")" + (packages.count > 1 ? "," : "")
    }
    let core = dependsOnCore ? [#".product(name: "Core", package: "Core"),"#] : []
    let shim = { (product: String) in #".product(name: "\#(product)", package: "ThirdPartyShim"),"# }
    let lines: [String] =
      ["// swift-tools-version: 6.0"] + about.map { "// \($0)" } + [
        "import PackageDescription",
        "",
        "let package = Package(",
        "  name: \"\(name)\",",
        "  products: [",
        "    .library(name: \"\(name)\", targets: [\"\(name)\"])",
        "  ],",
        "  dependencies: [",
      ] + packageLines + [
        "  ],",
        "  targets: [",
        "    .target(",
        "      name: \"\(name)\",",
        "      dependencies: [",
      ] + (core + [shim("HeadlessUI"), shim("ThirdPartyShim")]).map { "        " + $0 } + [
        "      ]",
        "    ),",
        "    .testTarget(",
        "      name: \"\(name)Tests\",",
        "      dependencies: [",
        "        \"\(name)\",",
      ]
      + (core + ["HeadlessUI", "SnapshotTesting", "ThirdPartyShim", "ThirdPartyShimTesting"].map(shim)).map {
        "        " + $0
      } + [
        "      ],",
        "      exclude: [\"__Snapshots__\"]",
        "    ),",
        "  ],",
        "  swiftLanguageModes: [.v6]",
        ")",
        "",
      ]
    return lines.joined(separator: "\n")
  }
}
