// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ctlrender",
    products: [
        .library(name: "CtlRaster", targets: ["CtlRaster"]),
        .library(name: "CtlControls", targets: ["CtlControls"]),
        .library(name: "CtlScene", targets: ["CtlScene"]),
        .library(name: "CtlSVG", targets: ["CtlSVG"]),
        .library(name: "CtlAssets", targets: ["CtlAssets"]),
        .library(name: "CtlSnapshot", targets: ["CtlSnapshot"]),
        // A `Snapshotting<Pixmap, Data>` strategy for swift-snapshot-testing: empty, and with no
        // dependency fetched, unless the trait "SnapshotTesting" is enabled.
        .library(name: "CtlSnapshotTesting", targets: ["CtlSnapshotTesting"]),
        .library(name: "CtlText", targets: ["CtlText"]),
        .library(name: "CtlJSON", targets: ["CtlJSON"]),
        .library(name: "CtlUnicode", targets: ["CtlUnicode"]),
        .executable(name: "ctlrender", targets: ["ctlrender"]),
        // The asset step inside `swift build`: a target's ctlrender.json becomes its resources.
        .plugin(name: "CtlRenderPlugin", targets: ["CtlRenderPlugin"]),
        // `swift package ctlrender-build`: the same build into the package, for committed assets.
        .plugin(name: "CtlRenderBuild", targets: ["CtlRenderBuild"]),
    ],
    traits: [
        .trait(name: "SnapshotTesting",
               description: "Builds CtlSnapshotTesting, a strategy for pointfreeco/swift-snapshot-testing."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // `swift package generate-documentation --target CtlControls` (the DocC catalogs in
        // Sources/<Module>/<Module>.docc). A command plugin only: no target depends on it, so
        // `swift build` builds nothing of it and packages that depend on ctlrender never fetch it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng"])]
        ),
        // libdeflate, the PNG writer's compressor: whole-buffer DEFLATE, faster than zlib and
        // smaller at the same level (README, Measuring).
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // libjpeg, for the JPEG images inside SVG documents (CtlSVG).
        .systemLibrary(
            name: "CJPEG",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
        ),
        // libwebp and giflib, for the WebP and GIF images inside SVG documents (CtlSVG).
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        .systemLibrary(
            name: "CGIF",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]
        ),
        // zlib, for gzip-compressed SVG documents (.svgz).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        // Inline C for the rasterizer's hot loops: wmemset (wchar.h, which Swift's Glibc module
        // leaves out) for long runs of one pixel value, truncation without Swift's range traps,
        // vector roots; SSE2 on x86, NEON on AArch64, plain C elsewhere (Scripts/cross-check).
        .systemLibrary(name: "CInline"),
        .target(name: "CtlRaster", dependencies: ["CPNG", "CDeflate", "CInline"]),
        // The bundled fonts linked into the binary (an assembler .incbin of each file in
        // Fonts/, found through the header search path "."), so that an installed ctlrender
        // is one file with no resource folder beside it.
        .target(name: "CEmbeddedFonts", exclude: ["Fonts"], cSettings: [.headerSearchPath(".")]),
        // The Unicode algorithms of text layout (bidi, line breaking) in Swift, on tables of one
        // Unicode version generated into the source (Sources/CtlUnicode/README.md).
        .target(name: "CtlUnicode", exclude: ["README.md"]),
        .target(name: "CtlText", dependencies: ["CtlRaster", "CtlUnicode", "CFreeType", "CHarfBuzz", "CEmbeddedFonts"]),
        // Strict JSON (RFC 8259) with a line and column on every value: the one reader of scene
        // files, control specs and asset manifests.
        .target(name: "CtlJSON"),
        // SVG documents: our own strict XML reader, CSS, a resolved render tree (as usvg),
        // drawn on a Canvas. No CLI code. Below the controls, scenes and assets, which take
        // SVG artwork wherever they take PNG artwork.
        .target(name: "CtlSVG", dependencies: ["CtlRaster", "CtlUnicode", "CtlText", "CJPEG", "CWebP", "CGIF", "CZlib"]),
        .target(name: "CtlControls", dependencies: ["CtlRaster", "CtlUnicode", "CtlText", "CtlJSON", "CtlSVG"]),
        .target(name: "CtlScene", dependencies: ["CtlRaster", "CtlText", "CtlJSON", "CtlSVG"]),
        .target(name: "CtlAssets", dependencies: ["CtlRaster", "CtlControls", "CtlScene", "CtlJSON", "CtlSVG"]),
        // Fuzzing: one harness function per input kind (path data, scenes, PNGs, specs,
        // manifests, fonts), in no product; `ctlrender-fuzz` runs them under libFuzzer
        // (Scripts/fuzz) and CtlFuzzingTests replays the saved regressions.
        .target(name: "CtlFuzzing", dependencies: ["CtlRaster", "CtlText", "CtlScene", "CtlControls", "CtlAssets", "CtlSVG"]),
        // Declares libFuzzer's LLVMFuzzerRunDriver as a weak symbol: null unless the
        // build links libFuzzer (-sanitize=fuzzer).
        .systemLibrary(name: "CFuzzer"),
        .executableTarget(name: "ctlrender-fuzz", dependencies: ["CtlFuzzing", "CFuzzer"]),
        // Comparing images with goldens, diff images, record modes, reports (used by the CLI).
        .target(name: "CtlGolden", dependencies: ["CtlRaster"]),
        // The same for users' tests, reporting to XCTest or Swift Testing.
        .target(name: "CtlSnapshot", dependencies: ["CtlGolden", "CtlControls", "CtlRaster"]),
        .target(name: "CtlSnapshotTesting", dependencies: [
            "CtlGolden", "CtlControls", "CtlRaster",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                     condition: .when(traits: ["SnapshotTesting"])),
        ]),
        .executableTarget(
            name: "ctlrender",
            dependencies: [
                "CtlRaster",
                "CtlAssets",
                "CtlControls",
                "CtlGolden",
                "CtlJSON",
                "CtlScene",
                "CtlSVG",
                "CtlText",
                "CtlUnicode",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Builds the PNGs of a target's ctlrender.json in the plugin's work folder, declaring every
        // file the build reads and writes, so that SwiftPM bundles them (Bundle.module) and runs
        // the build only when an input changed.
        .plugin(name: "CtlRenderPlugin", capability: .buildTool(), dependencies: ["ctlrender"]),
        .plugin(
            name: "CtlRenderBuild",
            capability: .command(
                intent: .custom(verb: "ctlrender-build",
                                description: "Build the images of each target's ctlrender.json into the target's folder."),
                permissions: [.writeToPackageDirectory(reason: "ctlrender-build writes the generated images into the target's folder.")]),
            dependencies: ["ctlrender"]),
        .testTarget(name: "CtlRasterTests", dependencies: ["CtlRaster", "CtlTestSupport"]),
        .testTarget(name: "CtlJSONTests",
                    dependencies: ["CtlJSON", "CtlScene", "CtlControls", "CtlAssets", "CtlTestSupport"]),
        // Helpers for the tests (finding fixtures, temporary folders); in no product.
        .target(name: "CtlTestSupport", dependencies: ["CtlRaster"], path: "Tests/CtlTestSupport"),
        .testTarget(name: "CtlControlsTests",
                    dependencies: ["CtlControls", "CtlRaster", "CtlGolden", "CtlText", "CtlSVG", "CtlTestSupport"]),
        .testTarget(name: "CtlAssetsTests",
                    dependencies: ["CtlAssets", "CtlControls", "CtlRaster", "CtlGolden", "CtlSVG", "CtlTestSupport"]),
        .testTarget(name: "CtlSnapshotTestingTests", dependencies: [
            "CtlSnapshotTesting", "CtlControls", "CtlGolden", "CtlRaster",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                     condition: .when(traits: ["SnapshotTesting"])),
        ]),
        .testTarget(name: "CtlSceneTests",
                    dependencies: ["CtlScene", "CtlJSON", "CtlRaster", "CtlGolden", "CtlTestSupport"]),
        .testTarget(name: "CtlSnapshotTests",
                    dependencies: ["CtlSnapshot", "CtlGolden", "CtlControls", "CtlRaster", "CtlTestSupport"],
                    exclude: ["__Goldens__"]),
        // CWebP's encoder and CZlib's deflate make the WebP images and .svgz files the tests read.
        .testTarget(name: "CtlSVGTests", dependencies: ["CtlSVG", "CtlRaster", "CtlTestSupport", "CWebP", "CZlib"]),
        // resvg's test suite (Fixtures/SVGSuite) through CtlSVG, scored against resvg's renders:
        // a floor of passes and a list of known failures (Fixtures/SVGSuite/README.md).
        // The getting-started articles of the DocC catalogs, run: each article's code blocks are
        // regions of a test file here, and ArticleCodeTests checks that they are the same text.
        .testTarget(name: "DocumentationTests",
                    dependencies: ["CtlSnapshot", "CtlControls", "CtlSVG", "CtlRaster", "CtlTestSupport"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "SVGSuiteTests", dependencies: ["CtlSVG", "CtlGolden", "CtlRaster", "CtlTestSupport"]),
        .testTarget(name: "CtlTextTests", dependencies: ["CtlText", "CtlRaster", "CtlUnicode", "CFreeType", "CHarfBuzz", "CtlTestSupport"]),
        .testTarget(name: "CtlUnicodeTests", dependencies: ["CtlUnicode", "CtlTestSupport"]),
        .testTarget(name: "CtlFuzzingTests", dependencies: ["CtlFuzzing", "CtlTestSupport"]),
        // The command line as a user meets it: options, messages, exit statuses, the files it
        // writes, the README's commands. The library targets' tests test the libraries.
        .testTarget(name: "ctlrenderTests",
                    dependencies: ["CtlRaster", "CtlJSON", "CtlControls", "CtlText", "CtlGolden", "CtlAssets",
                                   "CtlSVG", "CtlTestSupport"]),
    ]
)
