/// The line break opportunities of a text (UAX #14, Unicode 15.0.0, rules LB1–LB31 without
/// tailoring), in order.
///
/// ```swift
/// let text = "Hello, world (again)!"
/// for opportunity in LineBreaks(text.unicodeScalars) {
///     // opportunity.index: the String.Index of the scalar a line may start with
/// }
/// ```
/// The position before the first scalar is never an opportunity (LB2); the end of a non-empty
/// text always is, and is mandatory (LB3). An empty text has none. Rule LB25 (numbers) is the
/// regular-expression form of UAX #14's example 7, which the conformance file expects. Rule
/// LB1 resolves SA (Thai, Lao, Khmer, Myanmar…) without a dictionary: a run of those scripts
/// has no opportunity inside it (see `LineBreakClass.resolved`).
///
/// Opportunities are found as they are asked for: each costs the scalars up to it, so the
/// whole text costs O(n), and `LineBreaks.Iterator.next(through:)` walks no further than
/// asked.
public struct LineBreaks<Scalars: Collection>: Sequence where Scalars.Element == Unicode.Scalar {
    /// The text.
    public let scalars: Scalars

    /// The opportunities of `scalars` (e.g. a `String.UnicodeScalarView` or an `[Unicode.Scalar]`).
    public init(_ scalars: Scalars) {
        self.scalars = scalars
    }

    public func makeIterator() -> Iterator {
        Iterator(scalars)
    }

    /// Walks a text and yields its line break opportunities in order.
    public struct Iterator: IteratorProtocol {
        private let scalars: Scalars
        /// The next scalar to decide the break before (the end index once the scalars are taken).
        private var position: Scalars.Index
        private var rules = LineBreakRules()
        private var isFinished = false

        init(_ scalars: Scalars) {
            self.scalars = scalars
            position = scalars.startIndex
        }

        /// The next opportunity, or nil after the end of the text.
        public mutating func next() -> LineBreakOpportunity<Scalars.Index>? {
            next(through: scalars.endIndex)
        }

        /// The next opportunity at or before `limit`, or nil when there is none up to `limit`
        /// (a later call with a larger limit goes on from there). The scalars after `limit` are
        /// not taken, except to look past a "(" or "-" for a digit (LB25).
        public mutating func next(through limit: Scalars.Index) -> LineBreakOpportunity<Scalars.Index>? {
            while !isFinished && position <= limit {
                let index = position
                guard index < scalars.endIndex else {
                    isFinished = true
                    // LB3; an empty text has no opportunity.
                    return index == scalars.startIndex ? nil : LineBreakOpportunity(index: index, isMandatory: true)
                }
                position = scalars.index(after: index)
                let (scalars, next) = (self.scalars, position)
                switch rules.advance(scalars[index], nextUnitIsNumber: { Self.unitIsNumber(scalars, at: next) }) {
                case .prohibited: continue
                case .allowed: return LineBreakOpportunity(index: index, isMandatory: false)
                case .mandatory: return LineBreakOpportunity(index: index, isMandatory: true)
                }
            }
            return nil
        }

        /// Whether the unit after the one whose base is just before `start` is NU: past the
        /// combining marks and ZWJs at `start` (which LB9 attaches to that base), the next scalar.
        private static func unitIsNumber(_ scalars: Scalars, at start: Scalars.Index) -> Bool {
            var index = start
            while index < scalars.endIndex {
                let lineBreak = LineBreakClass.resolved(scalars[index])
                guard lineBreak == .CM || lineBreak == .ZWJ else { return lineBreak == .NU }
                index = scalars.index(after: index)
            }
            return false
        }
    }
}
