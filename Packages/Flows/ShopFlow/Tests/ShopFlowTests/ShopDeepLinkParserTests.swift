import Foundation
import XCTest

@testable import ShopFlow

/// The parser alone: the three routes, a table of hostile inputs, and a seeded fuzz.
final class ShopDeepLinkParserTests: XCTestCase {
  func parse(_ string: String, file: StaticString = #filePath, line: UInt = #line) -> ShopDeepLink? {
    guard let url = URL(string: string) else { return nil }
    return ShopDeepLinkParser.parse(url)
  }

  func testTheThreeRoutes() async {
    XCTAssertEqual(parse("shop://checkout/coffee-grinder"), .checkout(productID: "coffee-grinder"))
    XCTAssertEqual(
      parse("shop://checkout/espresso-machine/payment"),
      .checkoutPayment(productID: "espresso-machine"))
    XCTAssertEqual(parse("https://example.com/receipt/order-42"), .receipt(orderID: "order-42"))
  }

  func testSchemesAndHostsCompareCaseInsensitively() async {
    XCTAssertEqual(parse("SHOP://Checkout/x1"), .checkout(productID: "x1"))
    XCTAssertEqual(parse("HTTPS://EXAMPLE.COM/receipt/o-1"), .receipt(orderID: "o-1"))
  }

  func testTheAllowlistIsConfigurable() async {
    let url = URL(string: "https://shop.example.org/receipt/order-1")!
    XCTAssertNil(ShopDeepLinkParser.parse(url))
    XCTAssertEqual(
      ShopDeepLinkParser.parse(url, allowedHosts: ["shop.example.org"]), .receipt(orderID: "order-1"))
  }

  func testIDLengthLimit() async {
    let longest = String(repeating: "a", count: 64)
    XCTAssertEqual(parse("shop://checkout/\(longest)"), .checkout(productID: longest))
    XCTAssertNil(parse("shop://checkout/\(longest)a"))
  }

  /// Each of these must be refused; the comment says what it tries.
  func testHostileInputsAreRefused() async {
    let hostile: [(String, String)] = [
      ("", "empty"),
      ("shop://", "no route"),
      ("shop://checkout", "no product"),
      ("shop://checkout/", "empty product"),
      ("shop://checkout//payment", "empty segment"),
      ("shop://checkout/grinder/", "trailing slash"),
      ("shop://checkout/grinder/payment/", "trailing slash after payment"),
      ("shop://checkout/grinder/payment/extra", "extra segment"),
      ("shop://checkout/grinder/receipt", "unknown step"),
      ("shop://checkout/grinder/PAYMENT", "step is case-sensitive"),
      ("shop://receipt/order-1", "receipt is a web link only"),
      ("shop://payment/grinder", "unknown shop host"),
      ("shop:checkout/grinder", "no authority"),
      ("shop:///checkout/grinder", "empty host"),
      ("shop://user@checkout/grinder", "user info"),
      ("shop://user:pw@checkout/grinder", "credentials"),
      ("shop://checkout:8080/grinder", "port"),
      ("shop://checkout:/grinder", "empty port (found by the fuzz)"),
      ("shop://@checkout/grinder", "empty user info"),
      ("shop://checkout/grinder?", "empty query"),
      ("shop://checkout/grinder#", "empty fragment"),
      ("shop://checkout/grinder?coupon=free", "query"),
      ("shop://checkout/grinder#payment", "fragment"),
      ("shop://checkout/Grinder", "upper-case id"),
      ("shop://checkout/-grinder", "id starting with a dash"),
      ("shop://checkout/grinder_2", "underscore"),
      ("shop://checkout/grinder.2", "dot"),
      ("shop://checkout/..", "dot-dot"),
      ("shop://checkout/../payment", "traversal"),
      ("shop://checkout/grinder%2Fpayment", "encoded slash"),
      ("shop://checkout/%2E%2E/payment", "encoded traversal"),
      ("shop://checkout/grinder%00", "encoded NUL"),
      ("shop://checkout/gr%69nder", "encoded letter"),
      ("shop://check%6Fut/grinder", "encoded host"),
      ("shop://checkout/caf%C3%A9", "encoded non-ASCII"),
      ("shop://checkout/\(String(repeating: "a", count: 65))", "overlong id"),
      ("shop://checkout/\(String(repeating: "a", count: 5000))", "huge id"),
      ("http://example.com/receipt/order-1", "plain http"),
      ("ftp://example.com/receipt/order-1", "other scheme"),
      ("javascript:alert(1)", "script scheme"),
      ("file:///etc/passwd", "file scheme"),
      ("https://evil.com/receipt/order-1", "host not allowed"),
      ("https://example.com.evil.com/receipt/order-1", "allowed host as prefix"),
      ("https://evil.com/example.com/receipt/order-1", "allowed host in path"),
      ("https://example.com@evil.com/receipt/order-1", "allowed host as user info"),
      ("https://www.example.com/receipt/order-1", "subdomain"),
      ("https://example.com./receipt/order-1", "trailing dot host"),
      ("https://example.com:444/receipt/order-1", "port"),
      ("https://example.com/receipt/order-1?x=1", "query"),
      ("https://example.com/receipt/order-1#top", "fragment"),
      ("https://example.com/receipt/", "no order"),
      ("https://example.com/receipt", "no order segment"),
      ("https://example.com/receipt/order-1/extra", "extra segment"),
      ("https://example.com/checkout/grinder", "checkout is an app link only"),
      ("https://example.com/Receipt/order-1", "route is case-sensitive"),
      ("https://example.com/receipt/ORDER-1", "upper-case id"),
      ("https://example.com//receipt/order-1", "empty segment"),
      ("https://example.com/receipt/order%2D1", "encoded dash"),
      ("checkout/grinder", "relative"),
      ("/receipt/order-1", "path only"),
    ]
    for (input, what) in hostile {
      XCTAssertNil(parse(input), "accepted \(what): \(input)")
    }
  }

