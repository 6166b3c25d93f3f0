import Foundation
import ThirdPartyShim

/// Finds path tags on the stack that no `navigationStackContext` declares.
///
/// No single context knows every tag: a host declares `CheckoutPath.checkout`, Checkout's own
/// context declares `.payment` and `.receipt`. What they share is one path change: the
/// outermost context reached by a `pathAction` opens a pass, every `ifLetNavigated` the change
/// reaches through `relayTo:` adds its tag, and when the outermost context finishes, any
/// item still unaccounted for has no owner: a screen without state, which the user can see
/// but nothing can clean up. The check costs nothing on other actions.
@usableFromInline
final class DeclarationPass: @unchecked Sendable {
  // Unchecked: a pass lives inside one synchronous reduce, on the store's actor.
  @TaskLocal static var current: DeclarationPass?

  let nav: Shared<NavigationState>
  /// A muted pass collects nothing and reports nothing: see `muted(on:_:)`.
  let isMuted: Bool
  private(set) var declared: Set<AnyHashable> = []

  init(nav: Shared<NavigationState>, isMuted: Bool = false) {
    self.nav = nav
    self.isMuted = isMuted
  }

  /// Records `tag` if this pass is about `nav`'s stack.
  @usableFromInline
  static func declare(_ tag: AnyHashable, on nav: Shared<NavigationState>) {
    guard let pass = current, pass.nav.isSameReference(as: nav) else { return }
    pass.declared.insert(tag)
  }

  /// Runs `body` inside a pass over `nav` unless one is already open for it, then reports the
  /// items nobody declared. Nested contexts on the same stack join the open pass.
  @usableFromInline
  static func run<R>(
    on nav: Shared<NavigationState>, location: String, _ body: () -> R
  ) -> R {
    if let open = current, open.nav.isSameReference(as: nav) { return body() }
    let pass = DeclarationPass(nav: nav)
    let result = $current.withValue(pass, operation: body)
    pass.reportUndeclared(location: location)
    return result
  }

  /// Runs `body` with the check off for `nav`'s stack: for a path action a host relays into a
  /// nested sub-flow outside a host path change (the sub-flow's own re-dispatch). The nested
  /// context cannot see the host's tags, and the host re-dispatches the same change itself,
  /// with the whole tree in view.
  @usableFromInline
  static func muted<R>(on nav: Shared<NavigationState>, _ body: () -> R) -> R {
    if let open = current, open.nav.isSameReference(as: nav) { return body() }
    return $current.withValue(DeclarationPass(nav: nav, isMuted: true), operation: body)
  }

  private func reportUndeclared(location: String) {
    guard !isMuted else { return }
    let undeclared = nav.wrappedValue.items.filter { !declared.contains($0) }
    guard !undeclared.isEmpty else { return }
    let names = undeclared.map { "\(type(of: $0.base)).\($0.base)" }.joined(separator: ", ")
    reportRuntimeWarning(
      """
      A navigationStackContext at "\(location)" found path tags on the stack that no context \
      reached by this path change declares: \(names). A tag without a declaring \
      'context.ifLet(_:action:path:)' has no state and is never cleaned up. Declare it in the \
      feature that owns it, and pass 'relayTo:' where a host contains that feature.
      """)
  }
}
