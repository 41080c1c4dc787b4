import Foundation

// SwiftUI's `alert` modifiers: a title, actions (buttons; an alert without any gets "OK") and an
// optional message, shown while a Boolean binding is true, while data is present, or for an item.
// The alert is drawn as iOS draws it — a 270-point box over the dimmed screen, two actions side by
// side or more stacked, `.cancel` bold, `.destructive` red — fades in from 1.2× its size and fades
// out; any action dismisses it.
nonisolated extension View {
    /// Presents an alert with a localized title while `isPresented` is true.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
            @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(.alert, title: Text(titleKey), presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a localized title and a message while `isPresented` is true.
    ///
    ///     .alert("Delete the photo?", isPresented: $confirming) {
    ///         Button("Delete", role: .destructive) { delete() }
    ///         Button("Cancel", role: .cancel) { }
    ///     } message: {
    ///         Text("This cannot be undone.")
    ///     }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
            @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialogPresentation(.alert, title: Text(titleKey), presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: message)
    }

    /// Presents an alert with a localized title built from `data` while `isPresented` is true and `data` is not nil.
    ///
    ///     .alert("Open?", isPresented: $asking, presenting: file) { file in
    ///         Button("Open \(file.name)") { open(file) }
    ///     }
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.alert, title: Text(titleKey), presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { EmptyView() })
    }

    /// Presents an alert with a localized title and a message built from `data` while `isPresented` is true and `data` is not nil.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.alert, title: Text(titleKey), presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { message(data!) })
    }

    /// Presents an alert with a localized title built from the item while it is not nil (dismissing sets it to nil).
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.alert, title: Text(titleKey), presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { EmptyView() })
    }

    /// Presents an alert with a localized title and a message built from the item while it is not nil (dismissing sets it to nil).
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.alert, title: Text(titleKey), presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { message(data.wrappedValue!) })
    }

    /// Presents an alert with a string title while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
            @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(.alert, title: Text(title), presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a string title and a message while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
            @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialogPresentation(.alert, title: Text(title), presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: message)
    }

    /// Presents an alert with a string title built from `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.alert, title: Text(title), presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { EmptyView() })
    }

    /// Presents an alert with a string title and a message built from `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.alert, title: Text(title), presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { message(data!) })
    }

    /// Presents an alert with a string title built from the item while it is not nil (dismissing sets it to nil).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.alert, title: Text(title), presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { EmptyView() })
    }

    /// Presents an alert with a string title and a message built from the item while it is not nil (dismissing sets it to nil).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, item data: Binding<T?>,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.alert, title: Text(title), presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { message(data.wrappedValue!) })
    }

    /// Presents an alert with a `Text` title while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
            @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(.alert, title: title, presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a `Text` title and a message while `isPresented` is true.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
            @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialogPresentation(.alert, title: title, presented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            actions: actions, message: message)
    }

    /// Presents an alert with a `Text` title built from `data` while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.alert, title: title, presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { EmptyView() })
    }

    /// Presents an alert with a `Text` title and a message built from `data` while `isPresented` is true and `data` is not nil.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.alert, title: title, presented: isPresented.wrappedValue && data != nil, dismiss: { isPresented.wrappedValue = false },
            actions: { actions(data!) }, message: { message(data!) })
    }

    /// Presents an alert with a `Text` title built from the item while it is not nil (dismissing sets it to nil).
    public func alert<A: View, T>(_ title: Text, item data: Binding<T?>,
            @ViewBuilder actions: (T) -> A) -> some View {
        dialogPresentation(.alert, title: title, presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { EmptyView() })
    }

    /// Presents an alert with a `Text` title and a message built from the item while it is not nil (dismissing sets it to nil).
    public func alert<A: View, M: View, T>(_ title: Text, item data: Binding<T?>,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialogPresentation(.alert, title: title, presented: data.wrappedValue != nil, dismiss: { data.wrappedValue = nil },
            actions: { actions(data.wrappedValue!) }, message: { message(data.wrappedValue!) })
    }

    /// Presents an alert for `error` while `isPresented` is true: its title is the error's description.
    ///
    ///     .alert(isPresented: $failed, error: loadError) { Button("Retry") { load() } }
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(.alert, title: Text(error?.errorDescription ?? ""), presented: isPresented.wrappedValue && error != nil,
                           dismiss: { isPresented.wrappedValue = false }, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert for `error` with a message while `isPresented` is true.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        dialogPresentation(.alert, title: Text(error?.errorDescription ?? ""), presented: isPresented.wrappedValue && error != nil,
                           dismiss: { isPresented.wrappedValue = false }, actions: { actions(error!) }, message: { message(error!) })
    }
}
