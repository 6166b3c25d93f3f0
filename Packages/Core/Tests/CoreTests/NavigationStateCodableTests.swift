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
