import Foundation

/// Registers, for the enclosing stack, the screen that shows values of one type.
nonisolated struct NavigationDestinationRegistration<Content: View>: View, PrimitiveView, TransitionPassThrough {
    typealias Body = Never
    let content: Content
    let type: ObjectIdentifier
    let make: (AnyHashable) -> AnyView?

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        environment.navigationModel?.destinations[type] = make
        return [ChildSpec(0, content, environment)]
    }
}

/// Pushes a screen on the enclosing stack while a binding says so.
nonisolated struct NavigationPresentationRegistration<Content: View>: View, NodeReadingView, TransitionPassThrough {
    typealias Body = Never
    let content: Content
    let destination: AnyView?
    let dismiss: () -> Void

    func children(environment: EnvironmentValues, node: ViewNode) -> [ChildSpec] {
        environment.navigationModel?.present(destination, by: node, dismiss: dismiss)
        return [ChildSpec(0, content, environment)]
    }
}

nonisolated extension View {
    /// Shows values of type `data` pushed on the enclosing stack (by a path or `NavigationLink(value:)`)
    /// with the screen `destination` makes.
    ///
    ///     .navigationDestination(for: Int.self) { number in Text("Screen \(number)") }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationDestinationRegistration(content: self, type: ObjectIdentifier(data)) { value in
            (value.base as? D).map { AnyView(destination($0)) }
        }
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is true; popping sets it false.
    ///
    ///     .navigationDestination(isPresented: $showsDetails) { DetailView() }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        NavigationPresentationRegistration(content: self, destination: isPresented.wrappedValue ? AnyView(destination()) : nil,
                                           dismiss: { isPresented.wrappedValue = false })
    }

    /// Pushes the screen for `item` while it is not nil; popping sets it to nil.
    ///
    ///     .navigationDestination(item: $selected) { recipe in RecipeView(recipe) }
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationPresentationRegistration(content: self, destination: item.wrappedValue.map { AnyView(destination($0)) },
                                           dismiss: { item.wrappedValue = nil })
    }
}
