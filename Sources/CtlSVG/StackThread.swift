import CtlRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the recursive parts of CtlSVG (reading a document, drawing its tree, releasing it) on
/// a thread of their own with a stack of `size` bytes, while the calling thread waits.
///
/// Their depth is bounded by `ReferenceDepth.limit`, and the stack that deep must not depend
/// on the caller's thread: the main thread has `ulimit -s` (8 MiB here), a libdispatch or
/// Foundation worker (the asset build's `--jobs`) 8 MiB on Linux and 512 KiB on Darwin, and a
/// level takes about 9 KB in a release build, up to 48 KB in a debug build and 66 KB in a
/// debug build under AddressSanitizer (`StackPerLevelTests`). So every caller gets the same
/// stack, and the same document is refused or drawn the same everywhere. The stack is
/// reserved, not committed: a shallow document touches a few pages of it.
enum StackThread {
    /// The stack the work runs on: `ReferenceDepth.limit` levels at the worst measured cost per
    /// level (66 KB: markers in markers, in a debug build under AddressSanitizer), twice over.
    static let size = 128 << 20

    /// `body`'s result, computed on a thread with a stack of `size`. If no such thread can be
    /// started (no address space left), `body` runs on the calling thread.
    static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        // Work nested in work (an SVG image read while its document is, a tree released while
        // another is drawn) is already on the large stack, and counted by the same depth.
        if onLargeStack { return try body() }
        // Task-local values are not inherited by a new thread; the limits are the one the
        // drawing reads, the shaping count the one tests read.
        let limits = RenderLimits.current, shapings = ChunkShaper.count
        var outcome: Result<T, E>?
        withoutActuallyEscaping({ () -> Void in
            outcome = RenderLimits.$current.withValue(limits) { () -> Result<T, E> in
                ChunkShaper.$count.withValue(shapings) { () -> Result<T, E> in
                    StackThread.$onLargeStack.withValue(true) { () -> Result<T, E> in
                        do throws(E) { return .success(try body()) } catch { return .failure(error) }
                    }
                }
            }
        }) { work in
            if !runOnLargeStack(work) { work() }
        }
        // `work` ran to its end (on the thread, which was joined, or here) and set `outcome`.
        return try outcome!.get()
    }

    /// Whether this thread is one `run` started.
    @TaskLocal static var onLargeStack = false

    /// Runs `work` on a new thread of `size` bytes of stack and waits for it; false when the
    /// thread could not be made (then `work` did not run).
    private static func runOnLargeStack(_ work: @escaping () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { return false }
        let job = Unmanaged.passRetained(Job(work)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, &attributes, { context in
            // `context` is the retained `Job` passed below, taken back exactly once, here.
            Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().work()
            return nil
        }, job)
        guard started == 0 else {
            Unmanaged<Job>.fromOpaque(job).release()
            return false
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
        return true
    }

    /// The work handed to the thread (the calling thread waits for it, so the closure's captures
    /// outlive it).
    private final class Job: @unchecked Sendable {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }
}
