/// The buttons a frame lists under a `Section: …` header, by section: the rows of a list,
/// which are data (products, related books), so a map names them by their section.
enum FrameSections {
  /// `["Products": ["Coffee grinder", …]]` for a frame with `Section: Products` over rows.
  static func rows(in frame: String) -> [String: [String]] {
    var rows: [String: [String]] = [:]
    var current: (name: String, indent: Int)?
    for line in frame.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " || $0 == "│" }.count
      let text = line.dropFirst(indent)
      if text.hasPrefix("Section: ") {
        current = (String(text.dropFirst("Section: ".count)), indent)
        continue
      }
      guard let section = current else { continue }
      guard indent > section.indent else {
        current = nil
        continue
      }
      if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
        rows[section.name, default: []].append(String(text[text.index(after: text.startIndex)..<close]))
      }
    }
    return rows
  }

  /// `a product` for a row of `Products`: the section's name, singular, lower-cased.
  static func rowName(of label: String, in frame: String) -> String? {
    guard let (section, _) = rows(in: frame).first(where: { $0.value.contains(label) }) else { return nil }
    let lowered = section.lowercased()
    let singular = lowered.hasSuffix("s") ? String(lowered.dropLast()) : lowered
    return "a \(singular)"
  }
}
