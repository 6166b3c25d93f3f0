import Foundation

/// Decides whether a typed promo code can be applied, and what to tell the user if not.
///
/// Local and pure: the demo shop has a fixed set of codes. A real shop would ask a client;
/// the feature would keep the same states (typing, error, applied).
enum PromoCodeValidation: Equatable, Sendable {
  case valid(String)
  case invalid(message: String)

  /// The codes the shop accepts, upper-case.
  static let knownCodes: Set<String> = ["SAVE10", "WELCOME5", "FREESHIP"]

  /// Validates `input` as typed: surrounding spaces are ignored and case does not matter,
  /// because people type codes from print; the applied code is upper-case.
  static func validate(_ input: String) -> Self {
    let code = input.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    guard !code.isEmpty else { return .invalid(message: "Enter a promo code.") }
    guard code.count <= 16, knownCodes.contains(code) else {
      return .invalid(message: "“\(code.prefix(16))” is not a valid promo code.")
    }
    return .valid(code)
  }
}
