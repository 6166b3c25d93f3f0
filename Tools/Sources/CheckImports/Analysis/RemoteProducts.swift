/// What the products of remote packages vend, known without network: a `product` line of the rules
/// first, then the package's checkout on disk, then the product's own name (the common case).
struct RemoteProducts {
  var byRule: [String: [String]] = [:]
  var checkouts: [String: PackageManifest]

  init(rules: BoundaryRules, checkouts: [String: PackageManifest]) {
    for entry in rules.productModules { byRule[entry.product] = entry.modules }
    self.checkouts = checkouts
  }

  func modules(of product: String, package: String?) -> [String] {
    if let modules = byRule[product] { return modules }
    if let package, let manifest = checkouts[package],
      let targets = manifest.products.first(where: { $0.name == product })?.targets
    {
      return targets
    }
    return [ModuleMap.c99name(product)]
  }

  /// The package a by-name product dependency (`"Kingfisher"`) comes from: the checkout vending
  /// it, else the package whose identity is the product's name, else unknown.
  func package(vending product: String, among identities: Set<String>) -> String {
    for identity in identities.sorted()
    where checkouts[identity]?.products.contains(where: { $0.name == product }) == true {
      return identity
    }
    if identities.contains(product.lowercased()) { return product.lowercased() }
    // `KeychainSwift` from `keychain-swift`, `FirebaseAuth` from `firebase-ios-sdk`: compare the
    // letters and digits only, then a shared leading word.
    func letters(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
    let name = letters(product)
    if let exact = identities.sorted().first(where: { letters($0) == name }) { return exact }
    let prefixed = identities.sorted().filter { identity in
      let word = identity.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).first.map(
        String.init)
      return word.map { $0.count >= 3 && name.hasPrefix($0) } ?? false
    }
    if prefixed.count == 1 { return prefixed[0] }
    return identities.count == 1 ? identities.first! : "unknown"
  }
}
