import Core
import Foundation
import XCTest

/// A saved stack decodes to the same items in the same order, or fails saying why.
final class NavigationStateCodableTests: XCTestCase {
  enum ListPath: String, Codable, Hashable, Sendable { case list, settings }
  enum ItemPath: Codable, Hashable, Sendable { case item(Int) }
  enum Unsaveable: Hashable, Sendable { case screen }

  func decoder(knowing types: [any NavigationTag.Type]) -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo[NavigationState.tagTypes] = types
    return decoder
  }

  func testAStackRoundTripsInOrderAcrossTagTypes() throws {
    var nav = NavigationState()
    nav.append(ListPath.list)
    nav.append(ItemPath.item(1))
    nav.append(ItemPath.item(2))
    nav.append(ItemPath.item(1))
    nav.append(ListPath.settings)
    let data = try JSONEncoder().encode(nav)
    let decoded = try decoder(knowing: [ListPath.self, ItemPath.self])
      .decode(NavigationState.self, from: data)
    XCTAssertEqual(decoded, nav)
    XCTAssertEqual(decoded.path, nav.path, "the bound path follows the items")
    XCTAssertEqual(decoded.compactMap(ItemPath.self), [.item(1), .item(2), .item(1)])
  }

  func testAnUnknownTagTypeFailsNamingIt() throws {
    var nav = NavigationState()
    nav.append(ListPath.list)
    nav.append(ItemPath.item(7))
    let data = try JSONEncoder().encode(nav)
    XCTAssertThrowsError(try decoder(knowing: [ListPath.self]).decode(NavigationState.self, from: data)) {
      let message = "\($0)"
      XCTAssertTrue(message.contains("Unknown path tag type"), message)
      XCTAssertTrue(message.contains("ItemPath"), message)
    }
  }

  /// `[list, "bogus"]`: the tag type is known but the value is not one of it any more (a case
  /// renamed since the save). The whole decode fails naming the entry, its type and the value;
  /// a decode that skipped it would restore `[list]`, a shorter stack than was saved.
  func testAKnownTagWhoseValueNoLongerDecodesFailsNamingTheEntry() throws {
    var nav = NavigationState()
    nav.append(ListPath.list)
    nav.append(ListPath.settings)
    let saved = String(decoding: try JSONEncoder().encode(nav), as: UTF8.self)
    let bogus = Data(saved.replacingOccurrences(of: "\"settings\"", with: "\"bogus\"").utf8)
    XCTAssertThrowsError(try decoder(knowing: [ListPath.self]).decode(NavigationState.self, from: bogus)) {
      guard case let DecodingError.dataCorrupted(context) = $0 else {
        return XCTFail("not a data-corruption error: \($0)")
      }
      let message = context.debugDescription
      XCTAssertTrue(
        message.hasPrefix("Entry 1 of the stack is a \(NavigationState.tagName(ListPath.self))"), message)
      XCTAssertTrue(message.contains("bogus"), message)
      XCTAssertEqual(
        context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["1", "value"])
    }
  }

  /// The same for a tag with an associated value whose payload no longer reads.
  func testAKnownTagWhosePayloadNoLongerDecodesFailsNamingTheEntry() throws {
    let json = Data(
      #"[{"tag":"\#(NavigationState.tagName(ItemPath.self))","value":{"item":{"_0":"seven"}}}]"#.utf8)
    XCTAssertThrowsError(try decoder(knowing: [ItemPath.self]).decode(NavigationState.self, from: json)) {
      XCTAssertTrue("\($0)".contains("Entry 0 of the stack is a"), "\($0)")
    }
  }

  func testATagThatIsNotCodableCannotBeSaved() {
    var nav = NavigationState()
    nav.append(Unsaveable.screen)
    XCTAssertThrowsError(try JSONEncoder().encode(nav)) {
      XCTAssertTrue("\($0)".contains("is not Codable"), "\($0)")
    }
  }

  func testAnEmptyStackRoundTrips() throws {
    let data = try JSONEncoder().encode(NavigationState())
    XCTAssertEqual(String(decoding: data, as: UTF8.self), "[]")
    XCTAssertTrue(try decoder(knowing: []).decode(NavigationState.self, from: data).isEmpty)
  }
}
