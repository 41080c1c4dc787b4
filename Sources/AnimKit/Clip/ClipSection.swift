/// A titled group of clips — one article's samples, say — as the gallery and the `list` command show them.
///
///     let cards = ClipSection("Cards", summary: "The card animations of our app.", clips: [open, close, flip])
///     AnimRenderCLI.run(ClipCatalog(sections: [cards, buttons]))
public struct ClipSection: Sendable {
    /// The heading.
    public let title: String
    /// A paragraph of Markdown under the heading (may be empty).
    public let summary: String
    /// The clips, in order.
    public let clips: [Clip]

    /// Creates a section.
    public init(_ title: String, summary: String = "", clips: [Clip]) {
        self.title = title
        self.summary = summary
        self.clips = clips
    }
}
