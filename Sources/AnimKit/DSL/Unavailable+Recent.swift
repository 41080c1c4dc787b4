import Foundation

// iOS 18 and 26 APIs, and everyday views, that AnimKit does not draw yet: each compiles to an error that says so
// (docs/views.md, "Not in AnimKit"), instead of "cannot find in scope".

/// A share button — SwiftUI's `ShareLink`. AnimKit has no share sheet.
@available(*, unavailable, message: "AnimKit does not have ShareLink yet; see docs/views.md")
public struct ShareLink<Label: View>: View {
    public init(item: URL, @ViewBuilder label: () -> Label) { fatalError("unavailable") }
    public init(item: String, @ViewBuilder label: () -> Label) { fatalError("unavailable") }
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Label == AnimKit.Label<Text, Image> { fatalError("unavailable") }
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Label == AnimKit.Label<Text, Image> { fatalError("unavailable") }
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Label == AnimKit.Label<Text, Image> {
        fatalError("unavailable")
    }
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Label == AnimKit.Label<Text, Image> {
        fatalError("unavailable")
    }
    public var body: Never { fatalError("unavailable") }
}
