/// A failure the plugin reports to SwiftPM.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
