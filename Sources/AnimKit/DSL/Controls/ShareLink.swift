import Foundation

/// A button that opens the share sheet for an item — SwiftUI's `ShareLink`.
///
///     ShareLink(item: URL(string: "https://developer.apple.com")!)
///     ShareLink("Share recipe", item: recipe.url, subject: Text("Dinner"), message: Text("Try this"))
///     ShareLink(item: url, preview: SharePreview("Sunset", image: Image("sunset"))) { Image(systemName: "square.and.arrow.up") }
///
/// The default label is "Share" with the `square.and.arrow.up` symbol, in the tint colour. Tapping it presents the
/// share sheet as iOS does — a sheet at the medium height (drag it to the large one): a header with the item's
/// preview, title and address and a close button, a row of share targets (AirDrop, Messages, Mail, Notes,
/// Reminders) and a grouped list of actions (Copy, Add to Reading List, Add Bookmark, Add to Favorites, Print).
/// Choosing any of them, or the close button, dismisses the sheet; nothing is shared. The targets and actions are
/// a typical iPhone's (they depend on the apps installed). Items are URLs and strings: AnimKit has no
/// `Transferable`. The `subject` titles the sheet's header when there is no preview; the `message` is kept with the
/// item but not drawn: iOS's sheet does not show it either, and hands it only to the target chosen (Messages, Mail),
/// whose compose screens AnimKit does not draw.
nonisolated public struct ShareLink<Data, PreviewImage, PreviewIcon, Label: View>: View {
    let sheet: ShareSheetContent
    let label: Label
    @State private var isPresented = false

    init(sheet: ShareSheetContent, label: Label) {
        self.sheet = sheet
        self.label = label
    }

    public var body: some View {
        Button { isPresented = true } label: { label }
            .sheet(isPresented: $isPresented) {
                ShareSheet(content: sheet).presentationDetents([.medium, .large])
            }
    }
}

/// The label of a share link made without one: "Share" with the share symbol — SwiftUI's `DefaultShareLinkLabel`.
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text
    public var body: some View { AnimKit.Label { title } icon: { Image(systemName: "square.and.arrow.up") } }
}

/// A share link item's title and images — SwiftUI's `SharePreview`.
///
///     SharePreview("Sunset", image: Image("sunset"))
public struct SharePreview<Image, Icon> {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// What the sheet's header shows.
    var info: SharePreviewInfo { SharePreviewInfo(title: title.string, image: (image as? AnimKit.Image) ?? (icon as? AnimKit.Image)) }

    /// A preview titled `title` with `image` and `icon`.
    public init(_ title: Text, image: Image, icon: Icon) { (self.title, self.image, self.icon) = (title, image, icon) }
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(Text(titleKey), image: image, icon: icon) }
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(Text(title), image: image, icon: icon) }
}

extension SharePreview where Icon == Never {
    /// A preview titled `title` with `image`.
    public init(_ title: Text, image: Image) { (self.title, self.image, self.icon) = (title, image, nil) }
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(Text(titleKey), image: image) }
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(Text(title), image: image) }
}

extension SharePreview where Image == Never {
    /// A preview titled `title` with `icon`.
    public init(_ title: Text, icon: Icon) { (self.title, self.image, self.icon) = (title, nil, icon) }
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(Text(titleKey), icon: icon) }
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(Text(title), icon: icon) }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview titled `title`.
    public init(_ title: Text) { (self.title, self.image, self.icon) = (title, nil, nil) }
    public init(_ titleKey: LocalizedStringKey) { self.init(Text(titleKey)) }
    public init<S: StringProtocol>(_ title: S) { self.init(Text(title)) }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares `item` with the label `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(sheet: ShareSheetContent(url: item, subject: subject, message: message), label: label())
    }

    /// Shares `item` with the label `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(sheet: ShareSheetContent(text: item, subject: subject, message: message), label: label())
    }

    /// Shares `items` with the label `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data: RandomAccessCollection, Data.Element == URL {
        self.init(sheet: ShareSheetContent(urls: Array(items), subject: subject, message: message), label: label())
    }

    /// Shares `items` with the label `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data: RandomAccessCollection, Data.Element == String {
        self.init(sheet: ShareSheetContent(texts: Array(items), subject: subject, message: message), label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares `item` with the default label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sheet: ShareSheetContent(url: item, subject: subject, message: message), label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Shares `item` with the default label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sheet: ShareSheetContent(text: item, subject: subject, message: message), label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Shares `item` with the default label titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sheet: ShareSheetContent(url: item, subject: subject, message: message), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Shares `item` with the default label titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sheet: ShareSheetContent(text: item, subject: subject, message: message), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Shares `item` with the default label titled `title`.
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sheet: ShareSheetContent(url: item, subject: subject, message: message), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Shares `item` with the default label titled `title`.
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sheet: ShareSheetContent(text: item, subject: subject, message: message), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Shares `item` with the default label titled `title`.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sheet: ShareSheetContent(url: item, subject: subject, message: message), label: DefaultShareLinkLabel(title: title))
    }

    /// Shares `item` with the default label titled `title`.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sheet: ShareSheetContent(text: item, subject: subject, message: message), label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink {
    /// Shares `item` shown by `preview`, with the label `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(sheet: ShareSheetContent(url: item, subject: subject, message: message, preview: preview.info), label: label())
    }

    /// Shares `item` shown by `preview`, with the label `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(sheet: ShareSheetContent(text: item, subject: subject, message: message, preview: preview.info), label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item` shown by `preview`, with the default label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<URL> {
        self.init(sheet: ShareSheetContent(url: item, subject: subject, message: message, preview: preview.info), label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Shares `item` shown by `preview`, with the default label titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil,
                preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<URL> {
        self.init(sheet: ShareSheetContent(url: item, subject: subject, message: message, preview: preview.info), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
}
