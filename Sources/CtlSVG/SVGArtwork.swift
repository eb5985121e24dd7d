import CtlRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An SVG file taken as artwork where a PNG is taken (a button's image, a tab-bar item's
/// mask, a nine-slice source, a scene's image): kept as its bytes, and drawn again at the
/// scale each rendering needs, so that an @3x image is drawn at 3×, not scaled up from 1×.
///
/// Its size in points is the document's size at scale 1 (its `width` and `height`, else its
/// `viewBox`'s): a 24×24 icon is 24×24 points, 72×72 pixels at @3x.
public struct SVGArtwork: Hashable, Sendable {
    /// The file's bytes, read and checked once; each drawing reads them again.
    public let data: [UInt8]
    /// The file as messages name it.
    public let file: String
    /// The folder its relative references (images) are resolved against: the file's own.
    public let resourcesFolder: String
    /// The folder its image files may be read from, with its subfolders (`SVGOptions.allowedFolder`):
    /// the file's own, or a wider one its user chose (an asset build's manifest folder).
    public let allowedFolder: String
    /// The appearance its `@media` rules are evaluated in (`SVGOptions.appearance`): the one
    /// it was made in, else light, or `drawingAppearance` while one is bound.
    public let appearance: Appearance
    /// Whether it was made without an appearance, and so is drawn in `drawingAppearance`.
    private let followsDrawingAppearance: Bool
    /// The size in points.
    public let size: Size
    /// The files its images name (`SVGDocument.filesNamed`): a drawing reads them again.
    public let filesNamed: [String]
    /// What its drawing leaves out or a limit dropped, as `LINE:COLUMN: …` lines
    /// (`SVGDocument.messages`).
    public let messages: [String]

    /// Each of `messages` as `FILE:LINE:COLUMN: …`, for warnings.
    public var warnings: [String] { messages.map { "\(file):\($0)" } }

    /// Whether `path` names an SVG file: its extension is `.svg`, in any case.
    public static func isSVG(path: String) -> Bool {
        PathText.pathExtension(of: path).lowercased() == "svg"
    }

    /// The SVG file at `path` (`-` for standard input), whose images are read from `allowedFolder`
    /// and below (default: the SVG's own folder, the current directory for standard input), in
    /// `appearance` (nil: light, and `drawingAppearance` while one is bound).
    ///
    /// - Throws: `InputFileError` when it cannot be read, `SVGFileError` (the file, a
    ///   line and a column) when it is not an SVG document we can draw.
    public init(path: String, allowedFolder: String? = nil, appearance: Appearance? = nil) throws {
        let bytes = try InputFile.read(path: path)
        let folder = path == InputFile.standardInput ? FileManager.default.currentDirectoryPath
                                                     : PathText.deletingLastComponent(of: path)
        try self.init(data: [UInt8](bytes), file: InputFile.displayName(of: path),
                      resourcesFolder: folder.isEmpty ? "." : folder, allowedFolder: allowedFolder,
                      appearance: appearance)
    }

    /// An SVG document's bytes, named `file` in messages, whose images are read from
    /// `allowedFolder` and below (default: `resourcesFolder`), in `appearance` (nil: light, and
    /// `drawingAppearance` while one is bound).
    ///
    /// - Throws: `SVGFileError` when they are not an SVG document we can draw.
    public init(data: [UInt8], file: String, resourcesFolder: String, allowedFolder: String? = nil,
                appearance: Appearance? = nil) throws(SVGFileError) {
        self.data = data
        self.file = file
        self.resourcesFolder = resourcesFolder
        self.allowedFolder = allowedFolder ?? resourcesFolder
        self.appearance = appearance ?? .light
        followsDrawingAppearance = appearance == nil
        let document = try SVGArtwork.document(data, file: file, resourcesFolder: resourcesFolder,
                                               allowedFolder: self.allowedFolder, appearance: self.appearance)
        size = document.size
        filesNamed = document.filesNamed
        messages = document.messages
    }

    /// The appearance artwork made without one is drawn in while a value is bound, as UIKit
    /// draws an image asset in the current trait collection: a control drawn in the dark
    /// appearance binds it, so that its SVG images' `@media` rules follow.
    @TaskLocal public static var drawingAppearance: Appearance?

    /// The document, read from the bytes. The same bytes and options always read the same, and
    /// the appearance changes only which rules apply, so after `init` this does not throw.
    func document() throws(SVGFileError) -> SVGDocument {
        let bound = followsDrawingAppearance ? SVGArtwork.drawingAppearance : nil
        return try SVGArtwork.document(data, file: file, resourcesFolder: resourcesFolder,
                                       allowedFolder: allowedFolder, appearance: bound ?? appearance)
    }

    private static func document(_ data: [UInt8], file: String, resourcesFolder: String, allowedFolder: String,
                                 appearance: Appearance) throws(SVGFileError) -> SVGDocument {
        var options = SVGOptions()
        options.resourcesFolder = resourcesFolder
        options.allowedFolder = allowedFolder
        options.appearance = appearance
        do {
            return try SVGDocument(data: data, options: options)
        } catch let error as SVGError {
            throw SVGFileError(file: file, error: error)
        } catch {
            throw SVGFileError(file: file, error: SVGError("\(error)", at: nil))
        }
    }

    /// The artwork drawn at `scale` pixels per point: ⌈width·scale⌉ × ⌈height·scale⌉ pixels,
    /// the document scaled by `scale` from the top-left corner.
    ///
    /// - Throws: `LimitExceeded` when the image would be too large or the drawing goes over
    ///   the render limits.
    public func render(scale: Double) throws -> Pixmap {
        let (w, h) = try pixelSize(size.width * scale, size.height * scale)
        return try render(width: w, height: h, transform: .scale(scale, scale))
    }

    /// The artwork stretched to fill `width` × `height` pixels (as a bitmap stretched to a
    /// rectangle, but drawn at that size).
    ///
    /// - Throws: `LimitExceeded` as `render(scale:)`.
    public func render(width: Int, height: Int) throws -> Pixmap {
        let (w, h) = try pixelSize(Double(width), Double(height))
        return try render(width: w, height: h,
                          transform: .scale(Double(w) / size.width, Double(h) / size.height))
    }

    /// The artwork in a box of `box` points at `scale` pixels per point (⌈box·scale⌉ pixels):
    /// scaled by the same factor on both axes to fit it, and centred, as SVG's default
    /// `preserveAspectRatio` (xMidYMid meet) places a `viewBox` in a viewport.
    ///
    /// - Throws: `LimitExceeded` as `render(scale:)`.
    public func render(fitting box: Size, scale: Double) throws -> Pixmap {
        let (w, h) = try pixelSize(box.width * scale, box.height * scale)
        let k = min(box.width / size.width, box.height / size.height) * scale
        let dx = (box.width * scale - size.width * k) / 2, dy = (box.height * scale - size.height * k) / 2
        return try render(width: w, height: h, transform: Transform.scale(k, k).concatenating(.translation(dx, dy)))
    }

    private func render(width: Int, height: Int, transform: Transform) throws -> Pixmap {
        do {
            return try document().render(width: width, height: height, transform: transform)
        } catch let error as SVGError {
            // A limit gone over stays that limit's error, named by the file and the element.
            guard let limit = error.limit else { throw SVGFileError(file: file, error: error) }
            throw RenderBudget.Overrun(error: limit, position: error.position).located(in: file)
        }
    }

    /// Whole pixels for a size in pixels: rounded up (a hair above a whole number counts as
    /// that number), at least 1, within the pixmap limits.
    private func pixelSize(_ w: Double, _ h: Double) throws -> (Int, Int) {
        func pixels(_ v: Double) -> Double { max(1, (v - 1e-9).rounded(.up)) }
        let (pw, ph) = (pixels(w), pixels(h))
        let limit = Double(Pixmap.maxDimension)
        guard pw.isFinite, ph.isFinite, pw <= limit, ph <= limit, pw * ph <= Double(Pixmap.maxPixelCount) else {
            let requested = pw * ph
            throw LimitExceeded(limit: .imagePixels,
                                requested: requested.isFinite && requested < Double(Int.max) ? Int(requested) : Int.max,
                                allowed: Pixmap.maxPixelCount,
                                what: "the SVG artwork \(file) drawn at \(Int(min(pw, 1e15)))×\(Int(min(ph, 1e15))) pixels")
        }
        return (Int(pw), Int(ph))
    }

    /// Draws the artwork into `rect` (user space) as a bitmap source would be drawn, but from a
    /// drawing made at the canvas' own scale: nine-sliced by `capInsets` (points) from the
    /// artwork drawn at its size × the scale, else stretched, drawn at the rectangle's size in
    /// device pixels. `edit` changes the drawing before it is placed (a template's fill, a
    /// colour adjustment), as it would change a bitmap.
    ///
    /// A drawing over the limits draws nothing and is noted on the canvas (see
    /// `Canvas.checkLimits`). Draws nothing for a rectangle that is empty or not finite.
    public func draw(on canvas: inout Canvas, in rect: Rect, capInsets: EdgeInsets? = nil,
                     mode: NineSlice.Mode = .stretch, filter: ImageFilter = .bilinear,
                     edit: (inout Pixmap) -> Void = { _ in }) {
        let r = rect.standardized
        let t = canvas.transform
        guard r.origin.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0,
              t.isFinite, t.maxScale > 0 else { return }
        do {
            if let capInsets {
                let scale = t.maxScale
                var image = try render(scale: scale)
                edit(&image)
                // The caps fit the artwork's size in points, so they fit its drawing at any scale.
                let slice = try NineSlice(image: image, scale: scale, insets: capInsets, mode: mode, filter: filter)
                canvas.draw(slice, in: r)
            } else {
                // Device pixels per point along each axis of user space.
                let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
                let (w, h) = try pixelSize(r.width * sx, r.height * sy)
                var image = try render(width: w, height: h)
                edit(&image)
                canvas.drawImage(image, in: r, filter: filter)
            }
        } catch let error as LimitExceeded {
            canvas.noteOverLimit(error)
        } catch {
            // Not reached: the document was read when the artwork was made, and the caller
            // checked the caps against its size (a NineSliceError otherwise).
            assertionFailure("\(file): \(error)")
        }
    }
}

/// An SVG file that cannot be used as artwork: `FILE:LINE:COLUMN: message`.
public struct SVGFileError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    public let error: SVGError

    public init(file: String, error: SVGError) {
        self.file = file
        self.error = error
    }

    public var description: String {
        if let p = error.position { return "\(file):\(p.line):\(p.column): \(error.message)" }
        return "\(file): \(error.message)"
    }
}
