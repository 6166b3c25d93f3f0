import AppFeature
import AppShell
import Foundation
import HeadlessUI
import Payment
import ShopFlow
import ThirdPartyShim

/// Random command lines into the App's shell (`AppShell.Session`) over both apps: valid
/// gestures for the current screen, mutated ones, numbers, shell commands and junk. Any line
/// may be refused with a message; none may crash the session, hang it, or leave a screen
/// without state behind.
@MainActor
public enum CommandFuzzer {
  public struct Summary: Sendable {
    public var lines = 0
    public var accepted = 0
    public var refused = 0
    public var seconds = 0.0
    public var failures: [String] = []
  }

  /// Half the lines into the shop, half into Bookshelf; a fresh session every 200 lines.
  public static func run(seed: UInt64, count: Int) async -> Summary {
    var rng = SplitMix64(seed: seed)
    var summary = Summary()
    let clock = ContinuousClock()
    let start = clock.now
    let watchdog = Watchdog(limit: .seconds(15))
    defer { watchdog.stop() }
    var remaining = count
    var round = 0
    while remaining > 0 {
      let batch = min(200, remaining)
      let (session, stop) = round % 2 == 0 ? shopSession() : bookshelfSession()
      await session.start()
      for _ in 0..<batch {
        let line = nextLine(&rng, gestures: session.host.availableGestures)
        summary.lines += 1
        watchdog.begin(line)
        do {
          _ = try await session.run(line: line)
          summary.accepted += 1
        } catch {
          summary.refused += 1
          if error.message.isEmpty {
            summary.failures.append("\(line.debugDescription): refused without a message")
          }
        }
        watchdog.end()
        if let frame = session.lastFrame,
          frame.contains("⚠ no navigationDestination") || frame.contains("(blank)")
        {
          summary.failures.append("\(line.debugDescription) left a screen without state:\n\(frame)")
        }
      }
      stop()
      remaining -= batch
      round += 1
    }
    summary.seconds = (clock.now - start) / .seconds(1)
    return summary
  }

  static let junk = [
    "", " ", "#", "tap", "tap ", "type", "type \"", "type \"Promo code", "alert", "open", "open ::::",
    "open shop://checkout/", "0", "-1", "99999999999999999999999", "1 2", "show nonsense", "expect",
    "expect \"\"", "help me", "quit now", "\u{0}", "\u{202E}tap Buy", "tap \u{200B}Buy", "t\tBuy",
    "🙂", "back back", "root 1", "dismiss now", "tab", "tab Nowhere", "toggle", "y Code", "o",
  ]

  /// A valid gesture now (60%), a mutant of one, a number, a shell command, or junk.
  static func nextLine(_ rng: inout SplitMix64, gestures: [AvailableGesture]) -> String {
    let valid = gestures.map { gesture -> String in
      switch gesture {
      case let .type(field):
        let quoted = field.contains(" ") ? "\"\(field)\"" : field
        return "type \(quoted) \(rng.pick(["SAVE10", "x", "", "Dune II", "  "]))"
      case .openURL:
        return "open \(rng.pick(DeepLinkCorpus.shopStrings + DeepLinkCorpus.bookshelfStrings))"
      default:
        return gesture.description
      }
    }
    switch rng.below(10) {
    case 0...5 where !valid.isEmpty: return rng.pick(valid)
    case 6 where !valid.isEmpty: return StringMutator(corpus: valid).next(&rng)
    case 7: return "\(rng.below(gestures.count + 3) - 1)"
    case 8: return rng.pick(["show", "s", "show nav", "nav", "help", "?", "expect Shop", "expect Library"])
    default: return rng.chance(50) ? rng.pick(junk) : StringMutator(corpus: junk + valid).next(&rng)
    }
  }

  /// The shop in a session, on instant payments and a clock whose timeout never fires.
  static func shopSession() -> (Session, () -> Void) {
    let clock = TestClock()
    let effects = EffectTracker()
    let store = Store(initialState: ShopFlow.State()) {
      effects.tracking { ShopFlow() }
    } withDependencies: {
      $0.continuousClock = clock
      $0.paymentClient = PaymentClient { "order-\($0.productID.prefix(20))" }
    }
    let session = Session(
      host: ViewHost(ShopFlowView(store: store)), activity: Activity(), effects: effects,
      console: RecordingConsole(),
      navigationReport: { "\(store.state.nav)" })
    session.observe(store)
    return (session, { effects.cancelAll() })
  }

  /// Bookshelf in a session, on memory storage.
  static func bookshelfSession() -> (Session, () -> Void) {
    let clock = TestClock()
    let world = World.test(MemoryLibrary(catalog: .sample))
    let effects = EffectTracker()
    let store = Store(initialState: world.initialState) {
      effects.tracking { AppFeature() }
    } withDependencies: {
      world.install(into: &$0)
      $0.continuousClock = clock
      $0.paymentClient = PaymentClient { "order-\($0.productID.prefix(20))" }
    }
    let session = Session(
      host: ViewHost(RootView(store: store)), activity: Activity(), effects: effects,
      console: RecordingConsole(),
      navigationReport: { "\(store.state.path)" })
    session.observe(store)
    return (session, { effects.cancelAll() })
  }

  /// One random script through the built `app` binary: it may stop at a refused line (exit
  /// 1), but must not crash (a signal) or hang (killed after 60 s).
  public static func runBinary(_ path: String, seed: UInt64, lines count: Int) -> String {
    var rng = SplitMix64(seed: seed)
    let app = rng.chance(50) ? "shop" : "bookshelf"
    var lines: [String] = []
    for _ in 0..<count {
      lines.append(
        rng.chance(70)
          ? rng.pick(["back", "root", "dismiss", "show", "nav", "1", "2", "3"]) : nextLine(&rng, gestures: [])
      )
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reliability-\(seed)-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("random.txt")
    guard (try? lines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)) != nil
    else {
      return "could not write \(script.path)"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [app, "--script", script.path, "--data-dir", directory.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return "could not run \(path): \(error)" }
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      return "HANG: \(app) script of \(count) lines (seed \(seed)) still running after 60 s"
    }
    if process.terminationReason == .uncaughtSignal || process.terminationStatus > 1 {
      return
        "CRASH: \(app) script (seed \(seed)) ended with status \(process.terminationStatus) (\(process.terminationReason == .uncaughtSignal ? "signal" : "exit"))"
    }
    return "ok: \(app) script of \(count) random lines ended with exit \(process.terminationStatus)"
  }
}
