#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Environment variables read one by one, for the settings read on every run: a command
/// that needs three variables should not copy the whole environment into a dictionary
/// (`ProcessInfo.environment`, about a third of a million instructions).
package enum ProcessEnvironment {
    /// The variables among `names` that are set, with their values: the part of
    /// `ProcessInfo.processInfo.environment` that the caller reads.
    package static func values(of names: some Sequence<String>) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}
