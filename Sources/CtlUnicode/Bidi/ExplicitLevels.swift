/// Rules X1–X8: the explicit embedding levels of a paragraph, from its embeddings, overrides and
/// isolates, with the depth limit of 125 and the overflow counters of the standard.
struct ExplicitLevels {
    /// The deepest explicit level (BD2: max_depth).
    static let maxDepth: UInt8 = 125

    private enum Override: UInt8 { case neutral, leftToRight, rightToLeft }

    /// One entry of the directional status stack.
    private struct Status {
        var level: UInt8
        var override: Override
        var isolate: Bool

        /// `type` under this entry's override: L or R when there is one.
        func overriding(_ type: BidiClass) -> BidiClass {
            switch override {
            case .neutral: type
            case .leftToRight: .leftToRight
            case .rightToLeft: .rightToLeft
            }
        }
    }

    /// The directional status stack: at most max_depth + 2 entries, the paragraph's and one per
    /// level up to 125.
    private var stack: [Status] = []
    private var overflowIsolates = 0
    private var overflowEmbeddings = 0
    private var validIsolates = 0

    private init(paragraphLevel: UInt8) {
        stack.reserveCapacity(Int(Self.maxDepth) + 2)
        stack.append(Status(level: paragraphLevel, override: .neutral, isolate: false))
    }

    private var top: Status { stack[stack.count - 1] }

    /// Sets `levels` to the explicit level of every character and `types` to its class after
    /// overrides (rule X6; isolate initiators and PDIs too, X5a–X5c and X6a). Characters X9
    /// removes are given the level of the stack's top when they come; later passes replace it.
    /// `steps` counts the characters FSIs look at to find their direction.
    static func resolve(_ classes: [BidiClass], partners: [Int32], paragraphLevel: UInt8,
                        levels: inout [UInt8], types: inout [BidiClass], steps: inout Int) {
        var state = ExplicitLevels(paragraphLevel: paragraphLevel)
        for i in classes.indices {
            let type = classes[i]
            levels[i] = state.top.level
            switch type {
            case .rightToLeftEmbedding, .leftToRightEmbedding, .rightToLeftOverride, .leftToRightOverride:
                state.pushEmbedding(type)
            case .rightToLeftIsolate, .leftToRightIsolate, .firstStrongIsolate:
                types[i] = state.top.overriding(type)
                var rightToLeft = type == .rightToLeftIsolate
                if type == .firstStrongIsolate {
                    // X5c: the direction of the first strong character up to the matching PDI.
                    let end = partners[i] >= 0 ? Int(partners[i]) : classes.count
                    rightToLeft = IsolateMatching.firstStrongLevel(classes, partners: partners, in: (i + 1)..<end,
                                                                   steps: &steps) == 1
                }
                state.pushIsolate(rightToLeft: rightToLeft)
            case .popDirectionalIsolate:
                state.popIsolate()
                levels[i] = state.top.level
                types[i] = state.top.overriding(type)
            case .popDirectionalFormat:
                state.popEmbedding()
            case .paragraphSeparator:
                // X8: the paragraph ends; a separator inside the text starts the next paragraph
                // with the same base level.
                levels[i] = paragraphLevel
                state = ExplicitLevels(paragraphLevel: paragraphLevel)
            case .boundaryNeutral:
                break
            default:
                // X6.
                types[i] = state.top.overriding(type)
            }
        }
    }

    /// The least odd (or even) level above `level`.
    private static func next(rightToLeft: Bool, above level: UInt8) -> UInt8 {
        rightToLeft ? (level + 1) | 1 : (level + 2) & ~1
    }

    /// X2–X5: RLE, LRE, RLO, LRO.
    private mutating func pushEmbedding(_ type: BidiClass) {
        let rightToLeft = type == .rightToLeftEmbedding || type == .rightToLeftOverride
        let level = Self.next(rightToLeft: rightToLeft, above: top.level)
        if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
            let override: Override = switch type {
            case .rightToLeftOverride: .rightToLeft
            case .leftToRightOverride: .leftToRight
            default: .neutral
            }
            stack.append(Status(level: level, override: override, isolate: false))
        } else if overflowIsolates == 0 {
            overflowEmbeddings += 1
        }
    }

    /// X5a–X5c, after the initiator has its level and type: RLI, LRI, FSI.
    private mutating func pushIsolate(rightToLeft: Bool) {
        let level = Self.next(rightToLeft: rightToLeft, above: top.level)
        if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
            validIsolates += 1
            stack.append(Status(level: level, override: .neutral, isolate: true))
        } else {
            overflowIsolates += 1
        }
    }

    /// X6a, before the PDI takes its level and type.
    private mutating func popIsolate() {
        if overflowIsolates > 0 {
            overflowIsolates -= 1
        } else if validIsolates > 0 {
            overflowEmbeddings = 0
            while !top.isolate { stack.removeLast() }
            stack.removeLast()
            validIsolates -= 1
        }
    }

    /// X7: PDF.
    private mutating func popEmbedding() {
        if overflowIsolates > 0 {
            return
        } else if overflowEmbeddings > 0 {
            overflowEmbeddings -= 1
        } else if !top.isolate && stack.count >= 2 {
            stack.removeLast()
        }
    }
}
