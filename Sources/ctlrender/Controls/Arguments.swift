import ArgumentParser
import CtlControls
import CtlJSON
import CtlRaster

// Value types of the control options, as command-line arguments.

extension Color: ExpressibleByArgument {
    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or a CSS colour name.
    public init?(argument: String) { self.init(css: argument) }
}

extension Size: ExpressibleByArgument {
    /// `WxH` in points.
    public init?(argument: String) { self.init(parsing: argument) }

    /// `WxH` in points, or an error that says what is wrong with it (`--size`'s transform).
    static func parseArgument(_ text: String) throws -> Size {
        if let size = Size(parsing: text) { return size }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        if parts.count == 2, let w = parts[0], let h = parts[1] {
            throw ValidationError("the width and the height must be finite numbers of points above 0, not "
                + "\(w.formatted) and \(h.formatted)")
        }
        throw ValidationError("not a size: use WIDTHxHEIGHT in points, e.g. 300x44")
    }
}

private extension Double {
    /// 0 not 0.0, for messages.
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : "\(self)" }
}

extension EdgeInsets: ExpressibleByArgument {
    /// `T,L,B,R` (UIKit's order) or one number for all four.
    public init?(argument: String) {
        let v = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard v.allSatisfy({ $0 != nil && $0!.isFinite }) else { return nil }
        switch v.count {
        case 1: self.init(all: v[0]!)
        case 4: self.init(top: v[0]!, left: v[1]!, bottom: v[2]!, right: v[3]!)
        default: return nil
        }
    }
}

extension Point: ExpressibleByArgument {
    /// `X,Y` (an offset in points).
    public init?(argument: String) {
        let v = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard v.count == 2, let x = v[0], let y = v[1], x.isFinite, y.isFinite else { return nil }
        self.init(x, y)
    }
}

extension Look: ExpressibleByArgument {}

/// `[STATE=]VALUE`: a value of a per-state feature, for normal when no state is given
/// (`--title Sign\ In`, `--title-color highlighted=#ffffff`). A prefix that is not a state but
/// close to one (`hilighted=…`) is refused, not taken as part of the value; `Failure` then
/// names the state meant (`misspeltState(in:)`).
struct StateValue<Value: ExpressibleByArgument>: ExpressibleByArgument {
    var state: ControlState
    var value: Value

    init?(argument: String) {
        if let eq = argument.firstIndex(of: "="), let state = ControlState(name: String(argument[..<eq])),
           let value = Value(argument: String(argument[argument.index(after: eq)...])) {
            self.state = state
            self.value = value
        } else if StateValues.misspeltState(in: argument) != nil {
            return nil
        } else if let value = Value(argument: argument) {
            state = .normal
            self.value = value
        } else {
            return nil
        }
    }
}

/// What `StateValue` shares across its value types.
enum StateValues {
    /// The state meant by the prefix of `argument` (`hilighted=Go` → `highlighted`), when the
    /// prefix is no state but close to one.
    static func misspeltState(in argument: String) -> String? {
        guard let eq = argument.firstIndex(of: "=") else { return nil }
        let prefix = String(argument[..<eq])
        guard ControlState(name: prefix) == nil else { return nil }
        return ControlState.suggestion(for: prefix)
    }

    /// ArgumentParser's "The value 'hilighted=Go' is invalid for '--title …'" with
    /// `; did you mean "highlighted=Go"?` added to its first line when the prefix is a misspelt
    /// state, or the colour meant for a misspelt colour name (`--tint bleu` → "blue").
    static func annotate(_ message: String) -> String {
        let opening = "The value '"
        guard message.hasPrefix(opening), let close = message.range(of: "' is invalid for '") else { return message }
        let value = String(message[message.index(message.startIndex, offsetBy: opening.count)..<close.lowerBound])
        let lineEnd = message.firstIndex(of: "\n") ?? message.endIndex
        var meant: String?
        if let state = misspeltState(in: value), let eq = value.firstIndex(of: "=") {
            meant = state + value[eq...]
        } else if message[close.upperBound..<lineEnd].contains("colour>") {
            let eq = value.firstIndex(of: "=").map { value.index(after: $0) } ?? value.startIndex
            meant = NearestName.nearest(to: String(value[eq...]), among: Color.cssNames).map { value[..<eq] + $0 }
        }
        guard let meant else { return message }
        return message[..<lineEnd] + "; did you mean \"\(meant)\"?" + message[lineEnd...]
    }
}

extension PerState {
    /// Sets the entries given on the command line, later ones winning.
    mutating func set<A: ExpressibleByArgument>(_ arguments: [StateValue<A>], _ transform: (A) throws -> Value)
        rethrows {
        for a in arguments { self[a.state] = try transform(a.value) }
    }
}

extension PerState where Value: ExpressibleByArgument {
    /// Sets the entries given on the command line, later ones winning.
    mutating func set(_ arguments: [StateValue<Value>]) {
        for a in arguments { self[a.state] = a.value }
    }
}

/// `[LEFT/RIGHT=]PNG`: a divider image for a pair of segment states (`selected/normal=d.png`),
/// or for every pair when no states are given.
struct DividerArgument: ExpressibleByArgument {
    var key: DividerKey
    var path: String

    init?(argument: String) {
        if let eq = argument.firstIndex(of: "="), let key = DividerKey(name: String(argument[..<eq])) {
            self.key = key
            path = String(argument[argument.index(after: eq)...])
        } else {
            key = DividerKey(left: .normal, right: .normal)
            path = argument
        }
        guard !path.isEmpty else { return nil }
    }

    /// Loads each argument's image into `images`.
    static func load(_ arguments: [DividerArgument], into images: inout DividerImages) throws {
        for a in arguments { images[a.key] = try ControlImage.load(path: a.path) }
    }
}
