import Foundation

/// A picture as UIKit names it — enough of `UIImage` for SwiftUI code: a system symbol or an asset, shown with
/// `Image(uiImage:)`.
///
///     Image(uiImage: UIImage(systemName: "star.fill")!)
///     Image(uiImage: UIImage(named: "avatar") ?? UIImage())
public final class UIImage: Sendable, Hashable, _ExpressibleByImageLiteral {
    /// What the image shows.
    enum Content: Hashable, Sendable {
        case none
        case symbol(String)
        case asset(String, Bundle?)
    }

    let content: Content

    init(content: Content) { self.content = content }

    /// An empty image (draws nothing).
    public convenience init() { self.init(content: .none) }

    /// A system symbol, or nil for a name AnimKit does not draw.
    public convenience init?(systemName name: String) {
        guard SystemSymbol.named(name) != nil else { return nil }
        self.init(content: .symbol(name))
    }

    /// The image called `name` in the asset catalogs (see `Image(_:bundle:)`), or nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        guard AssetImages.exists(named: name, in: bundle ?? .main) else { return nil }
        self.init(content: .asset(name, bundle))
    }

    /// `#imageLiteral(resourceName:)`: the asset called `name` (empty when there is none).
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(content: .asset(name, nil))
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.content == rhs.content }
    public func hash(into hasher: inout Hasher) { hasher.combine(content) }
}

/// The type of `#imageLiteral(resourceName:)` without a context, as with UIKit.
public typealias _ImageLiteralType = UIImage

extension Image {
    /// The picture of a `UIImage`.
    ///
    ///     Image(uiImage: UIImage(systemName: "heart")!)
    public init(uiImage: UIImage) {
        switch uiImage.content {
        case .none: self.init(emptyImage: ())
        case .symbol(let name): self.init(systemName: name)
        case .asset(let name, let bundle): self.init(name, bundle: bundle)
        }
    }
}
