/// A document's resolved tree, released on `StackThread`'s stack: a tree as deep as
/// `ReferenceDepth.limit` allows is destroyed one nested call per level (its arrays release
/// their elements recursively), which a caller's small stack would not hold.
final class TreeRoot {
    private(set) var group: TreeGroup?

    init(_ group: TreeGroup) {
        self.group = group
    }

    deinit {
        var last = group
        group = nil
        StackThread.run { last = nil }
        _ = last
    }
}
