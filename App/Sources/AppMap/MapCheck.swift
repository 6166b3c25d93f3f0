/// The map's checks: what is wrong with an app's navigation, each naming the screen and how
/// to fix it.
public enum MapCheck {
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
      case unreachable, deadEnd = "dead end", brokenBack = "broken back"
      case deepLinkOnly = "deep-link-only", brokenDeepLink = "broken deep link", staleRule = "stale rule"
      case drift, unexplored
    }
    public var kind: Kind
    public var screen: String
    public var message: String
    public var description: String { "\(kind.rawValue): \(screen): \(message)" }
  }

  /// Everything wrong with the exploration, in a fixed order: by kind, then screen.
  public static func problems(
    _ exploration: Exploration, rules: NavigationRules = NavigationRules()
  ) -> [Problem] {
    let map = exploration.map
    let app = map.app
    var problems: Set<Problem> = []
    let screens = map.screens.map(Screen.init(name:))
    for declared in exploration.declared where !screens.contains(where: declared.isShown) {
      problems.insert(
        Problem(
          kind: .unreachable, screen: declared.description,
          message:
            "the code declares it but no gesture and no deep link reaches it; push or present it from a screen "
            + "(or remove it), then run `make nav-map`"))
    }
    for screen in exploration.unexplored {
      problems.insert(
        Problem(
          kind: .unexplored, screen: screen,
          message: "the walk stopped before exploring it (its depth or step limit); raise --depth or --steps")
      )
    }
    let leading = map.screensLeadingToRoot
    for screen in map.screens.subtracting(leading).subtracting(exploration.unexplored) {
      problems.insert(
        Problem(
          kind: .deadEnd, screen: screen,
          message:
            "no sequence of gestures leads back to \(map.root); give it a way out (a back, a dismissal, a "
            + "button that pops or dismisses it)"))
    }
    for trial in exploration.backs where trial.landed != trial.expected {
      problems.insert(
        Problem(
          kind: .brokenBack, screen: trial.from,
          message:
            "`\(trial.gesture)` lands on \(trial.landed), not on \(trial.expected) it came from; pop or dismiss "
            + "one level only"))
    }
    let incoming = Dictionary(grouping: map.edges.filter { $0.from != $0.to }, by: \.to)
    for screen in map.screens where screen != map.root {
      let edges = incoming[screen] ?? []
      let byGesture = edges.filter { !$0.isFromOutside }
      let byLink = edges.contains { $0.verb == "open" }
      let allowed = rules.allowsDeepLinkOnly(screen, in: app)
      if byGesture.isEmpty, byLink, !allowed {
        problems.insert(
          Problem(
            kind: .deepLinkOnly, screen: screen,
            message:
              "only a deep link reaches it; add a gesture that does, or allow it in navigation.rules: "
              + "`deep-link-only \(app) \(screen) because <reason>`"))
      }
    }
    for rule in rules.deepLinkOnly where rule.app == app {
      let edges = incoming[rule.screen] ?? []
      if !map.screens.contains(rule.screen) || edges.contains(where: { !$0.isFromOutside }) {
        problems.insert(
          Problem(
            kind: .staleRule, screen: rule.screen,
            message:
              "navigation.rules:\(rule.line) allows it as deep-link-only, but it is "
              + (map.screens.contains(rule.screen) ? "reached by a gesture" : "not in the map")
              + "; remove the line"))
      }
    }
    for trial in exploration.links where trial.landed != trial.pattern.lands {
      let from = Screen(name: trial.from)
      let refused = trial.landed == trial.from || Screen(name: trial.landed) == from.with(.alert, "Notice")
      // A link may wait while a sheet or an alert is up (what is presented comes first);
      // from a plain screen it must open what it names.
      if refused && !from.overlays.isEmpty { continue }
      problems.insert(
        Problem(
          kind: .brokenDeepLink, screen: trial.pattern.lands,
          message:
            "`\(trial.pattern.gesture)` from \(trial.from) "
            + (refused ? "is refused" : "lands on \(trial.landed)")
            + ", not on \(trial.pattern.lands) it names; route the link to that screen"))
    }
    return problems.sorted {
      ($0.kind.rawValue, $0.screen, $0.message) < ($1.kind.rawValue, $1.screen, $1.message)
    }
  }

  /// The baseline's lines that the map no longer has (`-`) and the map's new ones (`+`), in
  /// line order; empty when they agree.
  public static func drift(baseline: String, map: NavigationMap) -> [String] {
    let old = Set(
      baseline.drop(while: { $0 == "\u{FEFF}" }).split(whereSeparator: \.isNewline).map(String.init)
        .filter { !$0.hasPrefix("#") && !$0.isEmpty })
    let new = Set(map.lines)
    let removed = old.subtracting(new).map { ($0, "-") }
    let added = new.subtracting(old).map { ($0, "+") }
    return (removed + added).sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { "\($0.1)\($0.0)" }
  }
}
