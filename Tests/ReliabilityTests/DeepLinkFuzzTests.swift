import Reliability
import XCTest

/// Mutated links into both apps' deep-link parsing: the CI budget of `make fuzz`. How slow the
/// slowest parse was is printed by `make fuzz`, not asserted here: a wall-clock bound in a unit
/// test fails whenever the machine is busy, which says nothing about the parser.
@MainActor
final class DeepLinkFuzzTests: XCTestCase {
  func testMutatedLinksAcceptOnlyAllowlistedRoutesWithValidIDs() async {
    let summary = DeepLinkFuzzer.run(seed: 0xF022, count: 3_000)
    XCTAssertEqual(summary.failures, [], summary.failures.joined(separator: "\n"))
    XCTAssertGreaterThanOrEqual(summary.inputs, 5_000)
    XCTAssertGreaterThan(summary.accepted, 50, "the mutator keeps reaching valid routes")
    print(
      "deep links: \(summary.inputs) inputs, \(summary.accepted) accepted, \(summary.refused) refused, \(summary.notURLs) not URLs"
    )
  }
}
