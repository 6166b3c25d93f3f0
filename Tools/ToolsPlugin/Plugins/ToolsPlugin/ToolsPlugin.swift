import Foundation
import PackagePlugin

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swift package tools <subcommand> …`: the `tools` executable run from SwiftPM, with the same
/// arguments and the same code. One verb with the executable's own subcommands, so every command
/// line in the docs works both ways by putting `swift package` in front of it.
///
/// The plugin adds nothing but two environment variables: `TOOLS_PLUGIN=1`, so `tools` checks that
/// the sandbox lets it write what this command line writes (and names the flag if not), and
/// `TOOLS_CACHE_DIR`, so caches go to the plugin's work directory instead of the package.
@main
struct ToolsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "tools")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    var environment = ProcessInfo.processInfo.environment
    environment["TOOLS_PLUGIN"] = "1"
    environment["TOOLS_CACHE_DIR"] = context.pluginWorkDirectoryURL.path
    process.environment = environment
    // `performCommand` runs on a Dispatch worker, which blocks nearly every signal, and Foundation's
    // `Process` on Linux hands that mask to the child: `tools` would start deaf to SIGINT and
    // SIGTERM, and so would everything it starts. Started with none blocked, as from a shell.
    var none = sigset_t()
    var saved = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &saved)
    let started = Result { try process.run() }
    pthread_sigmask(SIG_SETMASK, &saved, nil)
    try started.get()
    process.waitUntilExit()
    // SwiftPM reports "Plugin ended with exit code N" and exits 1; N is the tool's own code.
    if process.terminationReason == .uncaughtSignal {
      Diagnostics.error("tools stopped by signal \(process.terminationStatus)")
      exit(2)
    }
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
  }
}
