import ArgumentParser
import CtlControls
import CtlJSON
import CtlRaster

// Value types of the options, as command-line arguments.
//
// One mechanism for every value we read ourselves: an option names its parser as `transform:`
// (`@Option(parsing: .unconditional, help: …, transform: Parse.number)`), and the parser
// returns the value or throws `InvalidArgument` with the reason, which ArgumentParser prints
// after the option: "The value 'abc' is invalid for '--value <v>': not a number". (An
// `ExpressibleByArgument` init can only return nil, which loses the reason.) Options whose
// value may begin with "-" (numbers, lists of numbers, offsets, insets, angles, indices) take
// `parsing: .unconditional`: the next argument is the value whatever it looks like, so
// `--value -1` is the value -1, and an option at the end of the line is still missing its value.
// Named choices (looks, styles, modes) stay `ExpressibleByArgument` enums: ArgumentParser lists
// the valid names itself.

/// Why a value on the command line was refused; ArgumentParser prints it after the option's name.
struct InvalidArgument: Error, CustomStringConvertible {
    let description: String

    init(_ reason: String) { description = reason }
}

/// The parsers of option values (see above). Each throws `InvalidArgument` with the reason.
enum Parse {
    /// A finite number.
    static func number(_ text: String) throws -> Double {
        guard let v = Double(text.trimmingWhitespace()) else { throw InvalidArgument("not a number") }
        guard v.isFinite else { throw InvalidArgument("not a finite number") }
        return v
    }

    /// A whole number.
    static func integer(_ text: String) throws -> Int {
        guard let v = Int(text.trimmingWhitespace()) else {
            throw InvalidArgument(Double(text) == nil ? "not a number" : "not a whole number")
        }
        return v
    }

    /// Numbers separated by commas (`44,0,60`).
    static func numbers(_ text: String) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard let bad = parts.first(where: { (try? number(String($0))) == nil }) else {
            return try parts.map { try number(String($0)) }
        }
        throw InvalidArgument("\"\(bad)\" is not a number (give numbers separated by commas)")
    }

    /// Whole numbers separated by commas (`1,2`).
    static func integers(_ text: String) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard let bad = parts.first(where: { (try? integer(String($0))) == nil }) else {
            return try parts.map { try integer(String($0)) }
        }
        throw InvalidArgument("\"\(bad)\" is not a whole number (give whole numbers separated by commas)")
    }

    /// `WxH` in points, both above 0.
    static func size(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw InvalidArgument("not WxH, a width and a height in points (e.g. 300x44)")
        }
        guard let size = Size(parsing: text), w.isFinite, h.isFinite else {
            throw InvalidArgument("the width and the height must be finite numbers of points above 0, not "
                                  + "\(w.shortDescription) and \(h.shortDescription)")
        }
        return size
    }

    /// `T,L,B,R` (UIKit's order) or one number for all four.
    static func insets(_ text: String) throws -> EdgeInsets {
        let v = try? numbers(text)
        switch v?.count {
        case 1: return EdgeInsets(all: v![0])
        case 4: return EdgeInsets(top: v![0], left: v![1], bottom: v![2], right: v![3])
        default: throw InvalidArgument("not T,L,B,R (four numbers of points, top, left, bottom, right) or one number "
                                       + "for all four")
        }
    }

    /// `DX,DY`: an offset in points.
    static func offset(_ text: String) throws -> Point {
        guard let v = try? numbers(text), v.count == 2 else {
            throw InvalidArgument("not DX,DY (two numbers of points, e.g. 0,-1)")
        }
        return Point(v[0], v[1])
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or a CSS colour name.
    static func color(_ text: String) throws -> Color {
        guard let colour = Color(css: text) else {
            if let meant = NearestName.nearest(to: text, among: Color.cssNames) {
                throw InvalidArgument("not a colour; did you mean \"\(meant)\"?")
            }
            throw InvalidArgument("not a colour: use \(OptionHelp.colourForms) (e.g. white, cornflowerblue)")
        }
        return colour
    }

    /// An angle, in radians: radians (`1.2`, `-11pi/8`, `3π/8`) or degrees (`45deg`, `45°`).
    static func radians(_ text: String) throws -> Double {
        guard let v = Radians.parse(text) else {
            throw InvalidArgument("not an angle: use \(OptionHelp.angleForms)")
        }
        return v
    }

    /// An item's index from 0, or `none` (also -1 or any negative number).
    static func index(_ text: String) throws -> ItemIndex {
        if text == "none" { return ItemIndex(index: nil) }
        guard let n = Int(text.trimmingWhitespace()) else {
            throw InvalidArgument("not an index: give a whole number from 0, or none")
        }
        return ItemIndex(index: n >= 0 ? n : nil)
    }

    /// A state by name (`highlighted`, `highlighted+selected`, `selected,highlighted`); a name
    /// close to one is refused with the state meant.
    static func state(_ text: String) throws -> ControlState {
        guard let state = ControlState(name: text) else {
            throw InvalidArgument("\"\(text)\" is not a state\(ControlState.hint(for: text)) "
                + "(use \(ControlState.nameHelp))")
        }
        return state
    }

    /// `[STATE=]VALUE`, the value read by `value`.
    static func stateValue<Value>(_ value: @escaping @Sendable (String) throws -> Value)
        -> @Sendable (String) throws -> StateValue<Value> {
        { text in try StateValue(text, value: value) }
    }

    /// `[STATE=]TEXT`: a text or a path, for normal when no state is given.
    static func stateString(_ text: String) throws -> StateValue<String> {
        try StateValue(text) { $0 }
    }
}

