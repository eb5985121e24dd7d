import CtlTestSupport
import Foundation
import Testing

/// The modules linked into the `ctlrender` binary import FoundationEssentials, never all of
/// Foundation: one `import Foundation` links FoundationInternationalization and ICU (34 MB of
/// data, two thirds of the binary) into every `--static-swift-stdlib` build. `import Foundation`
/// is allowed only as the fallback of `#if canImport(FoundationEssentials)`, for platforms
/// without FoundationEssentials.
@Suite struct FoundationEssentialsOnlyTests {
    /// The `ctlrender` executable's target and every library target it links (Package.swift).
    static let modules = ["ctlrender", "CtlAssets", "CtlControls", "CtlGolden", "CtlJSON", "CtlRaster", "CtlScene",
                          "CtlSVG", "CtlText", "CtlUnicode"]

    /// The modules of Foundation that bring ICU.
    static let banned = ["Foundation", "FoundationInternationalization", "FoundationNetworking", "FoundationXML"]

    /// Each `path:line` of `text` importing a banned module other than as that fallback.
    static func problems(in text: String, path: String) -> [String] {
        var problems: [String] = []
        var conditions: [String] = []  // the `#if` conditions around the line, innermost last
        var inElse: [Bool] = []
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            let line = String(decoding: raw, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                conditions.append(String(line.dropFirst(4)))
                inElse.append(false)
            } else if line.hasPrefix("#else") || line.hasPrefix("#elseif"), !inElse.isEmpty {
                inElse[inElse.count - 1] = true
            } else if line.hasPrefix("#endif"), !conditions.isEmpty {
                conditions.removeLast()
                inElse.removeLast()
            }
            let words = line.split(separator: " ").map(String.init)
            guard let importAt = words.firstIndex(of: "import"), importAt + 1 < words.count,
                  words[..<importAt].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package"].contains($0) })
            else { continue }
            let module = String(words[importAt + 1].split(separator: ".").first ?? "")
            guard banned.contains(module) else { continue }
            let isFallback = conditions.last == "canImport(FoundationEssentials)" && inElse.last == true
            if !isFallback {
                problems.append("\(path):\(index + 1): imports \(module) (import FoundationEssentials instead)")
            }
        }
        return problems
    }

    @Test func theBinarysModulesImportOnlyFoundationEssentials() {
        var files = 0
        for module in Self.modules {
            let root = PackagePaths.root.appendingPathComponent("Sources/" + module).path
            let paths = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") }
            for path in paths {
                files += 1
                let text = ReadmeLinkTests.read("Sources/\(module)/\(path)")
                for problem in Self.problems(in: text, path: "Sources/\(module)/\(path)") {
                    Issue.record(Comment(rawValue: problem))
                }
            }
        }
        #expect(files > 300, "only \(files) Swift files found")
    }

    @Test func theRuleSeesAPlainImportAndAllowsTheFallback() {
        #expect(Self.problems(in: "import CtlRaster\nimport Foundation\n", path: "a.swift")
                == ["a.swift:2: imports Foundation (import FoundationEssentials instead)"])
        #expect(Self.problems(in: "@preconcurrency import FoundationInternationalization", path: "b.swift").count == 1)
        #expect(Self.problems(in: "#if canImport(Glibc)\nimport Foundation\n#endif", path: "c.swift").count == 1)
        let fallback = "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#if canImport(Glibc)\n"
            + "import Glibc\n#endif\n#else\nimport Foundation\n#endif\n"
        #expect(Self.problems(in: fallback, path: "d.swift").isEmpty)
    }
}
