import Testing
@testable import CtlRaster

/// A pixmap's pixels (and a mask's values) are read and written through pointers on the
/// promise that they number width × height; the public setters keep that promise.
@Suite struct PixelCountInvariantTests {
    @Test func shorteningAPixmapsPixelsTraps() async {
        // Before the check, the shortened pixmap drew past its buffer (a canvas over it, the blur, the encoder).
        await #expect(processExitsWith: .failure) {
            var p = try! Pixmap(width: 4, height: 4)
            p.pixels.removeLast()
        }
    }

    @Test func replacingAMasksValuesWithFewerTraps() async {
        await #expect(processExitsWith: .failure) {
            var m = try! AlphaMask(width: 4, height: 4)
            m.values = []
        }
    }

    @Test func aCanvasPixmapOfAnotherSizeTraps() async {
        // The clip mask is 4 × 4: a 64 × 64 surface under it read the clip far past its end.
        await #expect(processExitsWith: .failure) {
            var c = try! Canvas(width: 4, height: 4)
            var r = Path()
            r.addRect(Rect(x: 0, y: 0, width: 64, height: 64))
            c.clip(r)
            c.pixmap = try! Pixmap(width: 64, height: 64)
            c.fill(r, paint: .solid(.black))
        }
    }

    @Test func changingPixelsKeepsTheCountAndTheBuffer() throws {
        var p = try Pixmap(width: 64, height: 64)
        p.pixels[5] = 0xFF00_00FF
        p.pixels.withUnsafeMutableBufferPointer { $0[6] = 0xFF00_FF00 }
        #expect(p.pixels.count == 64 * 64 && p.pixels[5] == 0xFF00_00FF && p.pixels[6] == 0xFF00_FF00)
        // The check runs after an in-place change: no copy of the pixels each time (a canvas
        // takes a pointer to its pixels at every draw).
        let a = p.pixels.withUnsafeMutableBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let b = p.pixels.withUnsafeMutableBufferPointer { UInt(bitPattern: $0.baseAddress) }
        #expect(a == b)
    }
}
