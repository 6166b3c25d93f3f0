/// A seeded order of mutants, the same for the same seed and the same code: SplitMix64 drives a
/// Fisher–Yates shuffle. The runner takes mutants in this order until it has evaluated the
/// sample's count (a mutant that does not compile, or a reviewed equivalent, does not count).
enum Sampler {
  static func shuffled<T>(_ items: [T], seed: UInt64) -> [T] {
    var state = seed
    var indices = Array(items.indices)
    for index in stride(from: indices.count - 1, to: 0, by: -1) {
      let random = next(&state)
      indices.swapAt(index, Int(random % UInt64(index + 1)))
    }
    return indices.map { items[$0] }
  }

  private static func next(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
