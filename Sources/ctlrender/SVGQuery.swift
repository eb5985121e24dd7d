import CtlSVG

/// `ctlrender svg --query-all`: resvg's listing of a document's identified elements.
enum SVGQuery {
    /// Prints `id,x,y,width,height` for each drawn element with an id, as resvg 0.44 prints them
    /// (each number rounded to 3 decimals in single precision, whole numbers without a point).
    ///
    /// - Throws: `SVGFileError` when the document has no such element (resvg: an error too).
    static func printAll(_ document: SVGDocument, file: String) throws {
        let elements = document.identifiedElements
        guard !elements.isEmpty else {
            throw SVGFileError(file: file, error: SVGError("the document has no drawn element with an id", at: nil))
        }
        for e in elements {
            let b = e.bounds
            Console.output([e.id, number(b.minX), number(b.minY), number(b.width), number(b.height)]
                .joined(separator: ","))
        }
    }

    /// `v` rounded to thousandths as resvg does it, in `Float`, printed in the shortest form
    /// that reads back (`2`, `25.51`, `0.367`).
    static func number(_ v: Double) -> String {
        let rounded = (Float(v) * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e9 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
