import Testing
import CtlRaster
@testable import CtlSVG

/// `stitchTiles="stitch"` as resvg draws it (the suite's reference): the base frequencies are
/// fitted to whole periods of the filter region's size in device pixels, the nearer of the
/// two (Filter Effects' reference code, its tile being that region).
@Suite struct FilterTurbulenceStitchTests {
    static func render(_ turbulence: String, scale: Int) throws -> Pixmap {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">\(turbulence)</filter>
            <rect width="100" height="100" filter="url(#f)"/></svg>
            """
        return try SVGDocument(data: Array(svg.utf8)).render(width: 100 * scale, height: 100 * scale)
    }

    @Test func theFrequencyIsFittedToTheRegionInDevicePixels() throws {
        // At scale 2 the region is 200 px: 0.033 × 200 = 6.6 periods, fitted to 7 (7/200 =
        // 0.035, nearer by ratio than 6/200). The lattice never wraps here (it starts at the
        // region's corner), so the stitched noise is the plain noise at 0.035.
        let stitched = try Self.render(#"<feTurbulence baseFrequency="0.033" stitchTiles="stitch"/>"#, scale: 2)
        let fitted = try Self.render(#"<feTurbulence baseFrequency="0.035"/>"#, scale: 2)
        let unfitted = try Self.render(#"<feTurbulence baseFrequency="0.033"/>"#, scale: 2)
        #expect(stitched.pixels == fitted.pixels)
        #expect(stitched.pixels != unfitted.pixels)
        // At scale 1 the region is 100 px: 3.3 periods, fitted to 3 (0.03).
        let small = try Self.render(#"<feTurbulence baseFrequency="0.033" stitchTiles="stitch"/>"#, scale: 1)
        #expect(small.pixels == (try Self.render(#"<feTurbulence baseFrequency="0.03"/>"#, scale: 1)).pixels)
    }
}
