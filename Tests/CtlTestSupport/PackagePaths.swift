import Foundation

/// Where the package's fixtures are, found from this file's location, so that tests run
/// from any working directory.
public enum PackagePaths {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let fixtures = root.appendingPathComponent("Fixtures")
    /// Where failed goldens write their expected / actual / diff images.
    public static let artifacts = root.appendingPathComponent("artifacts")
}
