#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Unbuffered writes to stdout and stderr, so lines appear at once even when piped.
enum Console {
    /// Set once, before the command runs, from its `--quiet`: warnings are dropped (errors never are).
    nonisolated(unsafe) static var quiet = false

    /// The help of every subcommand's `-q/--quiet`.
    static let quietHelp = "Print no warnings (errors are still printed, on standard error)."

    static func output(_ line: String) {
        write(Array((line + "\n").utf8), to: STDOUT_FILENO)
    }

    static func error(_ line: String) {
        write(Array((line + "\n").utf8), to: STDERR_FILENO)
    }

    /// Writes all of `bytes` to the file descriptor `fd` (standard output or error), through
    /// short writes and interruptions; stops at the first error, as a closed pipe has no reader.
    static func write(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                // offset < buffer.count, so the pointer and the count stay inside the buffer.
                let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// `ctlrender: warning: …` on stderr, unless quiet.
    static func warning(_ message: String) {
        guard !quiet else { return }
        error("ctlrender: warning: \(message)")
    }
}

/// A subcommand with `-q/--quiet`; `CtlRender.main` sets `Console.quiet` from it.
protocol QuietCommand {
    var isQuiet: Bool { get }
}

/// The C library's `write` (inside `Console`, `write` names `Console.write`).
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(fd, buffer, count)
    #elseif canImport(Darwin)
    return Darwin.write(fd, buffer, count)
    #endif
}
