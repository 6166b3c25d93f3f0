import AppShell
import Foundation

/// Turns the command line into a running session: picks the app (asking when none was
/// named), launches it once, opens the `--url`, then runs the script or reads commands.
///
/// Exit codes mean one thing each: 0 done, 1 a scripted command (or the `--url`) failed,
/// 2 the command line or the script file could not be used.
@MainActor
enum Launcher {
  static func run(_ arguments: Arguments, console: StandardConsole) async -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let context = LaunchContext(
      console: console, activity: Activity(),
      dataDirectory: DataDirectory.resolve(flag: arguments.dataDirectory, environment: environment),
      shopDirectory: DataDirectory.resolveShop(
        flag: arguments.dataDirectory, environment: environment),
      fresh: arguments.fresh)
    var script: (text: String, path: String)?
    if let path = arguments.script {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        console.err("app: cannot read the script \(path)")
        return 2
      }
      script = (text, path)
    }

    switch arguments.mode {
    case .help:
      console.out(Arguments.usage)
      return 0
    case let .map(rest):
      if rest.contains("--help") || rest.contains("-h") {
        console.out(MapCommand.usage)
        return 0
      }
      return await MapCommand.run(rest, console: console)
    case let .transcript(out, embed, scripts):
      return await Transcript.write(scripts: scripts, to: out, embed: embed, console: console)
    case .preview(nil):
      console.out(PreviewCatalog.listing)
      return 0
    case let .preview(name?):
      guard let app = PreviewCatalog.launch(name, context) else {
        console.err("app: no preview “\(name)”.\n" + PreviewCatalog.listing)
        return 2
      }
      let input = script == nil ? InteractiveLoop.standardInputLines() : nil
      return await drive(app, url: arguments.url, script: script, input: input, console: console)
    case let .app(choice):
      let input = script == nil ? InteractiveLoop.standardInputLines() : nil
      let target = choice.map(ScriptTarget.app) ?? script.flatMap { ScriptTarget(script: $0.text) }
      let app: LaunchedApp
      if let target {
        guard let launched = launch(target, context) else {
          console.err("app: the script names an unknown preview.\n" + PreviewCatalog.listing)
          return 2
        }
        app = launched
      } else if let input {
        guard let picked = await pick(from: input, console: console) else { return 0 }
        app = launch(picked, context)
      } else {
        console.err("app: name the app (app shop --script FILE) or declare it in the script: # app: shop")
        return 2
      }
      return await drive(app, url: arguments.url, script: script, input: input, console: console)
    }
  }

  static func launch(_ choice: AppChoice, _ context: LaunchContext) -> LaunchedApp {
    switch choice {
    case .shop: ShopApp.launch(context)
    case .bookshelf: Bookshelf.launch(context)
    }
  }

  static func launch(_ target: ScriptTarget, _ context: LaunchContext) -> LaunchedApp? {
    switch target {
    case let .app(choice): launch(choice, context)
    case let .preview(name): PreviewCatalog.launch(name, context)
    }
  }

  /// The launcher screen: asks until a person names an app; `nil` at end of input or `quit`.
  private static func pick(from input: AsyncStream<String>, console: StandardConsole) async
    -> AppChoice?
  {
    console.out(
      """
      Which app?
        1. shop       the Flow pattern's ShopFlow: Home → Checkout → Payment → Receipt
        2. bookshelf  the Bookshelf app: tabs, a stack, an editor sheet, a delete alert
      """)
    console.prompt("app> ")
    for await line in input {
      if !Terminal.isInteractive { console.out(line) }
      let answer = line.trimmingCharacters(in: .whitespaces)
      if ["q", "quit", "exit"].contains(answer.lowercased()) { return nil }
      if let choice = AppChoice(name: answer) { return choice }
      console.out("Type 1 or shop, 2 or bookshelf (or quit).")
      console.prompt("app> ")
    }
    return nil
  }

  /// Runs a launched app: banner, first frame, `--url`, then the script or the prompt.
  static func drive(
    _ app: LaunchedApp, url: URL?, script: (text: String, path: String)?,
    input: AsyncStream<String>? = nil, console: any Console
  ) async -> Int32 {
    defer {
      if let problem = app.onQuit?() { console.err("app: \(problem)") }
    }
    for line in app.banner { console.out(line) }
    await app.session.start()
    if let url {
      console.out("")
      console.out("> open \(url.absoluteString)    (--url)")
      do {
        _ = try await app.session.run(.gesture(.openURL(url)))
      } catch {
        console.out(error.message)
        console.err("app: --url \(url.absoluteString): \(error.message)")
        return 1
      }
    }
    if let script {
      let failure = await ScriptRunner(session: app.session, console: console)
        .run(script.text, file: script.path)
      return failure == nil ? 0 : 1
    }
    if let input {
      await InteractiveLoop(session: app.session, console: console, echo: !Terminal.isInteractive)
        .run(lines: input)
    }
    return 0
  }
}

/// Whether a person is typing: then the prompt is enough; when input is piped, each command
/// is echoed so the output reads as a transcript.
enum Terminal {
  static var isInteractive: Bool { isatty(0) == 1 }
}
