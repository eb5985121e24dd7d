/// How a drawn (source) pixel combines with the pixel already on the canvas (destination, or
/// backdrop): the Porter-Duff operators and the blend modes of W3C "Compositing and Blending
/// Level 1", under the names CSS and canvas `globalCompositeOperation` use.
///
/// In the formulas, lower-case `s`, `d` are premultiplied colours, `αs`, `αd` their alphas, and
/// upper-case `Cs`, `Cb` the un-premultiplied source and backdrop colours, all in 0…1.
///
/// - Porter-Duff operators give `o = s·Fa + d·Fb` for colour and alpha alike.
/// - Separable and non-separable blend modes give `B(Cb, Cs)` and are composited source-over
///   with the general formula `co = s·(1 − αd) + d·(1 − αs) + αs·αd·B(Cb, Cs)`,
///   `αo = αs + αd − αs·αd`.
///
/// Results are clamped to 0…1 with colour ≤ alpha. Blending works on the sRGB-encoded values,
/// as Skia, CoreGraphics and the browsers do. `BlendMode.blend(_:source:destination:)`
/// evaluates one pixel; `BlendMode.blendRow(...)` a run of pixels under coverage.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    // MARK: Porter-Duff operators

    /// Nothing remains: Fa = 0, Fb = 0.
    case clear
    /// The source replaces the destination: Fa = 1, Fb = 0 (Skia `kSrc`; `source` is an alias).
    case copy
    /// The source over the destination: Fa = 1, Fb = 1 − αs. The default of every canvas.
    case sourceOver = "source-over"
    /// The source where the destination is: Fa = αd, Fb = 0.
    case sourceIn = "source-in"
    /// The source where the destination is not: Fa = 1 − αd, Fb = 0.
    case sourceOut = "source-out"
    /// The source where the destination is, over it: Fa = αd, Fb = 1 − αs.
    case sourceAtop = "source-atop"
    /// The destination is left as it is: Fa = 0, Fb = 1 (Skia `kDst`).
    case destination
    /// The destination over the source: Fa = 1 − αd, Fb = 1.
    case destinationOver = "destination-over"
    /// The destination where the source is: Fa = 0, Fb = αs.
    case destinationIn = "destination-in"
    /// The destination where the source is not (an eraser): Fa = 0, Fb = 1 − αs.
    case destinationOut = "destination-out"
    /// The destination where the source is, over it: Fa = 1 − αd, Fb = αs.
    case destinationAtop = "destination-atop"
    /// Each where the other is not: Fa = 1 − αd, Fb = 1 − αs.
    case xor
    /// The sum: o = min(1, s + d) per channel, alpha included (canvas `lighter`, Skia `kPlus`).
    case plusLighter = "plus-lighter"

    // MARK: Separable blend modes, B(Cb, Cs) per channel

    /// B = Cb·Cs.
    case multiply
    /// B = Cb + Cs − Cb·Cs.
    case screen
    /// B = HardLight(Cs, Cb): hard-light with source and backdrop swapped, so the
    /// backdrop decides between multiply (Cb ≤ ½) and screen.
    case overlay
    /// B = min(Cb, Cs).
    case darken
    /// B = max(Cb, Cs).
    case lighten
    /// B = 0 if Cb = 0; else 1 if Cs = 1; else min(1, Cb / (1 − Cs)).
    case colorDodge = "color-dodge"
    /// B = 1 if Cb = 1; else 0 if Cs = 0; else 1 − min(1, (1 − Cb) / Cs).
    case colorBurn = "color-burn"
    /// B = Cb·2Cs if Cs ≤ ½; else Screen(Cb, 2Cs − 1).
    case hardLight = "hard-light"
    /// B = Cb − (1 − 2Cs)·Cb·(1 − Cb) if Cs ≤ ½; else Cb + (2Cs − 1)·(D(Cb) − Cb),
    /// with D(Cb) = ((16Cb − 12)·Cb + 4)·Cb if Cb ≤ ¼, else √Cb.
    case softLight = "soft-light"
    /// B = |Cb − Cs|.
    case difference
    /// B = Cb + Cs − 2·Cb·Cs.
    case exclusion

    // MARK: Non-separable blend modes, B on the whole colour
    //
    // Lum(C) = 0.3·R + 0.59·G + 0.11·B;  Sat(C) = max(C) − min(C);
    // SetLum(C, l) = ClipColor(C + (l − Lum(C))), ClipColor pulling the channels toward Lum(C)
    // until they fit in 0…1;  SetSat(C, s) maps min(C) → 0, max(C) → s and the middle channel
    // proportionally (all 0 when C is grey).

    /// B = SetLum(SetSat(Cs, Sat(Cb)), Lum(Cb)): the source's hue.
    case hue
    /// B = SetLum(SetSat(Cb, Sat(Cs)), Lum(Cb)): the source's saturation.
    case saturation
    /// B = SetLum(Cs, Lum(Cb)): the source's hue and saturation.
    case color
    /// B = SetLum(Cb, Lum(Cs)): the source's luminosity.
    case luminosity

    /// The mode named `name`, or `nil` for an unknown name.
    ///
    /// Accepts the raw values (`source-over`, `multiply`, `color-dodge`, …), the CSS and canvas
    /// aliases `source` (= `copy`), `lighter` and `plus` (= `plus-lighter`) and `normal`
    /// (= `source-over`, as CSS `mix-blend-mode`), and Skia's short Porter-Duff names (`src`,
    /// `dst`, `src-over`, `dst-in`, `src-atop`, …). Letters may be in any case; words may be
    /// joined by `-` or `_`, or written in camel case (`sourceOver`, `kSrcOver` without the `k`).
    public init?(name: String) {
        let key = BlendMode.normalizedKey(name)
        guard let mode = BlendMode.byKey[key] else { return nil }
        self = mode
    }

    /// Whether the mode is one of the Porter-Duff operators (plus-lighter included), which
    /// combine premultiplied values without un-premultiplying them.
    public var isPorterDuff: Bool {
        switch self {
        case .clear, .copy, .sourceOver, .sourceIn, .sourceOut, .sourceAtop, .destination,
             .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor, .plusLighter:
            true
        default:
            false
        }
    }

    /// Lower case with the separators dropped: "Source-Over", "source_over", "sourceOver" and
    /// "sourceover" all become "sourceover".
    private static func normalizedKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// Every accepted name, by normalized key.
    private static let byKey: [String: BlendMode] = {
        var table: [String: BlendMode] = [:]
        for mode in BlendMode.allCases { table[normalizedKey(mode.rawValue)] = mode }
        let aliases: [(String, BlendMode)] = [
            ("source", .copy), ("src", .copy), ("dst", .destination), ("dest", .destination),
            ("normal", .sourceOver), ("lighter", .plusLighter), ("plus", .plusLighter),
            ("src-over", .sourceOver), ("src-in", .sourceIn), ("src-out", .sourceOut), ("src-atop", .sourceAtop),
            ("dst-over", .destinationOver), ("dst-in", .destinationIn), ("dst-out", .destinationOut),
            ("dst-atop", .destinationAtop),
        ]
        for (alias, mode) in aliases { table[normalizedKey(alias)] = mode }
        return table
    }()
}

extension BlendMode {
    /// Whether drawing a fully transparent source leaves the destination as it is, so
    /// such a draw can be skipped. False for the operators that replace or cut the
    /// destination (`clear`, `copy`, `source-in`, `source-out`, `destination-in`,
    /// `destination-atop`).
    var transparentSourceKeepsDestination: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return false
        default: return true
        }
    }
}
