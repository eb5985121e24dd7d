import Foundation

/// Unbuffered writes to stdout and stderr, so lines appear at once even when piped.
enum Console {
    /// Set once, before the command runs, from its `--quiet`: warnings are dropped (errors never are).
    nonisolated(unsafe) static var quiet = false

    /// The help of every subcommand's `-q/--quiet`.
    static let quietHelp = "Print no warnings (errors are still printed, on standard error)."

    static func output(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
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
