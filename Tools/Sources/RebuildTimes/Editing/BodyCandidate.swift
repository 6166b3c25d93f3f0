/// A function or initialiser whose body can take an inserted statement without, as far as the
/// source shows, changing the module's interface. The build has the last word (see
/// `BodyEditChooser`); the scan only orders the candidates so the first one usually holds.
public struct BodyCandidate: Sendable, Equatable, Codable, CustomStringConvertible {
  /// Declared (or inherited from a `private extension`) access; narrower is tried first, because a
  /// narrower declaration is less likely to be exported by a rule the scan does not know.
  public enum Access: Int, Sendable, Codable, Comparable {
    case `private`, `fileprivate`, `internal`, package, `public`

    public static func < (left: Access, right: Access) -> Bool { left.rawValue < right.rawValue }
  }

  /// Relative to the package path.
  public var file: String
  /// 0-based index of the line whose last character opens the body.
  public var line: Int
  /// The declaration as written, on one line: `private func log(_ message: String)`.
  public var declaration: String
  public var access: Access

  public var description: String { "\(file):\(line + 1) `\(declaration)`" }

  /// Narrowest access first, then file and line order, so the choice is stable between runs.
  static func ranked(_ candidates: [BodyCandidate]) -> [BodyCandidate] {
    candidates.enumerated().sorted { left, right in
      (left.element.access, left.offset) < (right.element.access, right.offset)
    }.map(\.element)
  }
}
