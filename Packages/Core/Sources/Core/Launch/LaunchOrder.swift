import ThirdPartyShim

/// A navigation context's identity, one per context built: during a launch (see
/// `NavigationLaunch`), and for the declaration check's checked prefix (see `DeclarationPass`).
///
/// Children declared in one context are ordered by their declarations; a context nested in
/// another (through `relayTo:`) stacks above its host's child. Two contexts that do not contain
/// each other have no order between them, so when both start with a child present on one
/// stack, which screen is on top is unknowable and is reported instead of guessed.
@usableFromInline
final class ContextOwner: @unchecked Sendable {
  // Unchecked: immutable after creation.
  @usableFromInline init() {}
}

@usableFromInline
enum LaunchOrder {
  /// The contexts whose children's launch is running on this task, outermost first.
  @TaskLocal static var active: [ObjectIdentifier] = []

  /// The records of the launch running on this task (see `NavigationLaunch.run`).
  @TaskLocal static var records: Records?

  /// Who pushed last onto each stack during the current launch.
  final class Records: @unchecked Sendable {
    // Unchecked: lives inside one synchronous launch.
    struct Record {
      let nav: Shared<NavigationState>
      var owner: ContextOwner
      var tag: AnyHashable
      var location: String
    }
    var all: [Record] = []
    /// Every tag a present child stood for in the arrange phase: not stateless, even where
    /// another instance of the same feature declares it without state.
    var accounted: Set<AnyHashable> = []

    /// The records of the running launch. Launch steps run only inside
    /// `NavigationLaunch.run`, which sets them; a step run outside it is a launch of its own,
    /// with nothing recorded before it.
    static var current: Records { LaunchOrder.records ?? Records() }

    func index(of nav: Shared<NavigationState>) -> Int? {
      all.firstIndex { $0.nav.isSameStack(as: nav) }
    }

    func set(_ record: Record) {
      if let index = index(of: record.nav) { all[index] = record } else { all.append(record) }
    }
  }

  /// Pushes `tag` for a child present at launch, unless already there, then runs the launch
  /// of the child's own contexts above it. Reports, and pushes nothing, when another context
  /// that does not contain this one already pushed onto the same stack.
  @usableFromInline
  static func launch<Tag: Hashable & Sendable>(
    tag: Tag, on nav: Shared<NavigationState>, owner: ContextOwner, location: String,
    children: () -> Void
  ) {
    let records = Records.current
    records.accounted.insert(AnyHashable(tag))
    if !nav.wrappedValue.contains(tag) {
      if let index = records.index(of: nav) {
        let other = records.all[index]
        if other.owner !== owner, !active.contains(ObjectIdentifier(other.owner)) {
          reportIssue(
            """
            A launch found two children present on one navigation stack whose contexts \
            do not contain each other, so nothing orders their screens: \
            \(describe(other.tag)) (declared at "\(other.location)") and \
            \(describe(AnyHashable(tag))) (declared at "\(location)"). \
            \(describe(AnyHashable(tag))) was not pushed. Declare both in one \
            'navigationStackContext' (declaration order is stack order), or nest one context \
            in the other with 'relayTo:'.
            """)
          return
        }
      }
      nav.withLock { $0.append(tag) }
    }
    let record = Records.Record(
      nav: nav, owner: owner, tag: AnyHashable(tag), location: location)
    records.set(record)
    $active.withValue(active + [ObjectIdentifier(owner)], operation: children)
    // What the children pushed is above this child; a later sibling stacks above them all.
    records.set(record)
  }

  /// A launch found a declared tag on the stack but no state for it (a restored stack
  /// that does not match its restored state): the screen cannot be shown, so the lowest such
  /// tag is popped with everything above it, and reported.
  @usableFromInline
  static func popStateless(
    _ tags: [AnyHashable], on nav: Shared<NavigationState>, location: String
  ) {
    let accounted = Records.current.accounted
    let tags = tags.filter { !accounted.contains($0) }
    guard !tags.isEmpty else { return }
    let items = nav.wrappedValue.items
    guard let index = items.firstIndex(where: tags.contains) else { return }
    let popped = items[index...].map(describe).joined(separator: ", ")
    reportIssue(
      """
      A launch found \(describe(items[index])) on the stack but no state for it \
      (declared at "\(location)"): a screen without state cannot be shown. Popped: \(popped).
      """)
    nav.withLock { $0.trim(to: index) }
  }

  static func describe(_ tag: AnyHashable) -> String {
    "'\(type(of: tag.base)).\(tag.base)'"
  }
}
