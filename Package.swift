// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ctlrender",
    products: [
        .library(name: "CtlRaster", targets: ["CtlRaster"]),
        .library(name: "CtlControls", targets: ["CtlControls"]),
        .library(name: "CtlScene", targets: ["CtlScene"]),
        .library(name: "CtlAssets", targets: ["CtlAssets"]),
        .library(name: "CtlSnapshot", targets: ["CtlSnapshot"]),
        .library(name: "CtlText", targets: ["CtlText"]),
        .executable(name: "ctlrender", targets: ["ctlrender"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .target(name: "CtlRaster", dependencies: ["CPNG"]),
        .target(
            name: "CtlText",
            dependencies: ["CtlRaster", "CFreeType", "CHarfBuzz"],
            resources: [.copy("Resources/Fonts")]
        ),
        .target(name: "CtlControls", dependencies: ["CtlRaster", "CtlText"]),
        .target(name: "CtlScene", dependencies: ["CtlRaster", "CtlText"]),
        .target(name: "CtlAssets", dependencies: ["CtlRaster", "CtlControls", "CtlScene"]),
        .target(name: "CtlSnapshot", dependencies: ["CtlRaster"]),
        .executableTarget(
            name: "ctlrender",
            dependencies: [
                "CtlRaster",
                "CtlAssets",
                "CtlControls",
                "CtlScene",
                "CtlSnapshot",
                "CtlText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CtlRasterTests", dependencies: ["CtlRaster"]),
        // Helpers for the tests (running the CLI, finding fixtures); in no product.
        .target(name: "CtlTestSupport", path: "Tests/CtlTestSupport"),
        .testTarget(name: "CtlControlsTests",
                    dependencies: ["CtlControls", "CtlRaster", "CtlSnapshot", "CtlText", "CtlTestSupport"]),
        .testTarget(name: "CtlAssetsTests",
                    dependencies: ["CtlAssets", "CtlControls", "CtlRaster", "CtlSnapshot", "CtlTestSupport"]),
        .testTarget(name: "CtlSceneTests", dependencies: ["CtlScene", "CtlRaster", "CtlSnapshot", "CtlTestSupport"]),
        .testTarget(name: "CtlSnapshotTests", dependencies: ["CtlSnapshot", "CtlRaster", "CtlTestSupport"]),
        .testTarget(name: "CtlTextTests", dependencies: ["CtlText", "CtlRaster", "CFreeType"]),
    ]
)
