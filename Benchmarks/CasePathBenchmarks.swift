import ThirdPartyShim

/// The two ways to name an enum case without macros, measured on the same enum.
enum SampleAction: CasePathable {
  case child(Int)
  case other(String)
  case third
}

/// Candidate 2: extract by reflection on the case label, as early CasePaths did.
struct ReflectionCasePath<Root, Value> {
  let label: String
  let embed: (Value) -> Root
  func extract(from root: Root) -> Value? {
    let mirror = Mirror(reflecting: root)
    guard let child = mirror.children.first, child.label == label else { return nil }
    return child.value as? Value
  }
}

@MainActor
func runCasePathBenchmarks() {
  print("Case paths: extracting a payload, 1,000,000 actions (2 in 3 match):")
  let n = 1_000_000
  let actions: [SampleAction] = opaque((0..<n).map { $0 % 3 == 0 ? .other("x") : .child($0) })
  let resolved = opaque(AnyCasePath(\SampleAction.AllCasePaths.child))
  let byKeyPath = measure("generated accessor, resolved once (chosen)", operations: n) {
    var sum = 0
    for action in actions { if let v = resolved.extract(from: action) { sum &+= v } }
    blackHole(sum)
  }
  let perCall = measure("generated accessor, key path resolved per call", operations: n) {
    var sum = 0
    let keyPath = opaque(\SampleAction.AllCasePaths.child)
    for action in actions { if let v = action[case: keyPath] { sum &+= v } }
    blackHole(sum)
  }
  let reflection = opaque(ReflectionCasePath<SampleAction, Int>(label: "child", embed: SampleAction.child))
  let byMirror = measure("reflection (Mirror on the case label)", operations: n) {
    var sum = 0
    for action in actions { if let v = reflection.extract(from: action) { sum &+= v } }
    blackHole(sum)
  }
  report(byKeyPath, target: nil, baseline: nil)
  report(perCall, target: nil, baseline: byKeyPath)
  report(byMirror, target: nil, baseline: byKeyPath)
}
