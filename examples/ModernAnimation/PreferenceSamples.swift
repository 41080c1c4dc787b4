import AnimKit

/// The tabs' bounds, by index, passed up as anchors.
struct TabBoundsKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// The sum of the cards' heights, passed up by geometry readers.
struct CardHeightsKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// A tab bar whose indicator is drawn in `overlayPreferenceValue` from the selected tab's anchor, and cards whose
/// total height comes back through `onPreferenceChange`.
struct PreferenceTabsDemo: View {
    private let tabs = ["Home", "Explore", "Saved items"]
    @State private var selected = 0
    @State private var totalHeight: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            HStack(spacing: 22) {
                ForEach(tabs.indices, id: \.self) { i in
                    Text(tabs[i])
                        .font(.headline)
                        .foregroundStyle(selected == i ? .primary : .secondary)
                        .padding(.vertical, 6)
                        .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [i: $0] }
                        .onTapGesture { withAnimation(.spring(duration: 0.45, bounce: 0.25)) { selected = i } }
                }
            }
            .overlayPreferenceValue(TabBoundsKey.self) { anchors in
                GeometryReader { proxy in
                    if let anchor = anchors[selected] {
                        let rect = proxy[anchor]
                        Capsule().fill(.blue)
                            .frame(width: rect.width, height: 3)
                            .offset(x: rect.minX, y: rect.maxY)
                    }
                }
            }
            VStack(spacing: 8) {
                ForEach(0..<selected + 1, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.93))
                        .frame(height: 30 + CGFloat(i) * 10)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: CardHeightsKey.self, value: proxy.size.height)
                        })
                }
            }
            .onPreferenceChange(CardHeightsKey.self) { height in
                // The action is @Sendable (as since Xcode 16.2); it runs on the main actor, and says so.
                MainActor.assumeIsolated { totalHeight = height }
            }
            Text("cards: \(Int(totalHeight)) pt").font(.caption.monospacedDigit()).foregroundStyle(.secondary)
        }
        .padding(20)
    }
}

extension Examples {
    /// `preference-tabs`: `anchorPreference` + `overlayPreferenceValue` + `onPreferenceChange`.
    public static let preferenceTabs = Clip("preference-tabs", description: "A tab indicator drawn from the selected tab's anchor preference, and cards whose heights are summed by a preference",
                                            notice: "Each tab passes up its bounds as an Anchor; the overlay resolves the selected one in its GeometryReader, so the indicator springs to the tab tapped at 0.6 s and at 1.6 s and takes its width; each card reports its height and onPreferenceChange shows the sum (30, then 70, then 120 pt), one frame after the layout that changed it.",
                                            size: CGSize(width: 340, height: 260), duration: 2.6) {
        PreferenceTabsDemo()
    } script: {
        Tap(at: CGPoint(x: 118, y: 90), at: 0.6)
        Tap(at: CGPoint(x: 218, y: 60), at: 1.6)
    }
}
