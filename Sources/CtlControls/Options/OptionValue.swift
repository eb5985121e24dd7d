import CtlJSON
import CtlRaster
import CtlUnicode

/// A value an option takes: read from a spec's JSON (`SpecDecodable`) or from its text form,
/// as a command line writes it ("#ff8800", "4,8,4,8", "0.5", "rounded-rect").
public protocol OptionValue: SpecDecodable, Sendable {
    /// Reads the text form; throws `OptionTextError` with the reason.
    init(optionText text: String) throws
    /// What the text form looks like, for help: "colour", "t,l,b,r".
    static var placeholder: String { get }
    /// The names the text form is one of, for a named choice; empty for any other value.
    static var choices: [String] { get }
    /// Whether a text form may begin with "-" (a negative number), so that a command line
    /// takes the next argument as the value whatever it looks like.
    static var mayBeginWithDash: Bool { get }
}

extension OptionValue {
    public static var choices: [String] { [] }
    public static var mayBeginWithDash: Bool { false }
}

/// Why the text form of a value was refused.
public struct OptionTextError: Error, CustomStringConvertible, Sendable {
    public let description: String
    /// The names a named choice takes, when the text named none of them.
    public let choices: [String]

    public init(_ reason: String, choices: [String] = []) {
        description = reason
        self.choices = choices
    }
}

extension OptionValue where Self: SpecEnum {
    public init(optionText text: String) throws {
        guard let value = Self(rawValue: text) else {
            throw OptionTextError("not one of its names", choices: Self.allCases.map(\.rawValue))
        }
        self = value
    }

    public static var choices: [String] { allCases.map(\.rawValue) }
}

extension Look: OptionValue { public static var placeholder: String { "look" } }
extension Appearance.Luminosity: OptionValue { public static var placeholder: String { "appearance" } }
extension Appearance.Contrast: OptionValue { public static var placeholder: String { "contrast" } }
extension LayoutDirection: OptionValue { public static var placeholder: String { "direction" } }
extension ParagraphDirection: OptionValue { public static var placeholder: String { "direction" } }
extension NineSlice.Mode: OptionValue { public static var placeholder: String { "mode" } }

extension Double: OptionValue {
    /// A finite number.
    public init(optionText text: String) throws {
        guard let v = Double(text.trimmingWhitespace()) else { throw OptionTextError("not a number") }
        guard v.isFinite else { throw OptionTextError("not a finite number") }
        self = v
    }

    public static var placeholder: String { "v" }
    public static var mayBeginWithDash: Bool { true }
}

/// Numbers separated by commas (`1,2,3`).
extension Array: OptionValue where Element == Double {
    public init(optionText text: String) throws { self = try OptionText.numbers(text) }
    public static var placeholder: String { "list" }
}

extension Int: OptionValue {
    /// A whole number.
    public init(optionText text: String) throws {
        guard let v = Int(text.trimmingWhitespace()) else {
            throw OptionTextError(Double(text) == nil ? "not a number" : "not a whole number")
        }
        self = v
    }

    public static var placeholder: String { "n" }
    public static var mayBeginWithDash: Bool { true }
}

extension String: OptionValue {
    public init(optionText text: String) { self = text }
    public static var placeholder: String { "text" }
    public static var mayBeginWithDash: Bool { true }
}

extension Color: OptionValue {
    /// The forms a colour's text takes.
    public static let textForms = "#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS name"

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or a CSS colour name.
    public init(optionText text: String) throws {
        guard let colour = Color(css: text) else {
            if let meant = NearestName.nearest(to: text, among: Color.cssNames) {
                throw OptionTextError("not a colour; did you mean \"\(meant)\"?")
            }
            throw OptionTextError("not a colour: use \(Color.textForms) (e.g. white, cornflowerblue)")
        }
        self = colour
    }

    public static var placeholder: String { "colour" }
}

extension EdgeInsets: OptionValue {
    /// `T,L,B,R` (UIKit's order) or one number for all four.
    public init(optionText text: String) throws {
        let v = try? OptionText.numbers(text)
        switch v?.count {
        case 1: self = EdgeInsets(all: v![0])
        case 4: self = EdgeInsets(top: v![0], left: v![1], bottom: v![2], right: v![3])
        default: throw OptionTextError("not T,L,B,R (four numbers of points, top, left, bottom, right) or one number "
                                       + "for all four")
        }
    }

