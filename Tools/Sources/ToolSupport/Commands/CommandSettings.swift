/// A command's options, each declared once with the field it sets: the parser reads the
/// arguments by these declarations, the help lists them, and the command's options value is
/// filled from them, so no command keeps a second list of `case "--x": options.x = …`.
public struct CommandSettings<Options>: Sendable {
  public let settings: [Setting<Options>]
  public let parser: OptionParser
  /// Where `--help` is kept, for an options value that carries it to its command.
  let help: (WritableKeyPath<Options, Bool> & Sendable)?

  public init(_ settings: [Setting<Options>], operands: [OptionParser.Operand] = []) {
    self.settings = settings
    self.parser = OptionParser(settings.map(\.option) + [.help], operands: operands)
    self.help = nil
  }

  /// Settings whose options value keeps whether `--help` was given at `help`.
  public init(
    _ settings: [Setting<Options>], operands: [OptionParser.Operand] = [],
    help: WritableKeyPath<Options, Bool> & Sendable
  ) {
    self.settings = settings
    self.parser = OptionParser(settings.map(\.option) + [.help], operands: operands)
    self.help = help
  }

  /// `options` with every setting the arguments give applied; what was read is returned too,
  /// for the checks between options (`--dry-run` goes with `--fix`) and the operands.
  public func parse(_ arguments: [String], into options: Options) throws(OptionError) -> (
    Options, ParsedOptions
  ) {
    let parsed = try parser.parse(arguments)
    var options = options
    for setting in settings where parsed.has(setting.option.key) {
      try setting.apply(&options, parsed)
    }
    if let help { options[keyPath: help] = parsed.flag("--help") }
    return (options, parsed)
  }
}

/// Whether a command goes on with its options read, or stops with an exit status.
public enum SettingsOutcome<Options> {
  case proceed(Options, ParsedOptions)
  case stop(Int32)
}

extension CommandSettings {
  /// How every command starts: the arguments read into `options`; `--help` writes `usage` to
  /// `out` and stops with 0; a mistake is told to `err` as `<command>: usage error: <what>` (with
  /// the usage after it when `usageOnError`) and stops with 2.
  public func read(
    _ arguments: [String], into options: Options, command: String, usage: String, usageOnError: Bool = false,
    out: (String) -> Void = { print($0, terminator: "") },
    err: (String) -> Void = CommandList.writeToStandardError
  ) -> SettingsOutcome<Options> {
    do {
      let (options, parsed) = try parse(arguments, into: options)
      if parsed.flag("--help") {
        out(usage.hasSuffix("\n") ? usage : usage + "\n")
        return .stop(ExitStatus.success.rawValue)
      }
      return .proceed(options, parsed)
    } catch {
      err("\(command): usage error: \(error.message)\n" + (usageOnError ? usage + "\n" : ""))
      return .stop(ExitStatus.cannotRun.rawValue)
    }
  }
}

/// One option and what it does to the command's options value.
public struct Setting<Options>: Sendable {
  public let option: CommandOption
  let apply: @Sendable (inout Options, ParsedOptions) throws(OptionError) -> Void

  /// Any option, with its own effect (a value checked by the command's rules).
  public init(
    _ option: CommandOption,
    apply: @escaping @Sendable (inout Options, ParsedOptions) throws(OptionError) -> Void
  ) {
    self.option = option
    self.apply = apply
  }

