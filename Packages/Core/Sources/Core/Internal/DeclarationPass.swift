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
///
/// An item found declared stays declared while it stays on the stack: what declares it is
/// its state, and state going away pops its tag (the reverse edge). So a pass checks only the
/// items above the stack's checked prefix (`NavigationState.checked`), which only a pop
/// lowers: a pop adds nothing to check, and a path change costs what was pushed since the
/// last one, however deep the stack. An undeclared item stays above the prefix, so it is
/// reported again on every path change, as long as it is on the stack. The prefix belongs to
/// the context instance that checked it: a pass opened by another one (another store, or a
/// stack value moved from one) checks the whole stack. The one case it cannot see: a stack
/// assigned whole from an earlier copy of the same store's stack keeps that copy's prefix,
/// so a tag in it whose state has gone since is reported only once a pop goes below it.
@usableFromInline
final class DeclarationPass: @unchecked Sendable {
  // Unchecked: a pass lives inside one synchronous reduce, on the store's actor.
  @TaskLocal static var current: DeclarationPass?

  let nav: Shared<NavigationState>
  /// A muted pass collects nothing and reports nothing: see `muted(on:_:)`.
  let isMuted: Bool
  private(set) var declared: Set<AnyHashable> = []

  /// The context that opened this pass: where it was declared, and whose checked prefix
  /// the pass uses.
  let check: DeclarationCheck?

  init(nav: Shared<NavigationState>, check: DeclarationCheck?) {
    self.nav = nav
    self.check = check
    self.isMuted = check == nil
  }

  /// Records `tag` if this pass is about `nav`'s stack.
  @usableFromInline
  static func declare(_ tag: AnyHashable, on nav: Shared<NavigationState>) {
    guard let pass = current, pass.nav.isSameStack(as: nav) else { return }
    pass.declared.insert(tag)
  }

  /// The pass checking `nav`'s stack, if one is open and not muted: for a declaration whose
  /// tags are costly to list (one per element of a collection), which declares only the ones
  /// `unchecked` holds.
  static func checking(_ nav: Shared<NavigationState>) -> DeclarationPass? {
    guard let pass = current, !pass.isMuted, pass.nav.isSameStack(as: nav) else {
      return nil
    }
    return pass
  }

  /// The items this pass will check (those above the checked prefix), as they stand now.
  var unchecked: [AnyHashable] {
    let stack = nav.wrappedValue
    return Array(stack.items[stack.checked.start(for: check?.owner)...])
  }

  /// Records `tag`, as `declare(_:on:)` does, in the pass at hand.
  func declare(_ tag: AnyHashable) {
    declared.insert(tag)
  }

  /// Runs `body` inside a pass over `nav` unless one is already open for it, then reports the
  /// items nobody declared. Nested contexts on the same stack join the open pass.
  @usableFromInline
  static func run<R>(
    on nav: Shared<NavigationState>, check: DeclarationCheck, _ body: () -> R
  ) -> R {
    if let open = current, open.nav.isSameStack(as: nav) { return body() }
    let pass = DeclarationPass(nav: nav, check: check)
    let result = $current.withValue(pass, operation: body)
    pass.reportUndeclared(check)
    return result
  }

  /// Runs `body` with the check off for `nav`'s stack: for a path action a host relays into a
  /// nested sub-flow outside a host path change (the sub-flow's own re-dispatch). The nested
  /// context cannot see the host's tags, and the host re-dispatches the same change itself,
  /// with the whole tree in view.
  @usableFromInline
  static func muted<R>(on nav: Shared<NavigationState>, _ body: () -> R) -> R {
    if let open = current, open.nav.isSameStack(as: nav) { return body() }
    return $current.withValue(DeclarationPass(nav: nav, check: nil), operation: body)
  }

  private func reportUndeclared(_ check: DeclarationCheck) {
    let location = check.location
    let undeclared = nav.withLock { stack in
      let start = stack.checked.start(for: check.owner)
      let undeclared = stack.items[start...].indices.filter { !declared.contains(stack.items[$0]) }
      stack.checked = CheckedPrefix(count: undeclared.first ?? stack.items.count, by: check.owner)
      return undeclared.map { stack.items[$0] }
    }
    guard !undeclared.isEmpty else { return }
    let names = undeclared.map { "\(type(of: $0.base)).\($0.base)" }.joined(separator: ", ")
    reportIssue(
      """
      A navigationStackContext at "\(location)" found path tags on the stack that no context \
      reached by this path change declares: \(names). A tag without a declaring \
      'context.ifLet(_:action:path:)' has no state and is never cleaned up. Declare it in the \
      feature that owns it, and pass 'relayTo:' where a host contains that feature.
      """)
  }
}

/// The context that opens a pass: where it was declared (for the message) and which context
/// instance it is (one per store built), whose checked prefix a stack keeps.
@usableFromInline
struct DeclarationCheck: Sendable {
  let location: String
  let owner: ContextOwner

  @usableFromInline init(location: String, owner: ContextOwner) {
    self.location = location
    self.owner = owner
  }
}

/// The bottom items of a stack that a declaration check found declared, and which context
/// instance checked them. Only a pop lowers `count`.
struct CheckedPrefix: Sendable {
  var count = 0
  var by: ContextOwner?

  /// Where a pass opened by `owner` starts checking.
  func start(for owner: ContextOwner?) -> Int { owner != nil && owner === by ? count : 0 }
}
