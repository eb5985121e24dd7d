import Synchronization

/// A count of work, added to from any thread: what a test reads to check that an operation
/// stays linear, instead of timing it.
final class WorkCounter: Sendable {
    private let total = Atomic<Int>(0)

    init() {}

    /// The work counted so far.
    var count: Int { total.load(ordering: .relaxed) }

    func add(_ amount: Int) {
        total.add(amount, ordering: .relaxed)
    }
}
