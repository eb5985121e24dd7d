/// One option of a control (or of the rendering): declared once, with its name, value, help and
/// spec key, and read from a spec, from a command line, and into the reference from that one
/// declaration.
///
/// A control lists its options in `Control.options`, in the order they apply: the command line
/// reads every value first (so a bad value is refused before any file is read), then applies
/// the options in this order, whatever order they were given in, each over what the spec set.
/// The spec decoder reads the keys in the same order.
public struct ControlOption<Root>: Sendable {
    /// How an option takes its values.
    public typealias Form = OptionInfo.Form

    /// The declaration without its type: name, key, help, value form. What the reference,
    /// `states` and `list` show.
    public let info: OptionInfo

    /// What setting an option to one of its values does to a root; the options given are in
    /// `OptionContext`.
    public typealias Setter = @Sendable (inout Root, OptionContext) throws -> Void

    /// Reads one text value ("true"/"false" for a flag) into what setting it does; throws
    /// `OptionTextError`.
    let readText: @Sendable (String) throws -> Setter
    /// Reads the spec's value of `key` into a root, if present.
    let readSpec: (@Sendable (SpecObject, inout Root) throws -> Void)?

    public init(_ name: String, aliases: [String] = [], key: String?, help: String, placeholder: String,
                form: Form, choices: [String] = [], takesDashValues: Bool = false,
                text readText: @escaping @Sendable (String) throws -> Setter,
                spec readSpec: (@Sendable (SpecObject, inout Root) throws -> Void)?) {
        info = OptionInfo(name: name, aliases: aliases, key: key, help: help, placeholder: placeholder, form: form,
                          choices: choices, takesDashValues: takesDashValues)
        self.readText = readText
        self.readSpec = readSpec
    }

    /// The option's name ("title-color").
    public var name: String { info.name }

    /// What setting this option to `text` does; throws `OptionTextError` for a text it refuses.
    public func setter(for text: String) throws -> Setter { try readText(text) }

    /// Reads this option's key from `spec` into `root`, if the spec writes it.
    public func read(_ spec: SpecObject, into root: inout Root) throws { try readSpec?(spec, &root) }
}

/// What is known of an option without its root type (`ControlOption.info`).
public struct OptionInfo: Sendable, Equatable {
    /// How an option takes its values.
    public enum Form: String, Sendable, Equatable {
        /// One value; a later one replaces an earlier one.
        case value
        /// `[STATE=]VALUE`, repeatable: a value per control state (a `PerState`).
        case perState
        /// Repeatable: every value given counts.
        case list
        /// No value: given means on.
        case flag
        /// No value, in two spellings: on (`name`) and off (`no-name`).
        case invertibleFlag
    }

    /// The option's name in lower case with dashes ("title-color"); a command line writes it
    /// after "--".
    public let name: String
    /// Other names it answers to ("min" for "minimum-value").
    public let aliases: [String]
    /// The key of a spec object that holds the same setting ("titleColor"); nil when a spec
    /// writes it another way (a segment's image inside "segments") or not at all.
    public let key: String?
    /// What the option does, with its default. Another option is named in braces
    /// (`{title-shadow-offset}`), for each reader to spell as it names options (a command line:
    /// `--title-shadow-offset`); `help(naming:)` does it.
    public let help: String
    /// What its text form looks like ("[state=]colour"); empty for a flag.
    public let placeholder: String
    public let form: Form
    /// The names a named choice takes, listed after the help; empty for other values.
    public let choices: [String]
    /// Whether a value may begin with "-", so that the next argument is taken as the value
    /// whatever it looks like.
    public let takesDashValues: Bool

    /// The help with each `{option}` spelt by `spell` ("--" and the name, on a command line).
    public func help(naming spell: (String) -> String) -> String {
        var text = ""
        var rest = Substring(help)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open] + spell(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }

    /// Whether the option takes no value.
    public var isFlag: Bool { form == .flag || form == .invertibleFlag }
    /// Whether it may be given more than once, every value counting.
    public var isRepeatable: Bool { form == .perState || form == .list }
}

/// What a setter may need to know of the other options given.
public struct OptionContext: Sendable {
    /// The names of the options given on the command line.
    public var given: Set<String>
    /// Whether a spec file gave the starting configuration.
    public var hasSpec: Bool
    /// Which value of its option this is, from 0: a repeatable option that replaces a list
    /// (tab-bar's items) empties it at its first value.
    public var valueIndex: Int

    public init(given: Set<String> = [], hasSpec: Bool = false, valueIndex: Int = 0) {
        self.given = given
        self.hasSpec = hasSpec
        self.valueIndex = valueIndex
    }
}

extension Array {
    /// Reads every option's key from `spec` into `root`, in the order of the declarations.
    public func read<Root>(_ spec: SpecObject, into root: inout Root) throws where Element == ControlOption<Root> {
        for option in self { try option.read(spec, into: &root) }
    }
}
