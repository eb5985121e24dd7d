import CtlRaster

/// Why an SVG file could not be read: what went wrong and where.
public struct SVGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Where in the file, or nil when the problem is the whole document (its size, say).
    public var position: XMLPosition?
    public var message: String
    /// The limit gone over, when that is the reason (`message` is then its description): the
    /// document asks for more than `RenderLimits.current` allows.
    public var limit: LimitExceeded?

    public init(_ message: String, at position: XMLPosition?) {
        self.message = message
        self.position = position
    }

    /// A limit gone over by what is at `position`.
    public init(limit: LimitExceeded, at position: XMLPosition?) {
        self.message = limit.description
        self.position = position
        self.limit = limit
    }

    /// `line:column: message`, or the message alone when there is no position.
    public var description: String {
        if let position { return "\(position): \(message)" }
        return message
    }
}

/// An element left out of the drawing, as a browser would leave it out: what, where, why.
public struct SVGSkip: Hashable, Sendable, CustomStringConvertible {
    /// The element's name (`foreignObject`, `feTurbulence`, `text`).
    public var element: String
    public var position: XMLPosition
    public var reason: String

    public init(element: String, position: XMLPosition, reason: String) {
        self.element = element
        self.position = position
        self.reason = reason
    }

    public var description: String { "\(position): <\(element)> skipped: \(reason)" }
}
