import Foundation

/// What a share sheet shows of the item: its title, address or text, and preview image.
struct ShareSheetContent {
    let title: String
    let detail: String
    let isLink: Bool
    let image: Image?
    /// The text a chosen target would get with the item (not drawn: the sheet does not show it).
    let message: String?

    init(url: URL, subject: Text?, message: Text? = nil, preview: SharePreviewInfo? = nil) {
        self.init(urls: [url], subject: subject, message: message, preview: preview)
    }

    init(urls: [URL], subject: Text?, message: Text? = nil, preview: SharePreviewInfo? = nil) {
        let first = urls.first
        let host = first?.host ?? first?.absoluteString ?? ""
        title = preview?.title ?? subject?.string ?? (urls.count > 1 ? "\(urls.count) Links" : host)
        detail = urls.count > 1 ? host : (first?.absoluteString ?? "")
        isLink = true
        image = preview?.image
        self.message = message?.string
    }

    init(text: String, subject: Text?, message: Text? = nil, preview: SharePreviewInfo? = nil) {
        self.init(texts: [text], subject: subject, message: message, preview: preview)
    }

    init(texts: [String], subject: Text?, message: Text? = nil, preview: SharePreviewInfo? = nil) {
        title = preview?.title ?? subject?.string ?? (texts.count > 1 ? "\(texts.count) Items" : "Plain Text")
        detail = texts.first ?? ""
        isLink = false
        image = preview?.image
        self.message = message?.string
    }
}

/// What a share preview shows in the sheet's header: its title, and its image (else its icon) when it is an `Image`.
struct SharePreviewInfo {
    let title: String
    let image: Image?
}

/// iOS's share sheet for a share link: the item's header, the share targets and the actions.
nonisolated struct ShareSheet: View {
    let content: ShareSheetContent
    @Environment(\.dismiss) private var dismiss

    /// A typical iPhone's share targets: name, tile colour and symbol.
    static let targets: [(name: String, color: Color, symbol: String)] = [
        ("AirDrop", Color(rgb8: 10, 132, 255), "dot.radiowaves.left.and.right"),
        ("Messages", Color(rgb8: 52, 199, 89), "message.fill"),
        ("Mail", Color(rgb8: 30, 140, 250), "envelope.fill"),
        ("Notes", Color(rgb8: 255, 204, 0), "note.text"),
        ("Reminders", Color(rgb8: 255, 149, 0), "list.bullet"),
    ]

    /// The actions, as Safari's sheet lists them for a link (a text gets Copy and Print).
    var actions: [(name: String, symbol: String)] {
        content.isLink
            ? [("Copy", "doc.on.doc"), ("Add to Reading List", "book"), ("Add Bookmark", "bookmark"), ("Add to Favorites", "star"),
               ("Print", "printer")]
            : [("Copy", "doc.on.doc"), ("Print", "printer")]
    }

    var body: some View {
        VStack(spacing: 0) {
            header
            Divider()
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 18) {
                    ForEach(ShareSheet.targets, id: \.name) { target in
                        Button { dismiss() } label: {
                            VStack(spacing: 6) {
                                RoundedRectangle(cornerRadius: 14, style: .continuous)
                                    .fill(target.color.gradient)
                                    .frame(width: 62, height: 62)
                                    .overlay { Image(systemName: target.symbol).font(.system(size: 28)).foregroundStyle(.white) }
                                Text(target.name).font(.caption).foregroundStyle(.primary)
                            }
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.horizontal, 20)
                .padding(.vertical, 16)
            }
            List {
                Section {
                    ForEach(actions, id: \.name) { action in
                        Button { dismiss() } label: {
                            HStack {
                                Text(action.name).foregroundStyle(.primary)
                                Spacer()
                                Image(systemName: action.symbol).foregroundStyle(.primary)
                            }
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
        }
        .background(Color(.systemGroupedBackground))
    }

    private var header: some View {
        HStack(spacing: 12) {
            Group {
                if let image = content.image {
                    image.resizable().scaledToFill()
                } else {
                    Color(.tertiarySystemFill)
                        .overlay { Image(systemName: content.isLink ? "globe" : "doc.text").foregroundStyle(.secondary) }
                }
            }
            .frame(width: 44, height: 44)
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            VStack(alignment: .leading, spacing: 2) {
                Text(content.title).font(.headline).lineLimit(1)
                Text(content.detail).font(.footnote).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer(minLength: 8)
            Button { dismiss() } label: {
                Image(systemName: "xmark").font(.system(size: 13, weight: .bold)).foregroundStyle(.secondary)
                    .frame(width: 30, height: 30)
                    .background(Color(.tertiarySystemFill), in: Circle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Close")
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 14)
    }
}
