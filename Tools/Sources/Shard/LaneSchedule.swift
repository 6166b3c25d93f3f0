import Affected

/// Which steps run in order on one worker and which any free worker may take.
///
/// Steps that share a build folder form a lane and run one after another. The exception: steps
/// that only run tests from the root's build (each package's, `swift test --skip-build`) need
/// nothing of each other, only that build. Kept in the root's lane, they waited behind the root's
/// own tests while another worker sat idle once its lane ended (about 20 s of a 2-core
/// `make test`); set apart, a free worker takes them as soon as the root's build is done.
struct LaneSchedule: Equatable {
  var lanes: [[CommandPlan.Step]]
  /// Run after the root's build, on whichever worker is free, in the plan's order.
  var afterRootBuild: [CommandPlan.Step]
  /// The lane whose one step makes the root's build, when steps were set apart to wait for it.
  var rootLane: Int?

  /// Steps grouped by lane in the order each lane first appears. With `parallel`, the steps of the
  /// root's lane that run from its build are set apart, but only when nothing else in that lane
  /// builds (a package built into the root's folder must not overlap a run from it).
  init(_ steps: [CommandPlan.Step], parallel: Bool) {
    var lanes: [[CommandPlan.Step]] = []
    var laneIndex: [String: Int] = [:]
    for step in steps {
      if let index = laneIndex[step.lane] {
        lanes[index].append(step)
      } else {
        laneIndex[step.lane] = lanes.count
        lanes.append([step])
      }
    }
    afterRootBuild = []
    rootLane = nil
    if parallel,
      let root = lanes.firstIndex(where: { lane in
        lane.first.map { $0.build != nil && !$0.needsRootBuild } == true
          && lane.dropFirst().allSatisfy { $0.needsRootBuild && $0.build == nil }
      }), lanes[root].count > 1
    {
      afterRootBuild = Array(lanes[root].dropFirst())
      lanes[root] = [lanes[root][0]]
      rootLane = root
    }
    self.lanes = lanes
  }

  /// How many workers can be busy at once.
  var width: Int { lanes.count + afterRootBuild.count }
}
