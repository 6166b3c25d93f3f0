import AppShell

/// Where the map's sessions print: nowhere. The map reads the state, not the frames printed.
@MainActor
final class SilentConsole: Console {
  func out(_ text: String) {}
  func err(_ text: String) {}
}
