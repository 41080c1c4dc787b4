import AnimKit

/// A colour swatch, as a card of the grid and as a whole screen.
struct Swatch: Hashable, Identifiable {
    let id: Int
    let name: String
    let color: Color
    static let all = [Swatch(id: 0, name: "Coral", color: .orange), Swatch(id: 1, name: "Lagoon", color: .teal),
                      Swatch(id: 2, name: "Grape", color: .purple), Swatch(id: 3, name: "Moss", color: .green)]
}

/// A grid of swatches whose screens zoom out of their cards, and back into them on Back or a downward drag.
struct ZoomGalleryDemo: View {
    @Namespace private var zoom

    var body: some View {
        NavigationStack {
            LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)], spacing: 12) {
                ForEach(Swatch.all) { swatch in
                    NavigationLink(value: swatch) {
                        RoundedRectangle(cornerRadius: 16)
                            .fill(swatch.color.gradient)
                            .frame(height: 110)
                            .overlay(alignment: .bottomLeading) {
                                Text(swatch.name).font(.headline).foregroundStyle(.white).padding(10)
                            }
                    }
                    .matchedTransitionSource(id: swatch.id, in: zoom) { source in
                        source.clipShape(.rect(cornerRadius: 16))
                    }
                }
            }
            .padding()
            .frame(maxHeight: .infinity, alignment: .top)
            .navigationTitle("Swatches")
            .navigationDestination(for: Swatch.self) { swatch in
                SwatchScreen(swatch: swatch)
                    .navigationTransition(.zoom(sourceID: swatch.id, in: zoom))
            }
        }
    }
}

/// One swatch filling the screen.
struct SwatchScreen: View {
    let swatch: Swatch
    var body: some View {
        VStack(spacing: 12) {
            Circle().fill(swatch.color.gradient).frame(width: 160, height: 160)
            Text(swatch.name).font(.largeTitle.bold())
            Text("Drag down to close").foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(swatch.color.opacity(0.15))
        .navigationTitle(swatch.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

extension Examples {
    /// `zoom-navigation`: `navigationTransition(.zoom(sourceID:in:))` and `matchedTransitionSource(id:in:)`.
    public static let zoomNavigation = Clip("zoom-navigation", description: "Swatch screens that zoom out of their cards, and back on Back or a downward drag",
                                            notice: "Tapping Lagoon grows its screen out of the card: a rounded card scaled to fill it, fading in over the first third, widening to the whole screen while the grid stays put and dims, the card itself hidden. Back shrinks it into the card again. Then Grape opens the same way and a downward drag pulls its screen along, shrinking; let go past 100 points, it zooms back into its card from where the finger left it.",
                                            size: CGSize(width: 320, height: 560), duration: 6.6) {
        ZoomGalleryDemo()
    } script: {
        Tap("Lagoon", at: 0.5)
        Tap("Swatches", at: 2.0)
        Tap("Grape", at: 3.3)
        Drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 180, y: 470), at: 4.6, duration: 0.5)
    }
}

/// A swatch that opens in a sheet zooming out of it, and a cover doing the same.
struct ZoomSheetDemo: View {
    @Namespace private var zoom
    @State private var sheet: Swatch?
    @State private var cover: Swatch?

    var body: some View {
        VStack(spacing: 20) {
            ForEach(Swatch.all.prefix(2)) { swatch in
                Button { if swatch.id == 0 { sheet = swatch } else { cover = swatch } } label: {
                    RoundedRectangle(cornerRadius: 16).fill(swatch.color.gradient).frame(width: 200, height: 100)
                        .overlay { Text(swatch.name).font(.headline).foregroundStyle(.white) }
                }
                .matchedTransitionSource(id: swatch.id, in: zoom)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(item: $sheet) { swatch in
            SwatchScreen(swatch: swatch).navigationTransition(.zoom(sourceID: swatch.id, in: zoom))
        }
        .fullScreenCover(item: $cover) { swatch in
            SwatchScreen(swatch: swatch)
                .overlay(alignment: .topTrailing) { Button("Close") { cover = nil }.padding() }
                .navigationTransition(.zoom(sourceID: swatch.id, in: zoom))
        }
    }
}

extension Examples {
    /// `zoom-sheet`: the zoom transition for a sheet and a full-screen cover.
    public static let zoomSheet = Clip("zoom-sheet", description: "A sheet and a full-screen cover that zoom out of the cards that open them",
                                       notice: "Coral's sheet grows out of its card instead of rising from the bottom, the screen behind receding as for any large sheet, and a drag down sends it back into the card. Lagoon's full-screen cover does the same over the whole screen; Close shrinks it into its card.",
                                       size: CGSize(width: 320, height: 560), duration: 5.6) {
        ZoomSheetDemo()
    } script: {
        Tap("Coral", at: 0.5)
        Drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 480), at: 1.8, duration: 0.3)
        Tap("Lagoon", at: 3.0)
        Tap("Close", at: 4.4)
    }
}
