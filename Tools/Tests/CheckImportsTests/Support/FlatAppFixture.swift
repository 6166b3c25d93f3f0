import CheckImports

extension FixtureRepository {
  /// `FlatAppRepository` (what `generate --shape flat-app` writes) as a fixture the fake loader
  /// serves: thirteen packages side by side in `Packages/`, two Xcode folders, no rules file.
  static func flatApp() -> FixtureRepository {
    var repo = FixtureRepository()
    for package in FlatAppRepository.packages {
      var targets: [Target] = [
        .init(name: package.name, dependencies: package.dependencies.map { .product($0, package: $0) })
      ]
      if package.hasTests {
        targets.append(
          .init(name: "\(package.name)Tests", type: "test", dependencies: [.byName(package.name)]))
      }
      repo.add(
        .init(
          directory: "Packages/\(package.name)", name: package.name, targets: targets,
          localDependencies: package.dependencies.map { "../\($0)" }))
    }
    for file in FlatAppRepository.sources() { repo.write(file.text, to: file.path) }
    return repo
  }
}
