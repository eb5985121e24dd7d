import Foundation

/// Unbuffered writes to stdout and stderr, so lines appear at once even when piped.
enum Console {
    static func output(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
