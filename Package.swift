// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ctlrender",
    products: [
        .library(name: "CtlRaster", targets: ["CtlRaster"]),
        .library(name: "CtlScene", targets: ["CtlScene"]),
        .library(name: "CtlSnapshot", targets: ["CtlSnapshot"]),
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
        .target(name: "CtlRaster", dependencies: ["CPNG"]),
        .target(name: "CtlScene", dependencies: ["CtlRaster"]),
        .target(name: "CtlSnapshot", dependencies: ["CtlRaster"]),
        .executableTarget(
            name: "ctlrender",
            dependencies: [
                "CtlRaster",
                "CtlScene",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CtlRasterTests", dependencies: ["CtlRaster"]),
        .testTarget(name: "CtlSceneTests", dependencies: ["CtlScene", "CtlRaster", "CtlSnapshot"]),
        .testTarget(name: "CtlSnapshotTests", dependencies: ["CtlSnapshot", "CtlRaster"]),
    ]
)
