import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The results of a run of golden checks, written as a self-contained HTML page (every image
/// embedded, failures first with expected, actual and difference side by side; passes folded
/// away) and a JSON summary.
public struct SnapshotReport: Sendable {
    /// One golden's result.
    public struct Entry: Sendable {
        public enum Status: String, Sendable {
            case passed, recorded, failed, missing
        }

        public var name: String
        public var status: Status
        public var message: String
        public var expected: Pixmap?
        public var actual: Pixmap?
        public var difference: ImageComparison?

        public init(name: String, status: Status, message: String, expected: Pixmap? = nil, actual: Pixmap? = nil,
                    difference: ImageComparison? = nil) {
            self.name = name
            self.status = status
            self.message = message
            self.expected = expected
            self.actual = actual
            self.difference = difference
        }

        public var isFailure: Bool { status == .failed || status == .missing }
    }

    public var title: String
    public var entries: [Entry] = []

    public init(title: String) { self.title = title }

    public var failures: [Entry] { entries.filter(\.isFailure) }

    /// Adds the result of `golden.check(actual, named: name)`, reading the golden back for the
    /// picture. Messages name files relative to `golden.pathBase`, never by an absolute path.
    public mutating func add(_ outcome: Golden.Outcome, name: String, actual: Pixmap, golden: Golden) {
        let expected = try? PNG.read(path: golden.path(of: name).path)
        switch outcome {
        case .matched:
            entries.append(Entry(name: name, status: .passed, message: "matches", actual: actual))
        case .recorded(let path):
            entries.append(Entry(name: name, status: .recorded,
                                 message: "recorded \(golden.display(URL(fileURLWithPath: path)))", actual: actual))
        case .recordedNew(let path):
            entries.append(Entry(name: name, status: .recorded,
                                 message: "recorded \(golden.display(URL(fileURLWithPath: path))) (it was missing; "
                                    + "look at it)", actual: actual))
        case .mismatched(let message):
            entries.append(Entry(name: name, status: .failed, message: message, expected: expected, actual: actual,
                                 difference: expected.map { ImageComparison(expected: $0, actual: actual) }))
        case .missing(let message):
            entries.append(Entry(name: name, status: .missing, message: message, actual: actual))
        case .unusable(let message):
            entries.append(Entry(name: name, status: .failed, message: message, actual: actual))
        }
    }

    /// Writes `index.html` and `summary.json` into `folder` (created when missing).
    public func write(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Array(html().utf8), to: PathText.appending("index.html", to: folder))
        try AtomicFile.write(Array(json().utf8), to: PathText.appending("summary.json", to: folder))
    }

    /// Counts by status, for summaries.
    public var counts: [Entry.Status: Int] {
        entries.reduce(into: [:]) { $0[$1.status, default: 0] += 1 }
    }

    public func json() -> String {
        func esc(_ s: String) -> String {
            var out = ""
            for c in s.unicodeScalars {
                switch c {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case _ where c.value < 0x20: out += String(cFormat: "\\u%04x", c.value)
                default: out.unicodeScalars.append(c)
                }
            }
            return "\"" + out + "\""
        }
        let c = counts
        let items = entries.map { e -> String in
            var fields = ["\"name\": \(esc(e.name))", "\"status\": \"\(e.status.rawValue)\"", "\"message\": \(esc(e.message))"]
            if case .compared(let d)? = e.difference {
                fields += ["\"differingPixels\": \(d.differingPixels)", "\"maxChannelDelta\": \(d.maxDelta)"]
            }
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        return """
            {
              "title": \(esc(title)),
              "total": \(entries.count), "passed": \(c[.passed] ?? 0), "recorded": \(c[.recorded] ?? 0), \
            "failed": \(c[.failed] ?? 0), "missing": \(c[.missing] ?? 0),
              "results": [
            \(items.joined(separator: ",\n"))
              ]
            }

            """
    }

    public func html() -> String {
        func esc(_ s: String) -> String {
            s.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
                .replacing(">", with: "&gt;").replacing("\"", with: "&quot;")
        }
        func img(_ p: Pixmap?, _ caption: String) -> String {
            guard let p, let png = try? PNG.encode(p) else { return "" }
            let zoom = max(1, min(8, 320 / max(p.width, p.height, 1)))
            return "<figure><img src=\"data:image/png;base64,\(Data(png).base64EncodedString())\" "
                + "width=\"\(p.width * zoom)\" height=\"\(p.height * zoom)\" alt=\"\(esc(caption))\">"
                + "<figcaption>\(esc(caption)) \(p.width)×\(p.height)</figcaption></figure>"
        }
        let failures = self.failures.map { e -> String in
            var diff: Pixmap?
            if let x = e.expected, let a = e.actual { diff = try? DiffImage.sideBySide(expected: x, actual: a) }
            return """
                <section class="fail"><h2>\(esc(e.name)) <span>\(e.status.rawValue)</span></h2>
                <p>\(esc(e.message))</p>
                <div class="row">\(img(e.expected, "expected"))\(img(e.actual, "actual"))</div>
                <div class="row">\(img(diff, "expected | difference | actual"))</div></section>
                """
        }
        let others = entries.filter { !$0.isFailure }.map { e in
            "<div class=\"ok\">\(img(e.actual, e.name))<p>\(e.status.rawValue)</p></div>"
        }
        let c = counts
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(esc(title))</title>
            <style>
            body { font: 14px -apple-system, "Segoe UI", sans-serif; margin: 24px; color: #222; }
            h1 { font-size: 20px; } h2 { font-size: 15px; margin: 0 0 4px; } h2 span { color: #c00; font-weight: normal; }
            .fail { border: 1px solid #e3b4b4; background: #fff6f6; padding: 12px; margin: 12px 0; border-radius: 6px; }
            .row { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figcaption { color: #666; font-size: 12px; }
            img { image-rendering: pixelated; background: repeating-conic-gradient(#e8e8e8 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .ok { display: inline-block; margin: 6px; vertical-align: top; } .ok p { margin: 0; color: #080; font-size: 12px; }
            </style></head><body>
            <h1>\(esc(title))</h1>
            <p>\(entries.count) images: \(c[.passed] ?? 0) passed, \(c[.recorded] ?? 0) recorded, \(c[.failed] ?? 0) failed, \
            \(c[.missing] ?? 0) missing.</p>
            \(failures.joined(separator: "\n"))
            <details><summary>\(others.count) passed or recorded</summary>
            \(others.joined(separator: "\n"))
            </details>
            </body></html>

            """
    }
}
