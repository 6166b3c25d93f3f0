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
///
/// With `TOOLS_PLUGIN_TIMING` set it also prints, on stderr, the seconds from its own start to the
/// tool's exit: `check-imports bench-plugin` compares that with the executable, since subtracting
/// SwiftPM's start from the whole run leaves a figure smaller than SwiftPM's own jitter.
@main
struct ToolsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let start = DispatchTime.now().uptimeNanoseconds
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
    if ProcessInfo.processInfo.environment["TOOLS_PLUGIN_TIMING"] != nil {
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      FileHandle.standardError.write(
        Data(
          "tools-plugin: \(String(format: "%.6f", seconds)) s from the plugin's start to the tool's exit\n"
            .utf8))
    }
    // SwiftPM reports "Plugin ended with exit code N" and exits 1; N is the tool's own code.
    if process.terminationReason == .uncaughtSignal {
      Diagnostics.error("tools stopped by signal \(process.terminationStatus)")
      exit(2)
    }
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
  }
}
