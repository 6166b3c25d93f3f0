import ThirdPartyShim
import XCTest

/// The generated case paths embed into their case and extract from it alone, for every rule.
final class CasePathRulesTests: XCTestCase {
  func testNoPayloadIsVoid() {
    let path = AnyCasePath(\RuleShapes.AllCasePaths.none)
    XCTAssertEqual(path.embed(()), .none)
    XCTAssertNotNil(path.extract(from: .none))
    XCTAssertNil(path.extract(from: .raw), "a different case without payload")
    XCTAssertTrue(RuleShapes.none.is(\.none))
    XCTAssertFalse(RuleShapes.raw.is(\.none))
  }

  func testOneValueLabeledOrNot() {
    XCTAssertEqual(RuleShapes.one(3)[case: \.one], 3)
    XCTAssertNil(RuleShapes.none[case: \.one])
    XCTAssertEqual(
      AnyCasePath(\RuleShapes.AllCasePaths.labeled).embed("order-1"), .labeled(orderID: "order-1"))
    XCTAssertEqual(RuleShapes.labeled(orderID: "order-2")[case: \.labeled], "order-2")
    XCTAssertEqual(AnyCasePath(\RuleShapes.AllCasePaths.defaulted).embed(4), .defaulted(count: 4))
  }

  func testSeveralValuesAreALabeledTuple() throws {
    let path = AnyCasePath(\RuleShapes.AllCasePaths.several)
    XCTAssertEqual(path.embed((1, name: "a", ["k": 2])), .several(1, name: "a", ["k": 2]))
    let value = try XCTUnwrap(RuleShapes.several(5, name: "b", [:])[case: \.several])
    XCTAssertEqual(value.0, 5)
    XCTAssertEqual(value.name, "b")
    XCTAssertEqual(value.2, [:])
    XCTAssertNil(RuleShapes.one(1)[case: \.several])
  }

  func testTupleGenericAndOptionalPayloads() throws {
    let pair = try XCTUnwrap(RuleShapes.tuple((1, 2))[case: \.tuple])
    XCTAssertEqual(pair.0 + pair.1, 3)
    guard case .success(let seven)? = RuleShapes.generic(.success(7))[case: \.generic] else {
      return XCTFail("the generic payload was not extracted")
    }
    XCTAssertEqual(seven, 7)
    let some = try XCTUnwrap(RuleShapes.optional("x")[case: \.optional])
    XCTAssertEqual(some, "x")
    let none = try XCTUnwrap(RuleShapes.optional(nil)[case: \.optional], "the case matched")
    XCTAssertNil(none, "its payload is nil")
  }

  func testGenericEnum() {
    XCTAssertEqual(RuleWrapper<Int>.value(2)[case: \.value], 2)
    XCTAssertEqual(AnyCasePath(\RuleWrapper<String>.AllCasePaths.list).extract(from: .list(["a"])), ["a"])
    XCTAssertNil(RuleWrapper<Int>.empty[case: \.value])
    XCTAssertTrue(RuleWrapper<Int>.empty.is(\.empty))
  }

  func testNestedAndRecursivePayloads() {
    let nested = RuleParent.Action.again(.child(RuleParent.Child(id: 1)))
    XCTAssertEqual(nested[case: \.again], .child(RuleParent.Child(id: 1)))
    XCTAssertEqual(nested[case: \.again]?[case: \.child]?.id, 1)
    XCTAssertEqual(RuleParent.Action.children([1, 2])[case: \.children], [1, 2])
    XCTAssertEqual(RuleParent.Action.delegate(.done)[case: \.delegate], .done)
    XCTAssertNil(RuleParent.Action.delegate(.done)[case: \.child])
  }

  func testEnumInGenericParent() {
    XCTAssertEqual(RuleBox<String>.Action.put("a")[case: \.put], "a")
    XCTAssertTrue(RuleBox<Int>.Action.clear.is(\.clear))
    XCTAssertNil(RuleBox<Int>.Action.clear[case: \.put])
  }
}
