/// Reads a command's arguments by its declared options, and writes their part of its help. One
/// parser for every command that uses it, so `--root=DIR` and `--root DIR` mean the same, and every
/// mistake is told the same way: which option, and what it wanted.
public struct OptionParser: Sendable {
  public let options: [CommandOption]
  /// What the words that are not options stand for (`FILE.md...`), for the help; with none,
  /// such words are refused.
  public let operands: [Operand]

  /// Words a command takes beside its options, declared for the help as options are.
  public struct Operand: Sendable {
    public let synopsis: String
    public let help: String
    public init(_ synopsis: String, help: String) {
      self.synopsis = synopsis
      self.help = help
    }
  }

  public init(_ options: [CommandOption], operands: [Operand] = []) {
    self.options = options
    self.operands = operands
  }

  var takesOperands: Bool { !operands.isEmpty }

  /// The arguments read; a word after `--` is an operand even when it starts with `-`.
  public func parse(_ arguments: [String]) throws(OptionError) -> ParsedOptions {
    var parsed = ParsedOptions()
    var index = 0
    var onlyOperands = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
        guard takesOperands else { throw OptionError("unexpected argument '\(argument)' (see --help)") }
        parsed.operands.append(argument)
        continue
      }
      if argument == "--" {
        onlyOperands = true
        continue
      }
      // `--name=value` for an option that takes a value.
      let (name, inlineValue): (String, String?) = {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
          return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
      }()
      guard let option = options.first(where: { $0.names.contains(name) }) else {
        throw OptionError("unknown option '\(name)' (see --help)")
      }
      guard let placeholder = option.placeholder else {
        if inlineValue != nil { throw OptionError("\(name) takes no value") }
        parsed.flags.insert(option.key)
        continue
      }
      if case .list = option.kind {
        if inlineValue != nil {
          throw OptionError("\(name) takes the words after it, not '=\(inlineValue ?? "")'")
        }
        var words: [String] = []
        while index < arguments.count, !arguments[index].hasPrefix("--") {
          words.append(arguments[index])
          index += 1
        }
        parsed.values[option.key, default: []] += words
        continue
      }
      if case .pair = option.kind {
        guard inlineValue == nil, index + 1 < arguments.count, !isOptionName(arguments[index]),
          !isOptionName(arguments[index + 1])
        else { throw OptionError("\(name) needs two values (\(placeholder))") }
        parsed.values[option.key] = [arguments[index], arguments[index + 1]]
        index += 2
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !isOptionName(arguments[index]) {
        // Another option where the value belongs is a value forgotten, not a value.
        value = arguments[index]
        index += 1
      } else {
        throw OptionError("\(name) needs a value (\(placeholder))")
      }
      if case .repeated = option.kind {
        parsed.values[option.key, default: []].append(value)
      } else {
        parsed.values[option.key] = [value]
      }
    }
    return parsed
  }

  private func isOptionName(_ word: String) -> Bool {
    options.contains { $0.names.contains(word) }
  }

  /// The `options:` section of a help text: each option's synopsis, its help aligned beside it
  /// (continuation lines under it), or on the next line when the synopsis is too wide.
  public var help: String {
    let entries = options.map { ($0.synopsis, $0.help) } + operands.map { ($0.synopsis, $0.help) }
    let column = min((entries.map(\.0.count).max() ?? 0) + 4, 28)
    var text = "options:\n"
    for (synopsis, help) in entries {
      let lines = help.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      let indent = String(repeating: " ", count: column)
      var first = "  " + synopsis
      if first.count + 1 > column {
        text += first + "\n"
        first = indent
      } else {
        first += String(repeating: " ", count: column - first.count)
      }
      text += first + (lines.first ?? "") + "\n"
      for line in lines.dropFirst() { text += indent + line + "\n" }
    }
    return text
  }
}

/// What the arguments said, by each option's long name.
public struct ParsedOptions: Sendable, Equatable {
  var flags: Set<String> = []
  var values: [String: [String]] = [:]
  /// The words that were not options, in order.
  public var operands: [String] = []

  public init() {}

  /// Whether the flag `name` was given.
  public func flag(_ name: String) -> Bool { flags.contains(name) }
  /// The value of `name`, the last one when given more than once.
  public func value(_ name: String) -> String? { values[name]?.last }
  /// Every value of a repeatable `name`, in order.
  public func values(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether `name` was given at all (a list option may be given with no words).
  public func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

  /// The two values of a pair option `name`; nil when not given.
  public func pair(_ name: String) -> (String, String)? {
    guard let both = values[name], both.count == 2 else { return nil }
    return (both[0], both[1])
  }

  /// The whole number given to `name`, at least `minimum`; nil when not given.
  public func count(_ name: String, minimum: Int) throws(OptionError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), number >= minimum else {
      throw OptionError("\(name) needs a whole number ≥ \(minimum), not '\(text)'")
    }
    return number
  }
}

/// A mistake in a command's arguments: which option, and what it wanted. Always exit 2.
public struct OptionError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
