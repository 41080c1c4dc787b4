import Foundation

nonisolated extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    ///
    ///     .sheet(isPresented: $showsSettings) { SettingsView() }
    ///
    /// The sheet rises from the bottom over the presenting screen, which recedes and dims; it goes
    /// back down when the binding turns false, `dismiss()` is called inside it, or it is dragged down.
    /// The motion is the system's whatever animation the change carries; a transaction that disables
    /// animations shows and hides it at once. `onDismiss` runs once it is gone.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents the sheet for `item` while it is not nil; a different item replaces the sheet.
    ///
    ///     .sheet(item: $selectedRecipe) { recipe in RecipeView(recipe) }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole screen while `isPresented` is true (it rises from the bottom).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents the full-screen view for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` in a popover — on iPhone, as a sheet.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents the popover for `item` — on iPhone, as a sheet.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.sheet, item: item, onDismiss: nil, content: content)
    }

    func presentation<Content: View>(_ style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
                                     content: () -> Content) -> PresentationHost<Self> {
        PresentationHost(content: self,
                         layer: PresentationLayer(style: style, content: isPresented.wrappedValue ? AnyView(content()) : nil, identity: 0,
                                                  dismiss: DismissAction(action: { isPresented.wrappedValue = false })),
                         onDismiss: onDismiss)
    }

    func presentation<Item: Identifiable, Content: View>(_ style: PresentationStyle, item: Binding<Item?>, onDismiss: (() -> Void)?,
                                                         content: (Item) -> Content) -> PresentationHost<Self> {
        let value = item.wrappedValue
        return PresentationHost(content: self,
                                layer: PresentationLayer(style: style, content: value.map { AnyView(content($0)) },
                                                         identity: value.map { AnyHashable($0.id) } ?? AnyHashable(0),
                                                         dismiss: DismissAction(action: { item.wrappedValue = nil })),
                                onDismiss: onDismiss)
    }
}

/// Where a popover points — SwiftUI's `PopoverAttachmentAnchor` (on iPhone a popover is a sheet, so it
/// points nowhere).
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

