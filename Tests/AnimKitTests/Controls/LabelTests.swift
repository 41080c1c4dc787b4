import Foundation
import Testing
@testable import AnimKit

/// `Label` and `labelStyle`: icon before title 8 points apart, one of them only, your own layout.
@Suite struct LabelTests {
    private func shot(_ content: some View, at time: Double = 0) throws -> ClipSnapshot {
        nonisolated(unsafe) let view = AnyView(content)
        return try Clip("label", size: CGSize(width: 300, height: 200), fps: 30, duration: 1, content: { view }, script: { [] })
            .snapshots(at: [time])[0]
    }

    @Test func iconThenTitleEightApartCentred() throws {
        let s = try shot(Label("Favourites", systemImage: "star.fill"))
        let icon = try #require(s.views(ofType: "Image").first).frame
        let title = try #require(s.views(ofType: "Text").first).frame
        #expect(abs(title.minX - icon.maxX - 8) < 0.001)
        #expect(abs(title.midY - icon.midY) < 0.001)
        // The pair is centred in the canvas.
        #expect(abs((icon.minX + title.maxX) / 2 - 150) < 0.001)
    }

    @Test func stylesShowOneOrTheOther() throws {
        let iconOnly = try shot(Label("Trash", systemImage: "trash").labelStyle(.iconOnly))
        #expect(iconOnly.views(ofType: "Text").isEmpty && iconOnly.views(ofType: "Image").count == 1)
        let titleOnly = try shot(Label("Trash", systemImage: "trash").labelStyle(.titleOnly))
        #expect(titleOnly.views(ofType: "Image").isEmpty && titleOnly.views(labelled: "Trash").count == 1)
        // The innermost style wins.
        let inner = try shot(VStack { Label("A", systemImage: "trash").labelStyle(.titleAndIcon) }.labelStyle(.iconOnly))
        #expect(inner.views(ofType: "Text").count == 1 && inner.views(ofType: "Image").count == 1)
    }

    nonisolated struct Stacked: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) { configuration.icon; configuration.title }
        }
    }

    @Test func aCustomStyleLaysOutTitleAndIcon() throws {
        let s = try shot(Label("Home", systemImage: "house").labelStyle(Stacked()))
        let icon = try #require(s.views(ofType: "Image").first).frame
        let title = try #require(s.views(ofType: "Text").first).frame
        #expect(abs(title.minY - icon.maxY - 2) < 0.001 && abs(title.midX - icon.midX) < 0.001)
    }

    @Test func buttonsWithSymbolsAreTappedByTitleAndToolbarsShowTheIcon() throws {
        final class Box: @unchecked Sendable { var added = 0 }
        let box = Box()
        nonisolated(unsafe) let view = AnyView(NavigationStack {
            Button("Add item", systemImage: "plus") { box.added += 1 }
                .toolbar { Button("Edit", systemImage: "pencil") {} }
        })
        let clip = Clip("symbols", size: CGSize(width: 300, height: 300), fps: 30, duration: 1, content: { view },
                        script: { Tap("Add item", at: 0.5) })
        let s = try clip.snapshots(at: [0.6])[0]
        #expect(box.added == 1)
        // The toolbar's button shows only its pencil; the body's button its plus and its title.
        #expect(s.views(labelled: "Edit").filter { $0.type == "Text" }.isEmpty)
        #expect(s.views(labelled: "Add item").contains { $0.type == "Text" })
        #expect(s.views(ofType: "Image").count == 2)
    }
}
