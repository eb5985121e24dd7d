import Foundation

/// What a harness made of one input.
///
/// Both are clean ends: a fuzzer only reports crashes, hangs and running out of memory.
/// The regression replay compares the outcome with a saved expectation (`NAME.expect`).
public enum FuzzOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The input was accepted and drawn (or, for a manifest, at least one asset was).
    case rendered
    /// The input was refused with an error (its description), or skipped as too large
    /// to draw in the fuzzer's memory budget (the message says so).
    case rejected(String)

    /// `ok`, or `error: <message>`: the format of an `.expect` file.
    public var description: String {
        switch self {
        case .rendered: "ok"
        case .rejected(let message): "error: \(message)"
        }
    }

    /// Whether the outcome satisfies an expectation line: `ok`, or `error: <substring>`
    /// (the error message must contain the substring; `error:` alone matches any error).
    public func matches(expectation line: String) -> Bool {
        let expected = line.trimmingCharacters(in: .whitespacesAndNewlines)
        switch self {
        case .rendered:
            return expected == "ok"
        case .rejected(let message):
            guard expected.hasPrefix("error:") else { return false }
            let part = expected.dropFirst("error:".count).trimmingCharacters(in: .whitespaces)
            return part.isEmpty || message.contains(part)
        }
    }

    /// `.rejected` with an error's description.
    static func failure(_ error: any Error) -> FuzzOutcome { .rejected("\(error)") }
}