  /// A flag that sets `keyPath` to `value` (`--no-cache` sets `useCache` to false).
  public static func flag<Value: Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<Options, Value> & Sendable, _ value: Value, help: String
  ) -> Setting {
    Setting(CommandOption(name, help: help)) { options, _ in options[keyPath: keyPath] = value }
  }

  /// A flag that turns `keyPath` on.
  public static func flag(_ name: String, _ keyPath: WritableKeyPath<Options, Bool> & Sendable, help: String)
    -> Setting
  {
    flag(name, keyPath, true, help: help)
  }

  /// One value, kept as given.
  public static func value(
    _ name: String, _ placeholder: String, _ keyPath: WritableKeyPath<Options, String> & Sendable,
    help: String
  ) -> Setting {
    Setting(.value(name, placeholder, help: help)) { options, parsed in
      options[keyPath: keyPath] = parsed.value(name) ?? ""
    }
  }

  /// One value, kept as given, where none given is `nil`.
  public static func value(
    _ name: String, _ placeholder: String, _ keyPath: WritableKeyPath<Options, String?> & Sendable,
    help: String
  ) -> Setting {
    Setting(.value(name, placeholder, help: help)) { options, parsed in
      options[keyPath: keyPath] = parsed.value(name)
    }
  }

  /// A value given any number of times, every one kept in order.
  public static func repeated(
    _ name: String, _ placeholder: String, _ keyPath: WritableKeyPath<Options, [String]> & Sendable,
    help: String
  ) -> Setting {
    Setting(.repeated(name, placeholder, help: help)) { options, parsed in
      options[keyPath: keyPath] = parsed.values(name)
    }
  }

  /// A whole number of at least `minimum`.
  public static func count(
    _ name: String, _ placeholder: String, _ keyPath: WritableKeyPath<Options, Int> & Sendable, minimum: Int,
    help: String
  ) -> Setting {
    Setting(.value(name, placeholder, help: help)) { (options: inout Options, parsed) throws(OptionError) in
      if let number = try parsed.count(name, minimum: minimum) { options[keyPath: keyPath] = number }
    }
  }

  /// A whole number of at least `minimum`, where none given is `nil`.
  public static func count(
    _ name: String, _ placeholder: String, _ keyPath: WritableKeyPath<Options, Int?> & Sendable, minimum: Int,
    help: String
  ) -> Setting {
    Setting(.value(name, placeholder, help: help)) { (options: inout Options, parsed) throws(OptionError) in
      options[keyPath: keyPath] = try parsed.count(name, minimum: minimum)
    }
  }

  /// A number of at least 0 (seconds, a percentage).
  public static func number(
    _ name: String, _ placeholder: String, _ keyPath: WritableKeyPath<Options, Double> & Sendable,
    help: String
  ) -> Setting {
    Setting(.value(name, placeholder, help: help)) { (options: inout Options, parsed) throws(OptionError) in
      options[keyPath: keyPath] = try parsed.number(name)
    }
  }

  /// A number of at least 0, where none given is `nil`.
  public static func number(
    _ name: String, _ placeholder: String, _ keyPath: WritableKeyPath<Options, Double?> & Sendable,
    help: String
  ) -> Setting {
    Setting(.value(name, placeholder, help: help)) { (options: inout Options, parsed) throws(OptionError) in
      options[keyPath: keyPath] = try parsed.number(name)
    }
  }

  /// A duration in seconds, more than 0 (a limit of no time is a mistake, not "no limit").
  public static func seconds(
    _ name: String, _ placeholder: String, _ keyPath: WritableKeyPath<Options, Double> & Sendable,
    help: String
  ) -> Setting {
    Setting(.value(name, placeholder, help: help)) { (options: inout Options, parsed) throws(OptionError) in
      options[keyPath: keyPath] = try parsed.seconds(name)
    }
  }

  /// One of a fixed set of names (`--format human|json`); another is refused naming them all.
  public static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ placeholder: String, _ keyPath: WritableKeyPath<Options, Choice> & Sendable,
    help: String
  ) -> Setting where Choice.RawValue == String {
    Setting(.value(name, placeholder, help: help)) { (options: inout Options, parsed) throws(OptionError) in
      options[keyPath: keyPath] = try parsed.choice(name)
    }
  }

  /// One of a fixed set of names, where none given is `nil`.
  public static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ placeholder: String, _ keyPath: WritableKeyPath<Options, Choice?> & Sendable,
    help: String
  ) -> Setting where Choice.RawValue == String {
    Setting(.value(name, placeholder, help: help)) { (options: inout Options, parsed) throws(OptionError) in
      options[keyPath: keyPath] = try parsed.choice(name) as Choice
    }
  }
}

extension ParsedOptions {
  /// The value of `name` as one of `Choice`'s names; another is refused naming them all.
  func choice<Choice: RawRepresentable & CaseIterable>(_ name: String) throws(OptionError) -> Choice
  where Choice.RawValue == String {
    let text = value(name) ?? ""
    guard let choice = Choice(rawValue: text) else {
      throw OptionError("\(name) must be \(Choice.allCases.map(\.rawValue).listed), not '\(text)'")
    }
    return choice
  }

  /// The seconds given to `name`: finite and more than 0.
  func seconds(_ name: String) throws(OptionError) -> Double {
    let text = value(name) ?? ""
    guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
      throw OptionError("\(name) needs a positive number of seconds, not '\(text)'")
    }
    return seconds
  }

  /// The number given to `name`, finite and at least 0.
  func number(_ name: String) throws(OptionError) -> Double {
    let text = value(name) ?? ""
    guard let number = Double(text), number >= 0, number.isFinite else {
      throw OptionError("\(name) needs a non-negative number, not '\(text)'")
    }
    return number
  }
}

extension Array where Element == String {
  /// `a, b or c`.
  var listed: String {
    count < 2 ? joined() : dropLast().joined(separator: ", ") + " or " + (last ?? "")
  }
}
