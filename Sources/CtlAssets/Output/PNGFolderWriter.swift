import CtlControls

/// Plain PNGs named as Apple names them: `Image.png`, `Image@2x.png`, `Image@1.5x.png`.
enum PNGFolderWriter {
    static func files(named name: String, images: [RenderedImage]) -> [AssetFile] {
        images.map { AssetFile(path: ImageName.png(name, scale: $0.scale), bytes: $0.png) }
    }
}
