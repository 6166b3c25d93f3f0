/// Import lines sorted as swift-format's `OrderedImports` wants them, whatever the new
/// module's name: plain imports in order, then `@testable` ones.
enum ImportBlock {
  static func lines(_ modules: [String], testable: [String] = []) -> String {
    var text = modules.sorted().map { "import \($0)\n" }.joined()
    if !testable.isEmpty { text += "\n" + testable.sorted().map { "@testable import \($0)\n" }.joined() }
    return text
  }
}
