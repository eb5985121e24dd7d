import Foundation
@testable import CtlSVG
import CtlRaster
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The stack one level of nesting takes, measured: a document is read, drawn and released on a
/// thread whose stack is a fresh mapping, then the pages of it that were touched are counted
/// (`mincore`). From two depths of the same chain comes the cost of a level, which times
/// `ReferenceDepth.limit`, twice over, must fit `StackThread.size`: in every build this suite
/// runs in, the debug build under AddressSanitizer (CI) the largest.
@Suite struct StackPerLevelTests {
    /// The chains of ReferenceDepthTests whose levels cost the most frames, as documents of
    /// `levels` levels.
    static let chains: [(name: String, document: @Sendable (Int) -> [UInt8])] = [
        ("use", { levels in ReferenceDepthTests.useChainDocument(levels - 2) }),
        ("use of symbols", { levels in
            var defs = "<symbol id='s0'><rect width='10' height='10' fill='green'/></symbol>\n"
            // The top use, then each symbol's use (a level each; the symbol is its content).
            for i in stride(from: 1, through: levels - 2, by: 1) { defs += "<symbol id='s\(i)'><use href='#s\(i - 1)'/></symbol>\n" }
            return ReferenceDepthTests.document("<defs>\(defs)</defs><use href='#s\(levels - 2)'/>")
        }),
        ("pattern", { levels in
            var defs = "<pattern id='p0' width='10' height='10' patternUnits='userSpaceOnUse'><rect width='10' height='10' fill='green'/></pattern>\n"
            for i in stride(from: 1, through: levels - 2, by: 1) {
                defs += "<pattern id='p\(i)' width='10' height='10' patternUnits='userSpaceOnUse'>"
                    + "<text y='9' font-size='9' fill='url(#p\(i - 1))'>x</text></pattern>\n"
            }
            return ReferenceDepthTests.document("<defs>\(defs)</defs><rect width='10' height='10' fill='url(#p\(levels - 2))'/>")
        }),
        ("marker", { levels in
            var defs = "<marker id='k0'><rect width='2' height='2' fill='green'/></marker>\n"
            for i in stride(from: 1, through: levels - 2, by: 1) {
                defs += "<marker id='k\(i)'><path d='M0 0' marker-start='url(#k\(i - 1))'/></marker>\n"
            }
            return ReferenceDepthTests.document("<defs>\(defs)</defs><path d='M5 5' marker-start='url(#k\(levels - 2))'/>")
        }),
        ("nested svg", { levels in
            ReferenceDepthTests.document(String(repeating: "<svg>", count: levels - 1)
                + "<rect width='10' height='10' fill='green'/>" + String(repeating: "</svg>", count: levels - 1))
        }),
    ]

    @Test(arguments: 0..<chains.count)
    func aLevelFitsTheStackThread(_ index: Int) throws {
        let (name, document) = Self.chains[index]
        // Nested svg elements are nested in the XML too, whose limit is 256.
        let (low, high) = name == "nested svg" ? (20, 240) : (20, ReferenceDepth.limit)
        let (shallowDocument, deepDocument) = (document(low), document(high))
        let shallow = try #require(Self.stackTouched { Self.readDrawAndRelease(shallowDocument) })
        let deep = try #require(Self.stackTouched { Self.readDrawAndRelease(deepDocument) })
        let perLevel = max(0, deep - shallow) / (high - low)
        print("stack per level, \(name): \(perLevel) bytes (\(shallow) at \(low) levels, \(deep) at \(high))")
        #expect(perLevel * ReferenceDepth.limit * 2 <= StackThread.size,
                "\(name): \(perLevel) bytes a level; \(ReferenceDepth.limit) levels need more than half of StackThread.size")
    }

    /// What `SVGDocument` does on its stack thread (read, draw, release the tree), here on the
    /// calling thread.
    static func readDrawAndRelease(_ data: [UInt8]) {
        StackThread.$onLargeStack.withValue(true) { readDrawAndReleaseHere(data) }
    }

    static func readDrawAndReleaseHere(_ data: [UInt8]) {
        guard let document = try? SVGDocument(data: data),
              var canvas = try? Canvas(width: 10, height: 10) else {
            Issue.record("the document did not read")
            return
        }
        Renderer.draw(document.root, on: &canvas, depth: 0)
        _ = canvas.pixmap
    }

    /// The bytes of stack `work` touched, run on a thread whose 256 MiB stack is a fresh mapping
    /// (larger than `StackThread.size`, so that a level too costly fails the check, not the run);
    /// nil where that cannot be measured.
    static func stackTouched(_ work: @escaping () -> Void) -> Int? {
        #if canImport(Glibc)
        let size = 256 << 20
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard let stack = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
              stack != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        defer { munmap(stack, size) }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstack(&attributes, stack, size) == 0 else { return nil }
        final class Job { let work: () -> Void; init(_ work: @escaping () -> Void) { self.work = work } }
        let job = Unmanaged.passRetained(Job(work)).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, { context in
            Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().work()
            return nil
        }, job) == 0 else { return nil }
        pthread_join(thread, nil)
        // One byte per page of the mapping: bit 0 set when the page is resident (was touched).
        var resident = [UInt8](repeating: 0, count: size / page)
        guard mincore(stack, size, &resident) == 0 else { return nil }
        return resident.reduce(0) { $0 + Int($1 & 1) } * page
        #else
        return nil
        #endif
    }
}
