import Core

/// Builds what `show nav` prints: the navigation state behind the screen, in the documents'
/// own terms, so a person learning the patterns sees the state change under each gesture.
///
/// ```
/// nav.items: [CheckoutPath.checkout, CheckoutPath.payment]
/// checkout.promoCode (@Presents sheet): nil
/// ```
struct NavigationReport {
  private var lines: [String] = []

  /// A line `label: value`.
  mutating func add(_ label: String, _ value: String) {
    lines.append("\(label): \(value)")
  }

  /// The stack's items, each with its path type: `[CheckoutPath.checkout]`.
  mutating func add(_ label: String, items nav: NavigationState) {
    add(label, Self.describe(nav.items))
  }

  /// An optional slot: its case name when present, `nil` otherwise.
  mutating func add<Value>(_ label: String, presence value: Value?) {
    add(label, value == nil ? "nil" : "presented")
  }

  var text: String { lines.joined(separator: "\n") }

  /// `[CheckoutPath.checkout, AppRoute.book(3)]`: each value with its type, as a test writes it.
  static func describe(_ items: [AnyHashable]) -> String {
    "[" + items.map { "\(type(of: $0.base)).\($0.base)" }.joined(separator: ", ") + "]"
  }

  /// `presented`, `dismissing`, `dismissed`: the presentation shape's three stages.
  static func stage<Child>(_ presentation: Presentation<Child>) -> String {
    switch presentation {
    case .presented: "presented"
    case .dismissing: "dismissing(last:)"
    case .dismissed: "dismissed"
    }
  }
}
