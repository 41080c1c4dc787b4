import AnimKit

/// A thumbnail that opens into a detail card and closes again: the hero pattern with `matchedGeometryEffect`.
struct MatchedHeroDemo: View {
    @Namespace private var hero
    @State private var isOpen = false

    var body: some View {
        ZStack {
            if isOpen {
                VStack(alignment: .leading, spacing: 10) {
                    RoundedRectangle(cornerRadius: 18)
                        .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .matchedGeometryEffect(id: "art", in: hero)
                        .frame(height: 120)
                    Text("Sunset Drive")
                        .font(.title2.bold())
                        .matchedGeometryEffect(id: "title", in: hero, properties: .position, anchor: .leading)
                    Text("Tap to close")
                        .foregroundStyle(.secondary)
                }
                .padding(16)
                .frame(width: 300)
                .background(RoundedRectangle(cornerRadius: 24).fill(Color(white: 0.95)))
                .onTapGesture { withAnimation(.spring(duration: 0.6, bounce: 0.2)) { isOpen = false } }
            } else {
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 10)
                        .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .matchedGeometryEffect(id: "art", in: hero)
                        .frame(width: 56, height: 56)
                    Text("Sunset Drive")
                        .font(.headline)
                        .matchedGeometryEffect(id: "title", in: hero, properties: .position, anchor: .leading)
                    Spacer()
                }
                .padding(10)
                .frame(width: 300)
                .background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.95)))
                .onTapGesture { withAnimation(.spring(duration: 0.6, bounce: 0.2)) { isOpen = true } }
                .frame(maxHeight: .infinity, alignment: .bottom)
                .padding(.bottom, 20)
            }
        }
    }
}

/// A tab bar whose highlight follows the selected tab (`isSource: false`).
struct MatchedTabsDemo: View {
    @Namespace private var tabs
    @State private var selected = "Home"
    private let names = ["Home", "Search", "Profile"]

    var body: some View {
        HStack(spacing: 8) {
            ForEach(names, id: \.self) { name in
                Text(name)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(selected == name ? .white : .primary)
                    .padding(.horizontal, 16).padding(.vertical, 8)
                    .matchedGeometryEffect(id: name, in: tabs)
                    .onTapGesture { withAnimation(.snappy) { selected = name } }
            }
        }
        .background(Capsule().fill(.blue).matchedGeometryEffect(id: selected, in: tabs, isSource: false))
        .padding(6)
        .background(Capsule().fill(Color(white: 0.93)))
    }
}

extension Examples {
    /// `matched-hero`: `matchedGeometryEffect` hero transition and a follower with `isSource: false`.
    public static let matchedHero = Clip("matched-hero", description: "A thumbnail that opens into a detail card and back, and a tab highlight that follows the selection",
                                         notice: "At 0.4 s the artwork and the title fly from the row at the bottom into the card, the artwork resizing continuously while the row and the card cross-fade, with a spring; at 1.6 s they fly back. Above, the blue highlight (a follower with isSource: false) slides to Profile at 2.6 s and to Search at 3.2 s.",
                                         size: CGSize(width: 360, height: 330), duration: 4) {
        VStack(spacing: 16) {
            MatchedTabsDemo()
            MatchedHeroDemo().frame(height: 250)
        }
    } script: {
        Tap(at: CGPoint(x: 250, y: 262), at: 0.4)
        Tap(at: CGPoint(x: 180, y: 150), at: 1.6)
        Tap(at: CGPoint(x: 267, y: 32), at: 2.6)
        Tap(at: CGPoint(x: 175, y: 32), at: 3.2)
    }
}
