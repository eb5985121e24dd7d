/// One file a build writes: its path relative to the output folder and its bytes.
public struct AssetFile: Hashable, Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
