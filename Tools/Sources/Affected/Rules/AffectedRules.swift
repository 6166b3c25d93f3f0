/// `affected.rules`: what a change outside every target affects, and the dependencies no manifest
/// shows. Every entry keeps its line, so a stale entry is reported where it is written.
struct AffectedRules: Equatable, Sendable {
  /// `nothing PATTERN…` (files outside every target that affect no target: documentation) and
  /// `everything PATTERN…` (files that affect every target: build configuration).
  struct PatternRule: Equatable, Sendable {
    var pattern: PathPattern
    var line: Int
  }

  /// `depends TARGET -> TARGET…`: `target` needs `dependencies` in a way its manifest does not say
  /// (a test that runs a built executable), so whatever affects them affects it.
  struct Dependency: Equatable, Sendable {
    var target: String
    var dependencies: [String]
    var line: Int
  }

  /// `reads TARGET PATTERN…`: `target`'s tests read these files (a generator's tests that edit a
  /// copy of the repository), so a change to one affects it as if it owned the file.
  struct Reader: Equatable, Sendable {
    var target: String
    var patterns: [PathPattern]
    var line: Int
  }

  /// Where the rules came from (`affected.rules`, or `(defaults)` when the file does not exist).
  var path: String
  var nothing: [PatternRule] = []
  var everything: [PatternRule] = []
  var dependencies: [Dependency] = []
  var readers: [Reader] = []

  /// What applies when a repository has no `affected.rules`: documentation affects nothing; any
  /// other file outside every target affects everything, which needs no rule.
  static let defaultText = """
    nothing *.md docs/** LICENSE* *.png *.jpg *.jpeg *.gif *.svg
    everything .swift-version .ci/** Makefile boundaries.rules affected.rules

    """

  /// The `nothing` rule a path outside every target matches, if any.
  func nothingRule(for path: String) -> PatternRule? {
    nothing.first { $0.pattern.matches(path) }
  }

  /// The `everything` rule a path matches, if any.
  func everythingRule(for path: String) -> PatternRule? {
    everything.first { $0.pattern.matches(path) }
  }

  /// The targets that read `path`, with the line of each `reads` entry that says so.
  func readers(of path: String) -> [(target: String, line: Int)] {
    readers.filter { reader in reader.patterns.contains { $0.matches(path) } }.map { ($0.target, $0.line) }
  }
}
