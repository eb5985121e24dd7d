import ArgumentParser
import CtlAssets
import CtlControls
import CtlRaster
import CtlScene
import CtlSVG
import CtlText
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// The one place that turns errors into `ctlrender: error: …` on stderr and an exit status.
enum Failure {
    /// The exit statuses listed in `CtlRender`'s discussion.
    enum Status: Int32 {
        case success = 0
        case input = 1
        case usage = 2
        case output = 3
    }

    /// The status for an error of ours or of the layers below; `nil` for ArgumentParser's own.
    static func status(of error: Error) -> Status? {
        switch error {
        case let error as CLIError: return error.status
        case is UsageError: return .usage
        case let error as SVGFilesFailed: return error.status
        case is SceneError, is SVGFileError, is PathDataError, is PixmapError, is NineSliceError, is TintError, is FontError,
             is SpecError, is ControlError, is LimitExceeded, is InputFileError:
            return .input
        case is LimitSettingError: return .usage
        case let error as CtlRaster.InputFileError: return error.reason == .standardInputTaken ? .usage : .input
        case AssetError.output, AssetError.busy: return .output
        case is AssetError:
            return .input
        case PNGError.encodeFailed: return .output
        case is PNGError: return .input
        case is AtomicFileError: return .output
        default: return nil
        }
    }

    /// Prints `ctlrender: error: <message>` on stderr.
    static func report(_ error: Error) {
        Console.error("ctlrender: error: \(error)")
    }

    /// Reports `error` and exits with its status.
    ///
    /// ArgumentParser's errors keep its behaviour: help and `--version` print to
    /// stdout and exit 0; a parse or validation error prints the message with the
    /// usage and exits 2.
    /// `root` is the command the arguments were parsed under, for the wording of ArgumentParser's
    /// own errors.
    static func exit(_ error: Error, root: ParsableCommand.Type = CtlRender.self) -> Never {
        // A command that reported its own outcome (diff's "differ") ends with this status.
        if let code = error as? ExitCode { terminate(code.rawValue) }
        if let status = status(of: error) {
            report(error)
            terminate(status.rawValue)
        }
        let code = root.exitCode(for: error)
        if code == .success { root.exit(withError: error) }
        guard code == .validationFailure else {
            Console.error("ctlrender: error: \(root.message(for: error))")
            terminate(Status.input.rawValue)
        }
        var message = root.fullMessage(for: error)
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        Console.error("ctlrender: error: \(message)")
        terminate(Status.usage.rawValue)
    }
}

/// Ends the process with `status` (inside `Failure`, `exit` names `Failure.exit`).
private func terminate(_ status: Int32) -> Never {
    #if canImport(Glibc)
    Glibc.exit(status)
    #elseif canImport(Musl)
    Musl.exit(status)
    #elseif canImport(Darwin)
    Darwin.exit(status)
    #endif
}
