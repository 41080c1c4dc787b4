import Foundation

/// A preview of a view — SwiftUI's `#Preview`: compiles as written, and each preview is reachable from code
/// (`PreviewCatalog.all`, `Clip(preview:)`).
///
///     #Preview { Card() }
///     #Preview("Dark", traits: .sizeThatFitsLayout) { Card().preferredColorScheme(.dark) }
///     #Preview {
///         @Previewable @State var on = false
///         Toggle("On", isOn: $on)
///     }
///
/// The macro is a compiler plugin AnimKit builds without swift-syntax (a few seconds on a first build).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "AnimKitPreviewMacros", type: "PreviewMacro")

/// A preview of a view with traits (layout, orientation) — SwiftUI's `#Preview(_:traits:_:body:)`.
///
///     #Preview("Row", traits: .fixedLayout(width: 320, height: 80)) { Row() }
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "AnimKitPreviewMacros", type: "PreviewMacro")

/// A group of previews, one per argument — SwiftUI's `#Preview(_:traits:arguments:body:)`.
///
///     #Preview(arguments: [1, 2, 3]) { count in Stars(count: count) }
@freestanding(declaration)
public macro Preview<T>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., arguments: [T],
                        @ViewBuilder body: @escaping @MainActor (T) -> any View)
    = #externalMacro(module: "AnimKitPreviewMacros", type: "PreviewMacro")

/// Marks a declaration at the top of a `#Preview` body as the preview's own — SwiftUI's `@Previewable`:
/// `#Preview` moves it into a view that holds it, so `@State` there is real state.
///
///     #Preview {
///         @Previewable @State var value = 0.5
///         Slider(value: $value)
///     }
@attached(peer)
public macro Previewable() = #externalMacro(module: "AnimKitPreviewMacros", type: "PreviewableMacro")
