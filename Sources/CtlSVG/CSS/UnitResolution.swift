/// The resolution absolute units (`in`, `cm`, `mm`, `pt`, `pc`) are read at: `SVGOptions.dpi`,
/// bound while a document is read and drawn (filters read their lengths when drawn).
enum UnitResolution {
    @TaskLocal static var dpi: Double = 96
}
