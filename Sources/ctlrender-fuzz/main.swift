// ctlrender-fuzz TARGET [ARGS…]
//
// Built with -sanitize=fuzzer (Scripts/fuzz), libFuzzer is linked in and ARGS are its own
// (flags, corpus folders, inputs to run). Built without it (plain `swift build`), the
// program replays inputs: each ARG is a file, or a folder whose files are run, once each.
//
// The target may also come from the environment (CTL_FUZZ_TARGET): libFuzzer's -fork and
// -minimize_crash modes run this program again with libFuzzer's arguments only.

import CFuzzer
import CtlFuzzing
import Foundation

/// The target the libFuzzer callback runs (a C callback cannot capture it). Set once before
/// libFuzzer starts; libFuzzer calls back on one thread.
nonisolated(unsafe) var selectedTarget = FuzzTarget.path

func usage() -> Never {
    let message = """
        usage: ctlrender-fuzz TARGET [libFuzzer flags] [CORPUS…]   (a -sanitize=fuzzer build)
               ctlrender-fuzz TARGET [--verbose] FILE|FOLDER…      (any other build: replay)
        targets: \(FuzzTarget.names.joined(separator: ", "))

        """
    FileHandle.standardError.write(Data(message.utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first, let target = FuzzTarget(rawValue: first) {
    selectedTarget = target
    arguments.removeFirst()
    setenv("CTL_FUZZ_TARGET", target.rawValue, 1)
} else if let name = ProcessInfo.processInfo.environment["CTL_FUZZ_TARGET"], let target = FuzzTarget(rawValue: name) {
    selectedTarget = target
} else {
    usage()
}

if ctl_fuzzer_is_linked() != 0 {
    exit(runLibFuzzer(arguments: [CommandLine.arguments[0]] + arguments))
} else {
    exit(Replay.run(selectedTarget, arguments: arguments))
}

/// Hands the arguments to libFuzzer, which runs `selectedTarget` on each input it makes.
func runLibFuzzer(arguments: [String]) -> Int32 {
    var cStrings = arguments.map { strdup($0) } + [nil]
    var argc = Int32(arguments.count)
    return cStrings.withUnsafeMutableBufferPointer { buffer in
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
        return ctl_fuzzer_run_driver(&argc, &argv) { data, size in
            _ = selectedTarget.run(UnsafeRawBufferPointer(start: data, count: size))
            return 0
        }
    }
}
