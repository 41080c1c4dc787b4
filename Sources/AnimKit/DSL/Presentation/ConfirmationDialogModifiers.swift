import Foundation

// SwiftUI's `confirmationDialog` modifiers, drawn as iOS draws an action sheet: groups at the bottom
// of the dimmed screen, 8 points from the edges, 57-point rows, the cancel action in a group of its
// own (a dialog without one gets "Cancel"). The title shows only with `titleVisibility: .visible`
// (`.automatic` hides it on iPhone); the message shows whenever there is one. The dialog rises from
// the bottom; any action, or a tap outside it, dismisses it.
nonisolated extension View {
    /// Presents a confirmation dialog with a localized title while `isPresented` is true.
    ///
    ///     .confirmationDialog("Change background", isPresented: $choosing) {
    ///         Button("Red") { background = .red }
    ///         Button("Blue") { background = .blue }
    ///     }
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(.dialog, title: Text(titleKey), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a localized title and a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialogPresentation(.dialog, title: Text(titleKey), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a localized title built from `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.dialog, title: Text(titleKey), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a localized title and a message built from `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.dialog, title: Text(titleKey), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { message(data!) })
    }

    /// Presents a confirmation dialog with a localized title built from the item while it is not nil (dismissing sets it to nil).
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.dialog, title: Text(titleKey), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a localized title and a message built from the item while it is not nil (dismissing sets it to nil).
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.dialog, title: Text(titleKey), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { message(data.wrappedValue!) })
    }

    /// Presents a confirmation dialog with a string title while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(.dialog, title: Text(title), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a string title and a message while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialogPresentation(.dialog, title: Text(title), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a string title built from `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.dialog, title: Text(title), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a string title and a message built from `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.dialog, title: Text(title), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { message(data!) })
    }

    /// Presents a confirmation dialog with a string title built from the item while it is not nil (dismissing sets it to nil).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.dialog, title: Text(title), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a string title and a message built from the item while it is not nil (dismissing sets it to nil).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.dialog, title: Text(title), titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { message(data.wrappedValue!) })
    }

    /// Presents a confirmation dialog with a `Text` title while `isPresented` is true.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(.dialog, title: title, titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a `Text` title and a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialogPresentation(.dialog, title: title, titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a `Text` title built from `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.dialog, title: title, titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a `Text` title and a message built from `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.dialog, title: title, titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { message(data!) })
    }

    /// Presents a confirmation dialog with a `Text` title built from the item while it is not nil (dismissing sets it to nil).
    public func confirmationDialog<A: View, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.dialog, title: title, titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a `Text` title and a message built from the item while it is not nil (dismissing sets it to nil).
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.dialog, title: title, titleVisibility: titleVisibility == .visible ? .visible : .hidden, presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { message(data.wrappedValue!) })
    }

}
