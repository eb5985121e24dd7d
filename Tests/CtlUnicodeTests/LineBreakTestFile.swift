import CtlTestSupport
import Foundation

/// One test case of Unicode's break test files (auxiliary/LineBreakTest.txt,
/// GraphemeBreakTest.txt): code points with "÷" (a break) or "×" (none) before, between and
/// after them.
struct BreakTestCase {
    /// The file and line, for messages.
    var location: String
    var scalars: [Unicode.Scalar]
    /// The positions with a break: k means before scalars[k] (scalars.count: at the end). The
    /// position before the first scalar is left out (the files disagree on it and neither
    /// algorithm reports it).
    var breaks: [Int]
    /// The line as the file writes it, with its comment (the rules that decide each position).
    var text: String
}

/// Where the conformance tests find Unicode's break test files: the whole files from Debian's
/// unicode-data, or samples of them in Fixtures/Unicode (Scripts/unicode-break-test-sample).
enum LineBreakTestFile {
    /// The full file of Unicode 15.0.0 that Debian's unicode-data installs.
    static func systemFile(_ name: String) -> URL {
        URL(fileURLWithPath: "/usr/share/unicode/auxiliary").appendingPathComponent(name)
    }

    static func fixture(_ name: String) -> URL {
        PackagePaths.fixtures.appendingPathComponent("Unicode").appendingPathComponent(name)
    }

    static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    /// Whether this is a CI run (`CI` set to anything but "", "0" or "false", as CtlGolden
    /// reads it): a missing conformance file is then a failure, not a skip.
    static var isContinuousIntegration: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// The test cases of the file at `url`.
    static func cases(_ url: URL) throws -> [BreakTestCase] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var cases: [BreakTestCase] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = data.split(whereSeparator: \.isWhitespace)
            guard !tokens.isEmpty else { continue }
            let location = "\(url.lastPathComponent):\(number + 1)"
            var scalars: [Unicode.Scalar] = []
            var breaks: [Int] = []
            for (i, token) in tokens.enumerated() {
                if i % 2 == 0 {
                    guard token == "÷" || token == "×" else { throw BadTestLine(location: location) }
                    if token == "÷" && i > 0 { breaks.append(scalars.count) }
                } else {
                    guard let code = UInt32(token, radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw BadTestLine(location: location)
                    }
                    scalars.append(scalar)
                }
            }
            guard tokens.count % 2 == 1, !scalars.isEmpty else { throw BadTestLine(location: location) }
            cases.append(BreakTestCase(location: location, scalars: scalars, breaks: breaks, text: String(line)))
        }
        return cases
    }

    struct BadTestLine: Error, CustomStringConvertible {
        var location: String
        var description: String { "\(location): not a test case (÷ or × between hexadecimal code points)" }
    }
}