    public static var placeholder: String { "t,l,b,r" }
    public static var mayBeginWithDash: Bool { true }
}

extension Point: OptionValue {
    /// `DX,DY`: an offset in points.
    public init(optionText text: String) throws {
        guard let v = try? OptionText.numbers(text), v.count == 2 else {
            throw OptionTextError("not DX,DY (two numbers of points, e.g. 0,-1)")
        }
        self = Point(v[0], v[1])
    }

    public static var placeholder: String { "dx,dy" }
    public static var mayBeginWithDash: Bool { true }
}

extension Size: OptionValue {
    /// `WxH` in points, both above 0.
    public init(optionText text: String) throws {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw OptionTextError("not WxH, a width and a height in points (e.g. 300x44)")
        }
        guard let size = Size(parsing: text), w.isFinite, h.isFinite else {
            throw OptionTextError("the width and the height must be finite numbers of points above 0, not "
                                  + "\(MessageNumber.text(w)) and \(MessageNumber.text(h))")
        }
        self = size
    }

    public static var placeholder: String { "WxH" }
    public static var mayBeginWithDash: Bool { true }
}

extension ControlState: OptionValue {
    /// A state by name (`highlighted`, `highlighted+selected`); a name close to one is refused
    /// with the state meant.
    public init(optionText text: String) throws {
        guard let state = ControlState(name: text) else {
            throw OptionTextError("\"\(text)\" is not a state\(ControlState.hint(for: text)) "
                + "(use \(ControlState.nameHelp))")
        }
        self = state
    }

    public static var placeholder: String { "state" }
}

/// Text forms made of several values.
public enum OptionText {
    /// Numbers separated by commas (`44,0,60`).
    public static func numbers(_ text: String) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard let bad = parts.first(where: { (try? Double(optionText: String($0))) == nil }) else {
            return try parts.map { try Double(optionText: String($0)) }
        }
        throw OptionTextError("\"\(bad)\" is not a number (give numbers separated by commas)")
    }

    /// Whole numbers separated by commas (`1,2`).
    public static func integers(_ text: String) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard let bad = parts.first(where: { (try? Int(optionText: String($0))) == nil }) else {
            return try parts.map { try Int(optionText: String($0)) }
        }
        throw OptionTextError("\"\(bad)\" is not a whole number (give whole numbers separated by commas)")
    }

    /// An angle in radians: radians (`1.2`, `-11pi/8`, `3π/8`) or degrees (`45deg`, `45°`).
    public static func radians(_ text: String) throws -> Double {
        guard let v = Radians.parse(text) else { throw OptionTextError("not an angle: use \(angleForms)") }
        return v
    }

    /// The forms `radians` accepts.
    public static let angleForms = "radians (1.2, -11pi/8, 3π/8) or degrees (45deg, 45°)"

    /// `[STATE=]VALUE`: the state before the first `=` when it names one, else normal and the
    /// whole text. A prefix close to a state name (`hilighted=Go`) is refused with the state meant.
    public static func stateValue<Value>(_ text: String, _ parse: (String) throws -> Value) throws
        -> (ControlState, Value) {
        if let eq = text.firstIndex(of: "=") {
            let prefix = String(text[..<eq])
            if let state = ControlState(name: prefix) {
                return (state, try parse(String(text[text.index(after: eq)...])))
            }
            if let meant = ControlState.suggestion(for: prefix) {
                throw OptionTextError("\"\(prefix)\" is not a state; did you mean \"\(meant)\"?")
            }
        }
        do {
            return (.normal, try parse(text))
        } catch let error as OptionTextError {
            // "hilighted=#fff": the mistake is the state (no value of ours holds "=").
            guard let eq = text.firstIndex(of: "=") else { throw error }
            throw OptionTextError("\"\(text[..<eq])\" is not a state: use \(ControlState.nameHelp)")
        }
    }
}