/// An item's index on the command line (`Parse.index`); nil for none.
struct ItemIndex {
    var index: Int?
}

/// `[STATE=]VALUE`: a value of a per-state feature, for normal when no state is given
/// (`--title Sign\ In`, `--title-color highlighted=#ffffff`). A prefix that is no state but
/// close to one (`hilighted=Go`) is refused with the state meant, not taken as part of the value.
struct StateValue<Value> {
    var state: ControlState
    var value: Value

    /// The state before the first `=` when it names one, else the whole text for normal.
    init(_ text: String, value parse: (String) throws -> Value) throws {
        if let eq = text.firstIndex(of: "=") {
            let prefix = String(text[..<eq])
            if let state = ControlState(name: prefix) {
                self.state = state
                value = try parse(String(text[text.index(after: eq)...]))
                return
            }
            if let meant = ControlState.suggestion(for: prefix) {
                throw InvalidArgument("\"\(prefix)\" is not a state; did you mean \"\(meant)\"?")
            }
        }
        state = .normal
        do {
            value = try parse(text)
        } catch let error as InvalidArgument {
            // "hilighted=#fff": the mistake is the state (no value of ours holds "=").
            guard let eq = text.firstIndex(of: "=") else { throw error }
            throw InvalidArgument("\"\(text[..<eq])\" is not a state: use \(ControlState.nameHelp)")
        }
    }
}

extension PerState {
    /// Sets the entries given on the command line, later ones winning.
    mutating func set<A>(_ arguments: [StateValue<A>], _ transform: (A) throws -> Value) rethrows {
        for a in arguments { self[a.state] = try transform(a.value) }
    }

    /// Sets the entries given on the command line, later ones winning.
    mutating func set(_ arguments: [StateValue<Value>]) {
        for a in arguments { self[a.state] = a.value }
    }
}

/// `[LEFT/RIGHT=]PNG`: a divider image for a pair of segment states (`selected/normal=d.png`),
/// or for every pair when no states are given.
struct DividerArgument {
    var key: DividerKey
    var path: String

    static func parse(_ text: String) throws -> DividerArgument {
        var argument: DividerArgument
        if let eq = text.firstIndex(of: "="), let key = DividerKey(name: String(text[..<eq])) {
            argument = DividerArgument(key: key, path: String(text[text.index(after: eq)...]))
        } else {
            argument = DividerArgument(key: DividerKey(left: .normal, right: .normal), path: text)
        }
        guard !argument.path.isEmpty else { throw InvalidArgument("no PNG given") }
        return argument
    }

    /// Loads each argument's image into `images`.
    static func load(_ arguments: [DividerArgument], into images: inout DividerImages) throws {
        for a in arguments { images[a.key] = try ControlImage.load(path: a.path) }
    }
}

extension Look: ExpressibleByArgument {}
extension NineSlice.Mode: ExpressibleByArgument {}

private extension Double {
    /// 0 rather than 0.0, for messages.
    var shortDescription: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : "\(self)" }
}
