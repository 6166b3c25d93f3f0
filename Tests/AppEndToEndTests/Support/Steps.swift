import Foundation

/// A session's output, cut at the commands it echoed (`> tap Buy`): what each command drew.
///
/// A step's frames are separated by `  ⋯` (a sheet animating out, an effect answering), so a
/// test can look at the frame right after a tap and at the one the app settled on.
struct Steps {
  struct Step {
    let command: String
    let text: String
    var frames: [String] { text.components(separatedBy: "\n  ⋯\n") }
    /// The frame the step settled on.
    var last: String { frames.last ?? "" }
  }

  /// What was printed before the first command: the banner and the first frames.
  let launch: String
  let all: [Step]

  init(_ output: String) {
    var launch: [String] = []
    var steps: [(String, [String])] = []
    for line in output.components(separatedBy: "\n") {
      if line.hasPrefix("> ") {
        steps.append((String(line.dropFirst(2)), []))
      } else if steps.isEmpty {
        launch.append(line)
      } else {
        steps[steps.count - 1].1.append(line)
      }
    }
    self.launch = launch.joined(separator: "\n")
    self.all = steps.map {
      Step(command: $0.0, text: $0.1.joined(separator: "\n").trimmingCharacters(in: .newlines))
    }
  }

  /// The last step whose command is `command`.
  subscript(_ command: String) -> Step? { all.last { $0.command == command } }

  /// The step `index` (in order; commands may repeat).
  subscript(index: Int) -> Step { all[index] }
}
