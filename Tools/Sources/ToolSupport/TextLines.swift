/// A text's lines as git sees them: split at each line feed, a CRLF line keeping its carriage
/// return, so joining them with "\n" gives the text back byte for byte. A split at the Character
/// "\n" finds none in a CRLF file ("\r\n" is one Character) and sees one line, which is how a CRLF
/// manifest's diff once showed the whole file, and a CRLF source gave no function to edit.
public enum TextLines {
  /// Every line, the last one empty when the text ends with a line feed.
  public static func split(_ text: String) -> [String] {
    text.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" }).map {
      String(String.UnicodeScalarView($0))
    }
  }
}
