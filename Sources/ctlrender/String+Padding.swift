#if canImport(FoundationEssentials)
extension String {
    /// The string cut or padded with `pad` to `length` UTF-16 units: Foundation's `NSString`
    /// method of this name, which FoundationEssentials lacks (the CLI's aligned columns).
    func padding(toLength length: Int, withPad pad: String, startingAt padIndex: Int) -> String {
        let units = Array(utf16)
        if units.count >= length { return String(decoding: units.prefix(length), as: UTF16.self) }
        let padUnits = Array(pad.utf16)
        var result = units
        var next = padIndex
        while result.count < length {
            result.append(padUnits[next % padUnits.count])
            next += 1
        }
        return String(decoding: result, as: UTF16.self)
    }
}
#endif
