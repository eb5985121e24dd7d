#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock with `lock()`/`unlock()` and `withLock`, as Foundation's `NSLock`,
/// for the package's modules that import only FoundationEssentials (which has no lock): full
/// Foundation would link ICU's 34 MB of data into the `ctlrender` binary.
package final class ThreadLock: @unchecked Sendable {
    /// Allocated once, so that the mutex never moves while a thread holds it.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }

    package func unlock() { pthread_mutex_unlock(mutex) }

    /// `body`'s result, computed while holding the lock.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
