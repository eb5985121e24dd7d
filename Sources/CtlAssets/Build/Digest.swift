import CtlControls
import Foundation

/// A stable digest of what an asset's images depend on, for incremental builds: the asset's
/// JSON with its keys sorted, the bytes of every file its strings name (images, spec and scene
/// files, and the files those name), and the tool's version. FNV-1a, 64 bits, as hex: a change
/// detector, not a security measure.
enum Digest {
    static func of(asset: SpecValue, toolVersion: String) -> String {
        var h = FNV1a()
        h.add(toolVersion)
        h.add(canonical(asset.raw))
        var seen = Set<String>()
        addFiles(named: asset.raw, base: asset.baseDirectory, into: &h, seen: &seen)
        return h.hex
    }

    /// The digest of a file's bytes, to check that an output file is the one a build wrote.
    static func of(bytes: some Sequence<UInt8>) -> String {
        var h = FNV1a()
        h.add(bytes)
        return h.hex
    }

    /// JSON with sorted keys, so that key order does not matter.
    static func canonical(_ raw: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: raw, options: [.sortedKeys, .fragmentsAllowed])
        else { return "\(raw)" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Adds the bytes of each existing file a string names (relative to `base`); a JSON file
    /// is followed into (its own strings are relative to its folder).
    static func addFiles(named raw: Any, base: String, into h: inout FNV1a, seen: inout Set<String>) {
        switch raw {
        case let s as String:
            let path = s.hasPrefix("/") ? s : (base as NSString).appendingPathComponent(s)
            var isFolder: ObjCBool = false
            guard s.count < 4096, !seen.contains(path),
                  FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                  let data = FileManager.default.contents(atPath: path) else { return }
            seen.insert(path)
            h.add(path)
            h.add(data)
            if path.lowercased().hasSuffix(".json"), let inner = try? JSONSerialization.jsonObject(with: data) {
                addFiles(named: inner, base: (path as NSString).deletingLastPathComponent, into: &h, seen: &seen)
            }
        case let a as [Any]:
            for item in a { addFiles(named: item, base: base, into: &h, seen: &seen) }
        case let o as [String: Any]:
            for key in o.keys.sorted() { addFiles(named: o[key]!, base: base, into: &h, seen: &seen) }
        default:
            break
        }
    }
}

/// 64-bit FNV-1a.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for b in bytes {
            value ^= UInt64(b)
            value &*= 0x0000_0100_0000_01B3   // FNV multiplies modulo 2⁶⁴: the wrap is the hash
        }
        // A separator, so that "ab" + "c" differs from "a" + "bc".
        value ^= 0xFF
        value &*= 0x0000_0100_0000_01B3
    }

    mutating func add(_ s: String) { add(s.utf8) }

    var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
