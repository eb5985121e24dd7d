import Foundation

/// The resources of a `res/` folder as Android's resource system sees them: each file is a
/// resource `@<type>/<name>` in a configuration (its folder's qualifiers), and a reference is
/// resolved to the one file that best matches a device, as "Providing resources" describes
/// (developer.android.com/guide/topics/resources/providing-resources, "How Android finds the
/// best-matching resource") and AOSP's `ResTable_config::isBetterThan` implements for density.
///
/// Only the qualifiers our builds write are understood: a layout direction (`ldrtl`, `ldltr`), a
/// density (`ldpi` … `xxxhdpi`, `NNNdpi`, `nodpi`, `anydpi`) and an API level (`v21`); any other
/// is reported in `unknownQualifiers`, so that a test cannot resolve a file it does not understand.
struct AndroidResources {
    /// One file: `res/<type>[-<qualifiers>]/<name>.<extension>`.
    struct File: Hashable {
        var path: String
        var type: String
        var name: String
        /// `png`, `9.png` or `xml`.
        var fileExtension: String
        /// Dots per inch; nil without a density qualifier.
        var density: Int?
        var apiLevel: Int?
        /// True for `ldrtl`, false for `ldltr`, nil without a layout-direction qualifier.
        var isRightToLeft: Bool? = nil
    }

    /// A device: its density in dots per inch (mdpi 160, xhdpi 320, xxxhdpi 640), API level and
    /// layout direction.
    struct Device: CustomStringConvertible {
        var density: Int
        var apiLevel = 34
        var isRightToLeft = false
        var description: String { "\(density) dpi\(isRightToLeft ? " right to left" : "")" }
    }

    static let densities = ["ldpi": 120, "mdpi": 160, "tvdpi": 213, "hdpi": 240, "xhdpi": 320, "xxhdpi": 480,
                            "xxxhdpi": 640, "nodpi": 0xFFFF, "anydpi": 0xFFFE]
    /// What a configuration without a density counts as (ResTable_config::DENSITY_MEDIUM).
    static let defaultDensity = 160
    static let any = 0xFFFE

    var files: [File] = []
    /// Qualifiers this reader does not understand, by folder.
    var unknownQualifiers: [String] = []

    init(files: [File]) { self.files = files }

    /// Reads every file under `res` (a folder holding `drawable/`, `drawable-xhdpi/`…).
    init(res: URL) throws {
        for folder in try FileManager.default.contentsOfDirectory(atPath: res.path).sorted() {
            let parts = folder.split(separator: "-").map(String.init)
            let (density, api, rtl) = read(qualifiers: parts.dropFirst(), of: folder)
            let dir = res.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() {
                guard let dot = file.firstIndex(of: ".") else { continue }
                files.append(File(path: "res/\(folder)/\(file)", type: parts[0], name: String(file[..<dot]),
                                  fileExtension: String(file[file.index(after: dot)...]), density: density, apiLevel: api,
                                  isRightToLeft: rtl))
            }
        }
    }

    /// Reads the resource table of an APK as `aapt2 dump resources` prints it: each
    /// `resource 0x… <type>/<name>` followed by its values, `(<qualifiers>) (file) <path> type=…`.
    init(aapt2Dump text: String) {
        var current: (type: String, name: String)?
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let words = line.split(separator: " ").map(String.init)
            if words.first == "resource", words.count >= 3, let slash = words[2].firstIndex(of: "/") {
                current = (String(words[2][..<slash]), String(words[2][words[2].index(after: slash)...]))
            } else if let current, line.hasPrefix("("), words.count >= 3, words[1] == "(file)" {
                let config = String(words[0].dropFirst().dropLast())
                let (density, api, rtl) = read(qualifiers: config.split(separator: "-").map(String.init)[...],
                                               of: config)
                let file = (words[2] as NSString).lastPathComponent
                let ext = file.firstIndex(of: ".").map { String(file[file.index(after: $0)...]) } ?? ""
                files.append(File(path: words[2], type: current.type, name: current.name, fileExtension: ext,
                                  density: density, apiLevel: api, isRightToLeft: rtl))
            }
        }
    }

    /// The density, API level and layout direction `qualifiers` name; others are noted in
    /// `unknownQualifiers`.
    private mutating func read(qualifiers: ArraySlice<String>, of folder: String) -> (Int?, Int?, Bool?) {
        var density: Int?, api: Int?, rtl: Bool?
        for q in qualifiers {
            if q == "ldrtl" || q == "ldltr" {
                rtl = q == "ldrtl"
            } else if let d = Self.densities[q] {
                density = d
            } else if q.hasSuffix("dpi"), let d = Int(q.dropLast(3)) {
                density = d
            } else if q.hasPrefix("v"), let v = Int(q.dropFirst()) {
                api = v
            } else {
                unknownQualifiers.append("\(folder): \(q)")
            }
        }
        return (density, api, rtl)
    }

    /// The file `@<type>/<name>` resolves to on `device`, or nil when no file matches.
    ///
    /// Configurations that contradict the device are eliminated (an API level above the
    /// device's, the other layout direction; density never eliminates); of the rest, one that
    /// names the layout direction wins (the qualifier comes before density in Android's order),
    /// then the best density.
    func resolve(_ reference: String, on device: Device) -> File? {
        guard reference.hasPrefix("@"), let slash = reference.firstIndex(of: "/") else { return nil }
        let type = String(reference[reference.index(after: reference.startIndex)..<slash])
        let name = String(reference[reference.index(after: slash)...])
        let candidates = files.filter {
            $0.type == type && $0.name == name && ($0.apiLevel ?? 0) <= device.apiLevel
                && ($0.isRightToLeft ?? device.isRightToLeft) == device.isRightToLeft
        }
        return candidates.reduce(nil) { best, file in
            guard let best else { return file }
            return Self.isBetter(file, than: best, on: device) ? file : best
        }
    }

    /// Whether `a` matches `device` better than `b`: the higher API level when the densities are
    /// the same; else, for density, as AOSP's ResTable_config::isBetterThan — no density counts
    /// as mdpi, `anydpi` always wins, a density at or below the device's beats a lower one (the
    /// higher, scaled down), one at or above it beats a higher one, and between the two the lower
    /// wins only if scaling it up costs less than scaling the higher one down (scaling down is
    /// "2× better"). When both count as the same density, the one that names it wins (the
    /// unqualified file is the fallback).
    static func isBetter(_ a: File, than b: File, on device: Device) -> Bool {
        if (a.isRightToLeft == nil) != (b.isRightToLeft == nil) { return a.isRightToLeft != nil }
        guard a.density != b.density else { return (a.apiLevel ?? 0) > (b.apiLevel ?? 0) }
        let this = a.density ?? defaultDensity, other = b.density ?? defaultDensity
        if this == any { return true }
        if other == any { return false }
        if this == other { return a.density != nil }
        let requested = device.density
        let (h, l, aIsHigher) = this > other ? (this, other, true) : (other, this, false)
        if requested >= h { return aIsHigher }
        if l >= requested { return !aIsHigher }
        return (2 * l - requested) * h > requested * requested ? !aIsHigher : aIsHigher
    }
}
