import AppShell
import Foundation

/// The executable's entry point: reads the arguments, then launches an app, a preview or the
/// transcript, and exits with the launcher's code (0 done, 1 a scripted command failed,
/// 2 bad arguments).
@main
enum AppMain {
  static func main() async {
    let console = StandardConsole()
    let arguments: Arguments
    do {
      arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    } catch {
      console.err("app: \(error)\n\n\(Arguments.usage)")
      exit(2)
    }
    exit(await Launcher.run(arguments, console: console))
  }
}
