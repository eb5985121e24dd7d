import CtlControls
import CtlRaster
import CtlJSON
import CtlSVG
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A stable digest of what an asset's images depend on, for incremental builds: the asset's
/// JSON with its keys sorted (`JSONNode.canonicalText`), the bytes of every file its strings name (images, spec and scene
/// files, and the files those name, an SVG's images included), and the tool's version. FNV-1a, 64 bits, as hex: a change
/// detector, not a security measure.
enum Digest {
    static func of(asset: SpecValue, toolVersion: String) -> String {
        var h = FNV1a()
        h.add(toolVersion)
        h.add(asset.node.canonicalText)
        var seen = Set<String>()
        // An SVG the manifest names reads its images from the manifest's folder (`AssetReader.readSVG`).
        addFiles(named: asset.node, base: asset.baseDirectory, svgFolder: asset.baseDirectory, into: &h, seen: &seen)
        return h.hex
    }

    /// The digest of the images of `asset` in `appearance`: as `of(asset:toolVersion:)` over the
    /// asset without the keys of its appearances (`AppearanceReader.keys`: the list, the other
    /// appearances' files and keys), plus the appearance and what of its own it draws from (an
    /// SVG file, a control's keys). So a change to the dark file or the dark keys, or an
    /// appearance added, leaves the light images' digest as it was.
    static func of(asset: SpecValue, toolVersion: String, appearance: Appearance) -> String {
        guard let members = asset.node.objectValue else { return of(asset: asset, toolVersion: toolVersion) }
        var common = JSONMembers()
        for member in members where !AppearanceReader.keys.contains(member.key) { _ = common.insert(member) }
        let node = JSONNode(.object(common), at: asset.node.position)
        var h = FNV1a()
        h.add(toolVersion)
        h.add(node.canonicalText)
        h.add(appearance.name)
        var seen = Set<String>()
        addFiles(named: node, base: asset.baseDirectory, svgFolder: asset.baseDirectory, into: &h, seen: &seen)
        if let key = AppearanceReader.variantKey(for: appearance, present: { members[$0] != nil }), let file = members[key] {
            h.add(key)
            h.add(file.canonicalText)
            addFiles(named: file, base: asset.baseDirectory, svgFolder: asset.baseDirectory, into: &h, seen: &seen)
        }
        return h.hex
    }

    /// The digest of a file's bytes, to check that an output file is the one a build wrote.
    static func of(bytes: some Sequence<UInt8>) -> String {
        var h = FNV1a()
        h.add(bytes)
        return h.hex
    }

    /// Adds the bytes of each existing file a string names (relative to `base`); a JSON file
    /// is followed into (its own strings are relative to its folder), and so is an SVG file
    /// (the files its images name: `SVGArtwork.filesNamed`). A JSON or SVG file that does not
    /// parse is hashed as bytes only: reading it later reports the error. `svgFolder` is the folder
    /// an SVG named here reads its images from; nil for its own.
    static func addFiles(named node: JSONNode, base: String, svgFolder: String? = nil, into h: inout FNV1a,
                         seen: inout Set<String>) {
        switch node.content {
        case .string(let s):
            let path = s.hasPrefix("/") ? s : PathText.appending(s, to: base)
            var isFolder = false
            guard s.count < 4096, !seen.contains(path),
                  FileManager.default.fileExists(atPath: path, isFolder: &isFolder), !isFolder,
                  let data = FileManager.default.contents(atPath: path) else { return }
            seen.insert(path)
            h.add(path)
            h.add(data)
            let folder = PathText.deletingLastComponent(of: path)
            if path.lowercased().hasSuffix(".json"), let inner = try? JSONParser.parse(data) {
                addFiles(named: inner, base: folder, into: &h, seen: &seen)
            } else if SVGArtwork.isSVG(path: path),
                      let artwork = try? SVGArtwork(data: [UInt8](data), file: path,
                                                    resourcesFolder: folder.isEmpty ? "." : folder,
                                                    allowedFolder: svgFolder.map { $0.isEmpty ? "." : $0 }) {
                addFiles(namedBy: artwork, into: &h, seen: &seen)
            }
        case .array(let items):
            for item in items { addFiles(named: item, base: base, svgFolder: svgFolder, into: &h, seen: &seen) }
        case .object(let members):
            for member in members.sorted(by: { $0.key < $1.key }) {
                addFiles(named: member.value, base: base, svgFolder: svgFolder, into: &h, seen: &seen)
            }
        case .null, .bool, .number:
            break
        }
    }
}

extension Digest {
    /// Adds each file an SVG's images name, by its path and bytes, and the path of one that
    /// is missing: an image added, changed or removed changes the digest.
    static func addFiles(namedBy artwork: SVGArtwork, into h: inout FNV1a, seen: inout Set<String>) {
        for path in artwork.filesNamed where !seen.contains(path) {
            seen.insert(path)
            h.add(path)
            // A mark byte first, so that no file's bytes hash as a missing file does. Read as the
            // drawing reads it: inside the artwork's allowed folder, within the input-bytes limit.
            if let data = try? InputFile.read(path: path, inside: artwork.allowedFolder) {
                h.add([1])
                h.add(data)
            } else {
                h.add([0])
            }
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