  /// Random URLs, half built from route-like pieces and half mutated from valid links: none
  /// may crash the parser, and whatever it accepts must be exactly a canonical route.
  func testSeededFuzzAcceptsOnlyCanonicalRoutes() async {
    var random = SplitMix64(seed: 0x5EED_F00D)
    var parsed = 0
    var accepted = 0
    while parsed < 6_000 {
      let candidate = random.next() % 2 == 0 ? composed(&random) : mutated(&random)
      guard let url = URL(string: candidate) else { continue }
      parsed += 1
      guard let route = ShopDeepLinkParser.parse(url) else { continue }
      accepted += 1
      XCTAssertEqual(
        url.absoluteString.lowercased(), canonical(route), "accepted a non-canonical link: \(candidate)")
      switch route {
      case let .checkout(id), let .checkoutPayment(id), let .receipt(id):
        XCTAssertTrue(ShopDeepLinkParser.isValidID(id), "accepted id \(id)")
      }
    }
    XCTAssertGreaterThanOrEqual(parsed, 5_000)
    XCTAssertGreaterThan(accepted, 0, "the fuzz reached the valid routes too")
  }

  private func canonical(_ route: ShopDeepLink) -> String {
    switch route {
    case let .checkout(id): "shop://checkout/\(id)"
    case let .checkoutPayment(id): "shop://checkout/\(id)/payment"
    case let .receipt(id): "https://example.com/receipt/\(id)"
    }
  }

  private static let schemes = ["shop", "https", "http", "SHOP", "Https", "ftp", "shop:", ""]
  private static let hosts = [
    "checkout", "example.com", "EXAMPLE.com", "evil.com", "example.com.evil.com", "",
    "user@checkout", "checkout:80", "www.example.com", "receipt",
  ]
  private static let segments = [
    "payment", "receipt", "checkout", "grinder", "order-42", "a", "-", "..", ".", "",
    "%2F", "%2e%2e", "%00", "Grinder", "x_y", "ö", "?", "#", "?q=1", "#f", " ",
    String(repeating: "z", count: 64), String(repeating: "z", count: 65),
  ]
  private static let alphabet = Array("abcz09-_./:%?#@&=+~!$'()*,;[] \\\"<>^`{|}ÄéŁ\u{0}\t")

  private func composed(_ random: inout SplitMix64) -> String {
    let scheme = Self.schemes[random.below(Self.schemes.count)]
    let host = Self.hosts[random.below(Self.hosts.count)]
    let count = random.below(5)
    let path = (0..<count).map { _ in Self.segments[random.below(Self.segments.count)] }
    return "\(scheme)://\(host)/" + path.joined(separator: "/")
  }

  private func mutated(_ random: inout SplitMix64) -> String {
    let valid = [
      "shop://checkout/coffee-grinder", "shop://checkout/espresso-machine/payment",
      "https://example.com/receipt/order-42",
    ]
    var characters = Array(valid[random.below(valid.count)])
    for _ in 0..<(1 + random.below(3)) {
      let index = random.below(characters.count + 1)
      switch random.below(3) {
      case 0: characters.insert(Self.alphabet[random.below(Self.alphabet.count)], at: index)
      case 1: if index < characters.count { characters.remove(at: index) }
      default:
        if index < characters.count {
          characters[index] = Self.alphabet[random.below(Self.alphabet.count)]
        }
      }
    }
    return String(characters)
  }
}

/// A small, fast, seedable generator, so a failing fuzz case reproduces exactly.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
