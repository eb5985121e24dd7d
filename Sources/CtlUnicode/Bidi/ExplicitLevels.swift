/// Rules X1–X8: the explicit embedding levels of a paragraph, from its embeddings, overrides and
/// isolates, with the depth limit of 125 and the overflow counters of the standard.
enum ExplicitLevels {
    /// The deepest explicit level (BD2: max_depth).
    static let maxDepth: UInt8 = 125

    private enum Override: UInt8 { case neutral, leftToRight, rightToLeft }

    /// One entry of the directional status stack.
    private struct Status {
        var level: UInt8
        var override: Override
        var isolate: Bool
    }

    /// Sets `levels` to the explicit level of every character and `types` to its class after
    /// overrides (rule X6; isolate initiators and PDIs too, X5a–X5c and X6a). Characters X9
    /// removes are given the level of the stack's top when they come; later passes replace it.
    /// `steps` counts the characters FSIs look at to find their direction.
    static func resolve(_ classes: [BidiClass], partners: [Int32], paragraphLevel: UInt8,
                        levels: inout [UInt8], types: inout [BidiClass], steps: inout Int) {
        // At most max_depth + 2 entries: the paragraph's, and one per level up to 125.
        var stack: [Status] = []
        stack.reserveCapacity(Int(maxDepth) + 2)
        stack.append(Status(level: paragraphLevel, override: .neutral, isolate: false))
        var overflowIsolates = 0
        var overflowEmbeddings = 0
        var validIsolates = 0

        func nextLevel(odd: Bool, above level: UInt8) -> UInt8 {
            odd ? (level + 1) | 1 : (level + 2) & ~1
        }

        for i in classes.indices {
            let type = classes[i]
            let top = stack[stack.count - 1]
            switch type {
            case .rightToLeftEmbedding, .leftToRightEmbedding, .rightToLeftOverride, .leftToRightOverride:
                // X2–X5.
                levels[i] = top.level
                let odd = type == .rightToLeftEmbedding || type == .rightToLeftOverride
                let level = nextLevel(odd: odd, above: top.level)
                if level <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    let override: Override = switch type {
                    case .rightToLeftOverride: .rightToLeft
                    case .leftToRightOverride: .leftToRight
                    default: .neutral
                    }
                    stack.append(Status(level: level, override: override, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .rightToLeftIsolate, .leftToRightIsolate, .firstStrongIsolate:
                // X5a–X5c.
                levels[i] = top.level
                types[i] = overridden(type, by: top.override)
                var odd = type == .rightToLeftIsolate
                if type == .firstStrongIsolate {
                    let end = partners[i] >= 0 ? Int(partners[i]) : classes.count
                    odd = IsolateMatching.firstStrongLevel(classes, partners: partners, in: (i + 1)..<end,
                                                           steps: &steps) == 1
                }
                let level = nextLevel(odd: odd, above: top.level)
                if level <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Status(level: level, override: .neutral, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .popDirectionalIsolate:
                // X6a.
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack[stack.count - 1].isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let current = stack[stack.count - 1]
                levels[i] = current.level
                types[i] = overridden(type, by: current.override)
            case .popDirectionalFormat:
                // X7.
                levels[i] = top.level
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !top.isolate && stack.count >= 2 {
                    stack.removeLast()
                }
            case .paragraphSeparator:
                // X8: the paragraph ends; a separator inside the text starts the next paragraph
                // with the same base level.
                levels[i] = paragraphLevel
                stack.removeSubrange(1...)
                overflowIsolates = 0
                overflowEmbeddings = 0
                validIsolates = 0
            case .boundaryNeutral:
                levels[i] = top.level
            default:
                // X6.
                levels[i] = top.level
                types[i] = overridden(type, by: top.override)
            }
        }
    }

    private static func overridden(_ type: BidiClass, by override: Override) -> BidiClass {
        switch override {
        case .neutral: type
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
}
