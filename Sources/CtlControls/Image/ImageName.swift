/// Apple's naming of images by scale: `name.png`, `name@2x.png`, `name@1.5x.png`.
public enum ImageName {
    /// "" at scale 1, else "@2x", "@3x", "@1.5x".
    public static func scaleSuffix(_ scale: Double) -> String {
        scale == 1 ? "" : "@\(scale == scale.rounded() ? String(Int(scale)) : String(scale))x"
    }

    /// `name[@Nx].png`.
    public static func png(_ name: String, scale: Double) -> String { name + scaleSuffix(scale) + ".png" }
}
