import CtlRaster

/// A group's `filter` property, resolved when the document is converted (usvg's list of
/// `filter::Filter`): every `url()` and every CSS filter function already turned into typed
/// primitives for the group's bounding box. Drawing (Filters/) only runs them.
struct GroupFilter {
    /// The filters in order: the first filters the group, each next one the previous output.
    /// A `url()` gives one chain, a list of CSS functions one chain per function.
    var chains: [FilterChain]
    /// Whether one entry is a reference to an invalid filter (an empty or non-finite region,
    /// no primitives) or the functions' every `url()` is broken: SVG then draws the element
    /// not at all.
    var hidesElement = false
    /// The element the filter is on, named when a filter goes over a render limit.
    var position: XMLPosition
}

/// A resolved SVG `<filter>`: its region and its primitives, every length already in the user
/// space of the element it applies to (`objectBoundingBox` fractions multiplied out by the
/// parser), every `in`/`in2` already bound to a source or an earlier primitive.
///
/// Valid by construction: the region is finite and non-empty, every reference points backwards.
/// `FilterEngine.apply` turns it into pixels.
struct FilterChain {
    /// The filter region in user space (`x`/`y`/`width`/`height` of `<filter>`, default
    /// −10 %, −10 %, 120 %, 120 % of the element's bounding box).
    var region: Rect
    /// The primitives in document order; the last one's result is the filter's output.
    var primitives: [FilterPrimitive]
}

/// The colour space a primitive computes in (`color-interpolation-filters`).
enum FilterColorSpace {
    case sRGB
    /// The default of `color-interpolation-filters`.
    case linearRGB
}

/// Where a primitive takes an image from.
enum FilterInput {
    /// The element as drawn, in sRGB.
    case sourceGraphic
    /// The element's alpha, its colour black.
    case sourceAlpha
    /// The result of the primitive at this index (always an earlier one).
    case result(Int)
}

/// One filter primitive: its subregion, colour space, and what it does.
struct FilterPrimitive {
    /// The primitive subregion in user space (defaults: the filter region).
    var subregion: Rect
    var colorSpace = FilterColorSpace.linearRGB
    var kind: FilterKind
}

/// What a primitive does, with its parameters in user units.
enum FilterKind {
    case gaussianBlur(input: FilterInput, stdDeviationX: Double, stdDeviationY: Double)
    /// `feOffset`: the input moved by `dx`, `dy`.
    case offset(input: FilterInput, dx: Double, dy: Double)
    /// `feFlood`: the subregion filled with a colour (`flood-color` with `flood-opacity` applied).
    case flood(color: Color)
    /// `feMerge`: the inputs composited source-over, first at the bottom.
    case merge(inputs: [FilterInput])
    case composite(input: FilterInput, input2: FilterInput, operator: CompositeOperator)
    /// `feBlend`: `input` blended onto `input2`.
    case blend(input: FilterInput, input2: FilterInput, mode: BlendMode)
    case colorMatrix(input: FilterInput, matrix: ColorMatrix)
    case dropShadow(input: FilterInput, dx: Double, dy: Double, stdDeviationX: Double, stdDeviationY: Double,
                    color: Color)
    case componentTransfer(input: FilterInput, red: TransferFunction, green: TransferFunction,
                           blue: TransferFunction, alpha: TransferFunction)
    case morphology(input: FilterInput, operator: MorphologyOperator, radiusX: Double, radiusY: Double)
    /// `feTile`: the input's subregion repeated over the whole filter region.
    case tile(input: FilterInput)
    /// `feImage`: an image placed in the subregion, or an element drawn as `use` would draw it.
    case image(FilterImageContent)
    case turbulence(Turbulence)
    case convolveMatrix(input: FilterInput, ConvolveMatrix)
    /// `feDisplacementMap`: `scale` along x and y (they differ in `objectBoundingBox` units).
    case displacementMap(input: FilterInput, input2: FilterInput, scaleX: Double, scaleY: Double,
                         xChannel: ColorChannel, yChannel: ColorChannel)
    case diffuseLighting(input: FilterInput, Lighting, diffuseConstant: Double)
    case specularLighting(input: FilterInput, Lighting, specularConstant: Double, specularExponent: Double)
}

