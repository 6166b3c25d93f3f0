import Foundation

/// Valid and nearly valid links for both apps: what journeys open, and the seeds the
/// mutation fuzzer starts from.
public enum DeepLinkCorpus {
  public static let shopStrings = [
    "shop://checkout/coffee-grinder", "shop://checkout/milk-frother/payment",
    "https://example.com/receipt/order-42", "SHOP://CHECKOUT/espresso-machine",
    "shop://checkout/a", "https://example.com/receipt/7",
    // refused ones, so journeys also meet links that change nothing
    "shop://checkout/Coffee", "https://evil.com/receipt/1", "shop://checkout/x/payment/extra",
    "shop://checkout:/coffee-grinder", "https://example.com:/receipt/1",
  ]

  public static let bookshelfStrings = [
    "bookshelf://book/1", "bookshelf://book/4", "bookshelf://book/2", "BOOKSHELF://Book/3",
    // refused or unknown: a missing book, a non-numeric id, an extra segment
    "bookshelf://book/99", "bookshelf://book/abc", "bookshelf://book/1/edit", "bookshelf://book:/2",
  ]

  public static let shop = shopStrings.compactMap(URL.init(string:))
  public static let bookshelf = bookshelfStrings.compactMap(URL.init(string:))
}
