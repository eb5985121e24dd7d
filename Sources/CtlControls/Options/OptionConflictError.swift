/// Options given together that a control takes one at a time (a bar button item's title,
/// image and system item): a setter throws it when `OptionContext.given` names more than one
/// of them. A command line reports it as a usage error.
public struct OptionConflictError: Error, CustomStringConvertible, Sendable {
    /// What the options allow.
    public enum Rule: Sendable {
        /// One of them at a time ("give one of title, image and system").
        case oneOf
        /// Not both ("on and off cannot be used together").
        case notTogether
    }

    /// The names of the options, in the order of their declarations.
    public let names: [String]
    public let rule: Rule

    public init(_ names: [String], rule: Rule = .oneOf) {
        self.names = names
        self.rule = rule
    }

    /// Throws unless `context` gives at most one of `names`.
    public static func check(_ names: [String], _ context: OptionContext) throws {
        if names.filter(context.given.contains).count > 1 { throw OptionConflictError(names) }
    }

    /// "give one of title, image and system", each name spelt by `spell` (a command line puts
    /// "--" before it).
    public func message(spelling spell: (String) -> String = { $0 }) -> String {
        let spelled = names.map(spell)
        if rule == .notTogether { return spelled.joined(separator: " and ") + " cannot be used together" }
        guard let last = spelled.last, spelled.count > 1 else { return "give \(spelled.first ?? "")" }
        return "give one of \(spelled.dropLast().joined(separator: ", ")) and \(last)"
    }

    public var description: String { message() }
}