extension FilterKind {
    /// The inputs the primitive reads.
    var inputs: [FilterInput] {
        switch self {
        case .gaussianBlur(let i, _, _), .offset(let i, _, _), .colorMatrix(let i, _), .dropShadow(let i, _, _, _, _, _),
             .componentTransfer(let i, _, _, _, _), .morphology(let i, _, _, _), .tile(let i), .convolveMatrix(let i, _),
             .diffuseLighting(let i, _, _), .specularLighting(let i, _, _, _):
            return [i]
        case .composite(let i, let j, _), .blend(let i, let j, _), .displacementMap(let i, let j, _, _, _, _):
            return [i, j]
        case .merge(let inputs):
            return inputs
        case .flood, .image, .turbulence:
            return []
        }
    }
}

/// What `feImage` draws.
enum FilterImageContent {
    /// A PNG or SVG image, its `viewRect` the primitive subregion (user space).
    case image(TreeImage)
    /// An element of the document, drawn in the filtered element's user space moved by `offset`
    /// (the subregion's corner, as resvg places it).
    case node(TreeNode, offset: Point)
}

/// `feComposite`'s `operator`.
enum CompositeOperator {
    case over, `in`, out, atop, xor
    /// k1·i1·i2 + k2·i1 + k3·i2 + k4 on premultiplied values, clamped.
    case arithmetic(k1: Double, k2: Double, k3: Double, k4: Double)
}

/// `feMorphology`'s `operator`.
enum MorphologyOperator {
    case erode, dilate
}

/// A channel of `feDisplacementMap`'s `xChannelSelector`/`yChannelSelector`.
enum ColorChannel: Int, Sendable, Equatable {
    case r = 0, g, b, a
}

/// `feColorMatrix`, its `type` and `values` resolved.
enum ColorMatrix {
    /// 20 values, row-major: each output channel is the dot product of its row with (R, G, B, A, 1).
    case matrix([Double])
    case saturate(Double)
    /// Degrees.
    case hueRotate(Double)
    case luminanceToAlpha

    /// The matrix that changes nothing.
    static let identity = ColorMatrix.matrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])
}

/// One `feFuncX` of `feComponentTransfer`.
enum TransferFunction {
    case identity
    case table([Double])
    case discrete([Double])
    case linear(slope: Double, intercept: Double)
    case gamma(amplitude: Double, exponent: Double, offset: Double)
}

/// `feTurbulence`'s parameters.
struct Turbulence {
    var baseFrequencyX: Double
    var baseFrequencyY: Double
    var numOctaves: Int
    var seed: Double
    var stitchTiles: Bool
    var fractalNoise: Bool
}

/// `feConvolveMatrix`'s parameters, checked: `kernel.count == orderX·orderY`, the target inside
/// the kernel, the divisor non-zero.
struct ConvolveMatrix {
    var orderX: Int
    var orderY: Int
    /// Row-major, as written (the engine flips it, as the specification's formula does).
    var kernel: [Double]
    var divisor: Double
    var bias: Double
    var targetX: Int
    var targetY: Int
    var edgeMode: EdgeMode
    var preserveAlpha: Bool

    enum EdgeMode { case duplicate, wrap, none }
}

/// The shared parameters of `feDiffuseLighting` and `feSpecularLighting`.
struct Lighting {
    var surfaceScale: Double
    /// `lighting-color`, sRGB.
    var color: Color
    var light: LightSource
}

/// `feDistantLight`, `fePointLight`, `feSpotLight`, positions in user space.
enum LightSource {
    /// Angles in degrees.
    case distant(azimuth: Double, elevation: Double)
    case point(x: Double, y: Double, z: Double)
    /// `limitingConeAngle` in degrees, nil when absent.
    case spot(x: Double, y: Double, z: Double, pointsAtX: Double, pointsAtY: Double, pointsAtZ: Double,
              specularExponent: Double, limitingConeAngle: Double?)
}
