/// One planted bug: `original` bytes of `file` at `range` replaced by `replacement`.
struct Mutant: Codable, Equatable, Sendable {
  /// The module it belongs to (a `module` line of the rules file).
  var module: String
  /// Relative to the repository root.
  var file: String
  var line: Int
  var column: Int
  var mutation: MutationOperator
  /// Byte offsets in the file.
  var start: Int
  var end: Int
  var replacement: String
  /// The lines the mutation touches, before and after: the survivor's diff.
  var originalLines: [String]
  var mutatedLines: [String]

  /// `file:line:column:operator`, stable while the file does not change.
  var id: String { "\(file):\(line):\(column):\(mutation.rawValue)" }

  /// The mutated file: `source` with the mutation applied.
  func apply(to source: [UInt8]) -> [UInt8] {
    Array(source[..<start]) + Array(replacement.utf8) + Array(source[end...])
  }

  /// A unified-diff-like view: `--- file:line`, then `-` and `+` lines.
  var diff: String {
    (["--- \(file):\(line) (\(mutation.rawValue))"] + originalLines.map { "- " + $0 }
      + mutatedLines.map { "+ " + $0 }).joined(separator: "\n")
  }
}

/// The kinds of planted bug, each a mistake this code base could plausibly contain.
enum MutationOperator: String, Codable, CaseIterable, Sendable {
  /// `if c {` → `if !(c) {`; also `guard` and `while` (not binding conditions).
  case negateCondition = "negate-condition"
  /// `<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=`.
  case flipRelational = "flip-relational"
  /// `&&` ↔ `||`.
  case flipLogical = "flip-logical"
  /// `i + 1` → `i`, `n - 1` → `n`, `..<` ↔ `...`: index arithmetic off by one.
  case offByOne = "off-by-one"
  /// A cancellation removed: `.cancel(id:)` from a merge, `return .cancel(id:)` → `.none`,
  /// `.cancellable(id:)` dropped, `cancelInFlight: true` → `false`, a `x.cancel()` statement.
  case removeCancel = "remove-cancel"
  /// A call to a cleanup (`remove…`, `reset`, `clear`, `finish`, `dismiss`, `pop…`, …) removed.
  case removeCleanupCall = "remove-cleanup-call"
  /// A non-binding `guard … else { … }` removed.
  case dropGuard = "drop-guard"
  /// `popTo` ↔ `popPast`.
  case swapPop = "swap-pop"
  /// `.first` ↔ `.last`, `removeFirst` ↔ `removeLast`, `prefix` ↔ `suffix`, `min` ↔ `max`.
  case swapEnds = "swap-ends"
}
