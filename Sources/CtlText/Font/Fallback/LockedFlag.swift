import Foundation

/// A Boolean behind a lock, for a setting read and written from any thread.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func withLock<T>(_ body: (inout Bool) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
