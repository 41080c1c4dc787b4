/// What `#Preview` declares for each preview: where it is and how to make it. AnimKit finds every type that
/// conforms in the running program (`PreviewCatalog.all`); you never conform to it yourself.
///
///     PreviewCatalog.all.map(\.fileID)   // ["MyApp/Card.swift", …]
public protocol PreviewRegistry {
    /// The preview's file, as `#fileID` spells it.
    static var fileID: String { get }
    /// The line of `#Preview` in that file.
    static var line: Int { get }
    /// The column of `#Preview` on that line.
    static var column: Int { get }
    /// The preview.
    @MainActor static func makePreview() throws -> Preview
}
