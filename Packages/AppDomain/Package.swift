// swift-tools-version: 6.0
// AppDomain: the Bookshelf app's data (books, shelves, tabs, the stack's route). Pure values,
// no store and no side effects, so every feature can name them without importing another.
import PackageDescription

let package = Package(
  name: "AppDomain",
  products: [
    .library(name: "AppDomain", targets: ["AppDomain"])
  ],
  targets: [
    .target(name: "AppDomain"),
    .testTarget(name: "AppDomainTests", dependencies: ["AppDomain"]),
  ],
  swiftLanguageModes: [.v6]
)
