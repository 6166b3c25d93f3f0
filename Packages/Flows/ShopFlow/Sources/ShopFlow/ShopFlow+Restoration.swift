import Checkout
import Core
import Foundation
import Home
import ThirdPartyShim

/// Navigation that survives a relaunch: the flow's state saved on quit and read on launch.
///
/// What comes back is what was on screen: the stack, the pushed checkout at its step, Quick
/// buy's sheet with its own stack, the home selection. What does not: work in flight (a
/// payment that was processing comes back ready to pay) and alerts about it. Launching the
/// restored state (`ShopFlow().launched(_:)`) checks that stack and state agree, so a file that
/// disagrees shows the screens it can, never one without state.
extension ShopFlow.State: RestorableState {
  /// The tag types a saved shop stack may hold; `make feature FLOW=ShopFlow` adds a line.
  public static let tagTypes: [any NavigationTag.Type] =
    CheckoutFeature.navigationTags

  private enum CodingKeys: String, CodingKey {
    case nav
    case checkout
    case home
    case checkoutSheet
  }

  public init(from decoder: Decoder) throws {
    self.init()
    let container = try decoder.container(keyedBy: CodingKeys.self)
    $nav = try container.decode(Shared<NavigationState>.self, forKey: .nav)
    var checkout = try container.decodeIfPresent(CheckoutFeature.State.self, forKey: .checkout)
    if checkout == nil, nav.contains(CheckoutPath.checkout) {
      throw DecodingError.dataCorruptedError(
        forKey: .nav, in: container,
        debugDescription: "The stack shows CheckoutPath.checkout but the file has no checkout.")
    }
    // The pushed checkout shares the flow's stack; the file holds two copies of it.
    checkout?.$nav = $nav
    self.checkout = checkout
    home = try container.decode(ShopHomeFeature.State.self, forKey: .home)
    checkoutSheet = try container.decodeIfPresent(
      CheckoutFeature.State.self, forKey: .checkoutSheet)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode($nav, forKey: .nav)
    try container.encodeIfPresent(checkout, forKey: .checkout)
    try container.encode(home, forKey: .home)
    try container.encodeIfPresent(checkoutSheet, forKey: .checkoutSheet)
  }
}
