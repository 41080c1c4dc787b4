import Foundation

/// A control for choosing one of a set of values — SwiftUI's `Picker`, drawn as iOS's.
///
/// Each view the content builds is an option, identified by its `.tag(_:)` or, in a `ForEach`, by its id.
/// `.pickerStyle(.segmented)` lays the options side by side in a 32-point control whose white selection
/// slides to a tapped option (UIKit's slide, whatever the transaction); `.menu` (iOS's default) shows the
/// selected option in the tint with ⌃⌄ (the label and value in a list row); `.inline` lists the options
/// with a checkmark by the selected one.
///
///     Picker("Range", selection: $range) {
///         Text("Day").tag(0); Text("Week").tag(1); Text("Month").tag(2)
///     }
///     .pickerStyle(.segmented)
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker with a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
}

extension Picker where Label == Text {
    /// A picker titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var options = environment
        options.stackAxis = nil
        var specs: [ChildSpec] = []
        switch environment.pickerStyle {
        case .segmented:
            options.font = .system(size: 13, weight: .medium)
        case .menu:
            options.foregroundColor = environment.isInListRow ? .secondary : environment.tint ?? .accentColor
            let chevron = Image(systemName: "chevron.up.chevron.down").font(.system(size: 12, weight: .semibold))
            specs.append(ChildSpec(2, chevron, options))
        case .inline:
            break
        }
        return [ChildSpec(0, content, options), ChildSpec(1, label, environment)] + specs
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let children = node.children
        let options = children[0].items()
        let tags = options.map(PickerOptions.tag(of:))
        let binding = selection
        let selected = tags.firstIndex { tag in tag.map { PickerOptions.matches($0, binding.wrappedValue) } ?? false }
        let choose: (Int) -> Void = { i in
            guard let tag = tags[i], let value = tag.base as? SelectionValue else { return }
            binding.wrappedValue = value
        }
        let model = PickerOptions(items: options, selected: selected, choose: choose)
        switch node.environment.pickerStyle {
        case .segmented:
            return [SegmentedPickerItem(node: node, options: model)]
        case .inline:
            return [InlinePickerItem(node: node, options: model)]
        case .menu:
            let value = selected.map { options[$0] }
            let chevron = children.count > 2 ? children[2].items() : []
            let label = node.environment.isInListRow && node.environment.labelsVisibility != .hidden ? children[1].items() : []
            return [MenuPickerItem(node: node, label: label.first, value: value, chevron: chevron.first)]
        }
    }
}

/// A picker's options: their items, the selected one, and how to select one.
struct PickerOptions {
    let items: [LayoutItem]
    let selected: Int?
    let choose: (Int) -> Void

    /// An option's tag: its `.tag(_:)`, or the id of its `ForEach` element.
    static func tag(of item: LayoutItem) -> AnyHashable? {
        if let tag = TagModifier.tag(of: item) { return tag }
        return item.unwrapped(TransitionSlotItem.self)?.node.key.slot
    }

    /// Whether `tag` names `value` (a tag of `T` names an optional `T?` selection too).
    static func matches<V: Hashable>(_ tag: AnyHashable, _ value: V) -> Bool {
        tag == AnyHashable(value)
    }
}

/// The picker looks AnimKit draws.
public enum PickerStyleKind: Hashable, Sendable {
    /// The selected option with ⌃⌄.
    case menu
    /// The options side by side.
    case segmented
    /// The options as rows with a checkmark.
    case inline
}

/// A picker look (SwiftUI's `PickerStyle`; its requirements are not public, so only the built-in looks exist).
public protocol PickerStyle: Sendable {
    /// The look AnimKit draws.
    var kind: PickerStyleKind { get }
}

/// The platform's choice: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle { public var kind: PickerStyleKind { .menu }; public init() {} }
/// The options side by side (SwiftUI's `SegmentedPickerStyle`).
public struct SegmentedPickerStyle: PickerStyle { public var kind: PickerStyleKind { .segmented }; public init() {} }
/// The selected option with ⌃⌄ (SwiftUI's `MenuPickerStyle`; tapping does not open the menu in AnimKit).
public struct MenuPickerStyle: PickerStyle { public var kind: PickerStyleKind { .menu }; public init() {} }
/// The options listed with a checkmark (SwiftUI's `InlinePickerStyle`).
public struct InlinePickerStyle: PickerStyle { public var kind: PickerStyleKind { .inline }; public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's choice (a menu).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// The selected option with ⌃⌄.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// The options listed with a checkmark.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The look of pickers inside.
    ///
    ///     Picker("Mode", selection: $mode) { … }.pickerStyle(.segmented)
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerStyle, style.kind) }
}
