import Affected
import Testing

@testable import Shard

/// Which steps wait in their lane and which any free worker takes after the root's build.
@Suite struct LaneScheduleTests {
  func step(_ unit: String, build: String? = nil, needsRootBuild: Bool = false, lane: String = ".build")
    -> CommandPlan.Step
  {
    CommandPlan.Step(unit: unit, build: build, test: "t", needsRootBuild: needsRootBuild, lane: lane)
  }

  @Test func stepsFromTheRootBuildAreSetApartOnlyWhenRunningSideBySide() {
    let steps = [
      step(".", build: "b"), step("A", needsRootBuild: true), step("Tools", lane: "Tools"),
      step("B", needsRootBuild: true),
    ]
    let parallel = LaneSchedule(steps, parallel: true)
    #expect(parallel.lanes.map { $0.map(\.unit) } == [["."], ["Tools"]])
    #expect(parallel.afterRootBuild.map(\.unit) == ["A", "B"])
    #expect(parallel.rootLane == 0 && parallel.width == 4)
    let serial = LaneSchedule(steps, parallel: false)
    #expect(serial.lanes.map { $0.map(\.unit) } == [[".", "A", "B"], ["Tools"]])
    #expect(serial.afterRootBuild.isEmpty && serial.rootLane == nil && serial.width == 2)
  }

  /// A step that builds into the root's folder (a package outside the root's graph) or runs
  /// without the root's build keeps the whole lane in order: nothing may overlap that build.
  @Test func aLaneWithAnotherBuildOrNoRootBuildStaysWhole() {
    for steps in [
      [step(".", build: "b"), step("A", needsRootBuild: true), step("P", build: "p", needsRootBuild: true)],
      [step(".", build: "b"), step("A", needsRootBuild: true), step("P")],
      [step("."), step("A", needsRootBuild: true)],
      [step(".", build: "b")],
    ] {
      let schedule = LaneSchedule(steps, parallel: true)
      #expect(schedule.lanes.map { $0.map(\.unit) } == [steps.map(\.unit)])
      #expect(schedule.afterRootBuild.isEmpty && schedule.rootLane == nil)
    }
  }
}
