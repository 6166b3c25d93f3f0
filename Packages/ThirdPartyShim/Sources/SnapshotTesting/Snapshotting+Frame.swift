import Foundation
import HeadlessUI

extension Snapshotting where Value == ViewHost, Format == String {
  /// The screen a `ViewHost` shows, as the App prints it: frames are rendered until the
  /// screen settles (a dismissed sheet animated out, `onAppear` run), and the last is the
  /// snapshot, gestures line included.
  ///
  /// ```swift
  /// let host = ViewHost(ReceiptView(store: store))
  /// assertSnapshot(of: host, as: .frame)
  /// ```
  public static var frame: Snapshotting<ViewHost, String> {
    frame(after: [])
  }

  /// The screen after performing `gestures` in order, drawing after each as the App does:
  /// one step of a flow per assertion. A gesture the screen does not offer fails the
  /// assertion with the host's message (what is possible instead).
  ///
  /// ```swift
  /// assertSnapshot(of: host, as: .frame(after: [.tap("Delete")]))
  /// ```
  public static func frame(after gestures: [Gesture]) -> Snapshotting<ViewHost, String> {
    SimplySnapshotting.lines.pullback { host in
      try FrameCapture.onMainActor {
        for gesture in gestures {
          _ = host.settle()
          do {
            try host.perform(gesture)
          } catch {
            throw FrameCapture.GestureFailed(gesture: gesture, error: error)
          }
        }
        return host.settle().last ?? ""
      }
    }
  }
}

extension Snapshotting where Value: View, Format == String {
  /// A view's screen in a fresh `ViewHost`, settled as the App prints it.
  public static var frame: Snapshotting<Value, String> {
    frame(after: [])
  }

  /// A view's screen in a fresh `ViewHost`, after performing `gestures` in order.
  public static func frame(after gestures: [Gesture]) -> Snapshotting<Value, String> {
    Snapshotting<ViewHost, String>.frame(after: gestures).pullback { view in
      // Views are main-actor values: the capture runs on the main thread (checked), where the
      // test made the view, so handing it over shares it with no other thread.
      nonisolated(unsafe) let view = view
      return try FrameCapture.onMainActor { ViewHost(view) }
    }
  }
}

/// Runs a frame's capture on the main actor, where views and hosts live, or explains why not.
enum FrameCapture {
  struct NotOnMainActor: Error, CustomStringConvertible {
    var description: String {
      "a frame is drawn on the main actor; mark the test (or its suite) @MainActor"
    }
  }

  struct GestureFailed: Error, CustomStringConvertible {
    let gesture: Gesture
    let error: any Error
    var description: String { "the gesture \(gesture) failed: \(error)" }
  }

  static func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
    guard Thread.isMainThread else { throw NotOnMainActor() }
    return try MainActor.assumeIsolated { try body() }
  }
}
