#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// `format` filled in by the C library's `printf` rules (`"%.2f"`, `"%03d"`, `"\\u%04x"`):
    /// what Foundation's `String(format:)` gives for these, for the package's modules that
    /// import only FoundationEssentials, which has no `String(format:)`. Numbers use `.` as
    /// the decimal point whatever the locale: the process never calls `setlocale`.
    package init(cFormat format: String, _ arguments: CVarArg...) {
        var capacity = 64
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let needed = withVaList(arguments) { list in
                // vsnprintf writes at most buffer.count bytes, the terminating NUL included.
                buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, list) }
            }
            precondition(needed >= 0, "an invalid printf format: \(format)")
            if Int(needed) < capacity {
                self = String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                return
            }
            capacity = Int(needed) + 1
        }
    }
}
