import Core

/// The stack invariants every flow shares, as checks that return what is wrong.
public enum StackModel {
  /// `path.count == items.count`: the opaque path SwiftUI binds and the inspectable list agree.
  public static func check(_ nav: NavigationState, name: String) -> [String] {
    nav.path.count == nav.items.count
      ? [] : ["\(name): path.count \(nav.path.count) != items.count \(nav.items.count)"]
  }

  /// Every child state is present iff its tag is on the stack, and each tag is there once.
  public static func presence<Tag: Hashable>(
    _ children: [(Tag, Bool)], on tags: [Tag], name: String
  ) -> [String] {
    var problems: [String] = []
    for (tag, present) in children {
      let count = tags.count { $0 == tag }
      if present && count != 1 {
        problems.append("\(name): state for \(tag) is present but its tag is on the stack \(count)×: \(tags)")
      } else if !present && count != 0 {
        problems.append("\(name): tag \(tag) is on the stack without its state: \(tags)")
      }
    }
    return problems
  }
}
