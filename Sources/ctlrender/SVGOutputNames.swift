import ArgumentParser
import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where each input of `ctlrender svg` goes in the output folder.
enum SVGOutputNames {
    /// Each input's path in the output folder, without `.png`: its file name without the
    /// extension; when two inputs have the same name, every input keeps its folders relative to
    /// the folder that holds them all (`16/edit.svg` and `24/edit.svg` write `16/edit.png` and
    /// `24/edit.png`). Standard input is `standard-input`.
    ///
    /// - Throws: `ValidationError` when two inputs would still write one file (one file given twice).
    static func names(of inputs: [String], folder: String) throws -> [String] {
        let flat = inputs.map(baseName(ofInput:))
        guard Set(flat).count < flat.count else { return flat }
        let files = inputs.map { $0 == InputFile.standardInput ? nil : URL(fileURLWithPath: $0).standardized.pathComponents }
        let folders = files.compactMap { $0?.dropLast() }.map(Array.init)
        var common = folders.first ?? []
        for f in folders.dropFirst() {
            common = Array(zip(common, f).prefix { $0 == $1 }.map(\.0))
        }
        let names = zip(inputs, files).map { input, components -> String in
            guard let components else { return baseName(ofInput: input) }
            let relative = components.dropFirst(common.count).dropLast() + [baseName(ofInput: input)]
            return relative.joined(separator: "/")
        }
        var inputOfName: [String: String] = [:]
        for (input, name) in zip(inputs, names) {
            if let other = inputOfName[name] {
                throw ValidationError("\(InputFile.displayName(of: other)) and \(InputFile.displayName(of: input)) "
                                      + "would both write \(name).png in \(folder): give each file once")
            }
            inputOfName[name] = input
        }
        return names
    }

    static func baseName(ofInput input: String) -> String {
        input == InputFile.standardInput ? "standard-input" : SVGCommand.baseName(input)
    }
}
