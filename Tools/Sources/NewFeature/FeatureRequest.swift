/// What `tools new-feature` was asked for, validated: a name, the layer its package goes in,
/// and optionally the flow that shows it.
struct FeatureRequest: Equatable, Sendable {
  enum Layer: String, CaseIterable, Sendable {
    case features, flows

    /// The folder holding this layer's packages.
    var folder: String { self == .features ? "Packages/Features" : "Packages/Flows" }
  }

  var name: String
  var layer: Layer
  /// A flow package to wire the new feature into (`ShopFlow`), or nil.
  var flow: String?

  var packagePath: String { "\(layer.folder)/\(name)" }

  /// The reducer's type: `WishlistFeature` for a feature; a flow is named as its package
  /// (`ShopFlow`), as the flows here are.
  var reducerType: String { layer == .features ? "\(name)Feature" : name }
  var viewType: String { "\(name)View" }
  var pathType: String { "\(name)Path" }
  /// `wishlist`: the state property, the action case and the path case.
  var property: String { Self.lowerCamel(name) }

  /// `Wishlist` → `wishlist`, `URLScanner` → `urlScanner`, `ABC` → `abc`.
  static func lowerCamel(_ name: String) -> String {
    let characters = Array(name)
    var upperRun = 0
    while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
    if upperRun == 0 { return name }
    let lowered = upperRun == characters.count || upperRun == 1 ? upperRun : upperRun - 1
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }
}
