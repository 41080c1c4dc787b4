import Foundation
import Testing
@testable import AnimKit

/// System symbols: the catalogue, variants, rendering modes, image scale and variable values.
@Suite struct SymbolTests {
    private func pixel(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * frame.width + x) * 4
        return frame.bytes[i..<i + 3].map(Int.init)
    }
    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 4) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    /// `symbol` offered the whole 100-point canvas, on black.
    private func draw(@ViewBuilder _ symbol: @escaping @Sendable () -> some View) throws -> FrameBuffer {
        try FrameLoop(clip: Clip("symbol", size: CGSize(width: 100, height: 100), background: .black, content: symbol)).frame(at: 0)
    }

    private static let green = Color(red: 0, green: 1, blue: 0)

    @Test func theCatalogueCoversTheCommonNames() {
        let common = ["heart", "star.fill", "bell", "gearshape.fill", "person.2", "house.fill", "magnifyingglass", "arrow.right",
                      "chevron.left", "play.fill", "pause.fill", "stop.fill", "checkmark.circle.fill", "xmark.circle", "cloud.sun.fill",
                      "sun.max.fill", "moon.stars", "bolt.fill", "flame.fill", "wifi", "battery.100", "envelope", "trash",
                      "folder.fill", "heart.circle", "plus.circle.fill", "bell.slash.fill", "info.circle", "person.crop.circle.fill",
                      "square.and.arrow.up", "ellipsis", "arrow.clockwise", "paperplane.fill", "lock.fill", "exclamationmark.triangle.fill"]
        let missing = common.filter { SystemSymbol(name: $0) == nil }
        #expect(missing.isEmpty, "no drawing for \(missing)")
        #expect(SystemSymbol.catalog.count >= 80)
        #expect(SystemSymbol(name: "no.such.symbol.circle") == nil)
        // A base without a filled form has no ".fill" (but its filled enclosures exist).
        #expect(SystemSymbol(name: "checkmark.fill") == nil && SystemSymbol(name: "checkmark.square.fill") != nil)
    }

    @Test func variantsComposeNamesInSFSymbolsOrder() {
        #expect(SymbolVariants.circle.fill.applied(to: "heart") == "heart.circle.fill")
        #expect(SymbolVariants.fill.applied(to: "bell.slash") == "bell.slash.fill")
        #expect(SymbolVariants.slash.applied(to: "bell.fill") == "bell.slash.fill")
        #expect(SymbolVariants.circle.applied(to: "heart.fill") == "heart.circle.fill")
        #expect(SymbolVariants.square.fill.applied(to: "play") == "play.square.fill")
        #expect(SymbolVariants.none.applied(to: "star") == "star")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.circle.contains(.fill))
    }

    @Test func aVariantTheSymbolLacksFallsBackToTheName() throws {
        let s = try Clip("variants", size: CGSize(width: 200, height: 100)) {
            HStack {
                Image(systemName: "checkmark").symbolVariant(.fill)
                Image(systemName: "battery.50").symbolVariant(.slash.circle)
            }
        }.snapshot(at: 0)
        // checkmark.fill does not exist: the plain checkmark (1.05 wide at 17 points: 18).
        #expect(s.view(labelled: "checkmark")?.frame.width == 18)
        // battery.50.slash.circle is composed: an enclosure is square.
        #expect(s.view(labelled: "battery.50")?.frame.size == CGSize(width: 17, height: 17))
    }

    @Test func filledEnclosuresCutTheirContentInMonochromeAndLayerItOtherwise() throws {
        // checkmark.circle.fill: the check's corner sits at (42.5, 70.6); (50, 8) is disc only.
        let mono = try draw { Image(systemName: "checkmark.circle.fill").resizable().foregroundStyle(Self.green) }
        #expect(near(pixel(mono, 42, 70), [0, 0, 0]) && near(pixel(mono, 50, 8), [0, 255, 0]))
        let palette = try draw { Image(systemName: "checkmark.circle.fill").resizable().foregroundStyle(.white, Self.green) }
        #expect(near(pixel(palette, 42, 70), [255, 255, 255]) && near(pixel(palette, 50, 8), [0, 255, 0]))
        let hierarchical = try draw {
            Image(systemName: "checkmark.circle.fill").resizable().symbolRenderingMode(.hierarchical).foregroundStyle(Self.green)
        }
        // The secondary layer (the disc) at half strength, the primary (the check) at full.
        #expect(near(pixel(hierarchical, 42, 70), [0, 255, 0]) && near(pixel(hierarchical, 50, 8), [0, 128, 0]))
    }

    @Test func multicolorKeepsASymbolsOwnColours() throws {
        // sun.max.fill's disc is yellow in multicolor (and as an original image), the foreground style otherwise.
        let multi = try draw { Image(systemName: "sun.max.fill").resizable().symbolRenderingMode(.multicolor).foregroundStyle(.blue) }
        #expect(near(pixel(multi, 50, 50), [255, 204, 0]))
        let original = try draw { Image(systemName: "sun.max.fill").renderingMode(.original).resizable().foregroundStyle(.blue) }
        #expect(near(pixel(original, 50, 50), [255, 204, 0]))
        let mono = try draw { Image(systemName: "sun.max.fill").resizable().foregroundStyle(Self.green) }
        #expect(near(pixel(mono, 50, 50), [0, 255, 0]))
    }

    @Test func imageScaleAndWeightSizeTheSymbol() throws {
        let s = try Clip("scales", size: CGSize(width: 200, height: 100)) {
            HStack {
                Image(systemName: "circle").imageScale(.small)
                Image(systemName: "star").imageScale(.large)
            }
        }.snapshot(at: 0)
        // 17-point body text: small is 13.26 points (14 rounded up), large 21.93 (22).
        #expect(s.view(labelled: "circle")?.frame.height == 14)
        #expect(s.view(labelled: "star")?.frame.height == 22)
        // Strokes thicken with the font's weight: the black minus covers more of its middle column than the light one.
        func ink(_ weight: Font.Weight) throws -> Int {
            let frame = try draw { Image(systemName: "minus").resizable().fontWeight(weight).foregroundStyle(.white) }
            return (0..<100).filter { pixel(frame, 50, $0)[0] > 128 }.count
        }
        let light = try ink(.light), black = try ink(.black)
        #expect(light == 8 && black == 18)
    }

    @Test func variableValuesDimTheLayersAboveThem() throws {
        // wifi's outer arc passes through (67.5, 6) at the top of its 135-wide box (drawn 100 tall here).
        func top(_ value: Double?) throws -> Int {
            let frame = try FrameLoop(clip: Clip("wifi", size: CGSize(width: 135, height: 100)) {
                ZStack {
                    Color.black
                    Image(systemName: "wifi", variableValue: value).resizable().foregroundStyle(.white).frame(width: 135, height: 100)
                }
            }).frame(at: 0)
            return pixel(frame, 67, 7)[0]
        }
        let full = try top(nil), half = try top(0.5), all = try top(1)
        #expect(full > 240 && all > 240)
        #expect(abs(half - 64) <= 4)
    }

    @Test func theAirplaneFliesRightAsSFSymbolsDraws() throws {
        let f = try FrameLoop(clip: Clip("plane", size: CGSize(width: 100, height: 100)) {
            Image(systemName: "airplane").font(.system(size: 60)).foregroundStyle(.black)
        }).frame(at: 0)
        // The columns holding ink, and how tall the ink is in each.
        let columns = (0..<f.width).compactMap { x -> (x: Int, height: Int)? in
            let ys = (0..<f.height).filter { f.pixel(x: x, y: $0).r < 128 }
            return ys.isEmpty ? nil : (x, ys.count)
        }
        let first = try #require(columns.first), last = try #require(columns.last)
        let span = last.x - first.x
        // The tail (left) is a wide fin; the nose (right) comes to a point: the ink a tenth in from each end.
        let nearTail = columns.first { $0.x >= first.x + span / 10 }!.height
        let nearNose = columns.last { $0.x <= last.x - span / 10 }!.height
        #expect(nearTail > 2 * nearNose, "tail \(nearTail), nose \(nearNose)")
    }

    @Test func everydaySymbolsDrawAsThemselves() {
        // Names common in apps' code that once showed the placeholder box.
        for name in ["creditcard", "creditcard.fill", "key.fill", "book", "tray.fill", "archivebox", "paperclip", "headphones",
                     "car.fill", "chart.bar.fill", "lightbulb.fill", "power", "cube", "hammer", "wrench.fill", "cross.fill",
                     "trophy.fill", "hexagon", "app.fill", "tv", "film", "scissors", "checkmark.seal.fill", "at", "number",
                     "square.and.arrow.down", "arrow.uturn.left", "list.dash", "text.alignleft", "doc.on.doc",
                     "creditcard.circle", "key.slash", "chart.pie.fill", "waveform", "square.stack", "rectangle.stack.fill",
                     "photo.on.rectangle", "qrcode", "person.3.fill", "stopwatch", "envelope.open.fill", "shippingbox", "ruler",
                     "desktopcomputer", "laptopcomputer", "ipad", "applewatch", "keyboard", "printer.fill", "icloud", "map.fill",
                     "video.fill", "alarm", "bus", "bicycle", "gamecontroller.fill", "checklist", "bell.badge.fill",
                     "goforward", "gobackward", "line.3.horizontal.decrease.circle", "plus.app.fill", "person.badge.plus",
                     "music.note.list", "externaldrive.fill", "icloud.and.arrow.up", "calendar.badge.plus", "star.leadinghalf.filled",
                     "face.smiling", "dot.radiowaves.left.and.right", "antenna.radiowaves.left.and.right", "books.vertical.fill",
                     "building.2", "bed.double.fill", "pills", "graduationcap.fill", "signpost.right", "note.text",
                     "rectangle.portrait.and.arrow.right", "paintbrush.fill", "network", "square.grid.3x3.fill", "rectangle.grid.1x2",
                     "square.on.square", "sidebar.left", "arrow.triangle.branch", "dollarsign.circle", "wand.and.stars", "figure.walk",
                     "figure.run", "stethoscope", "highlighter", "paintpalette.fill", "doc.richtext",
                     "shield.fill", "hand.raised", "fork.knife", "cup.and.saucer.fill", "pawprint.fill", "fish", "ticket",
                     "banknote", "birthday.cake.fill", "dumbbell", "textformat", "bold", "italic", "underline",
                     "text.aligncenter", "text.alignright", "arrow.down.to.line", "arrow.up.to.line", "chart.line.uptrend.xyaxis",
                     "waveform.path.ecg", "viewfinder", "barcode", "sdcard.fill", "cpu", "eyedropper", "line.horizontal.3",
                     "rectangle.grid.2x2.fill", "shield.slash", "hand.raised.circle"] {
            #expect(SystemSymbol.named(name) != nil, "\(name)")
        }
    }

    @Test func theSecondHundredCommonNamesDrawAsThemselves() {
        for name in ["gearshape.2", "gearshape.2.fill", "hand.tap", "hand.thumbsdown.fill", "faceid", "touchid", "tortoise.fill", "hare",
                     "bird", "brain.head.profile", "ladybug", "ant.fill", "cat", "dog.fill", "teddybear", "tree", "carrot", "lizard",
                     "tornado", "rainbow", "puzzlepiece.fill", "dice", "clipboard", "list.clipboard", "doc.on.clipboard", "building",
                     "building.columns.fill", "storefront", "suitcase", "briefcase.fill", "cross.case.fill", "staroflife", "bandage",
                     "syringe", "medal", "rosette", "flag.checkered", "arrowshape.left.fill", "arrowshape.turn.up.right",
                     "infinity", "scribble", "pencil.tip", "lasso", "function", "atom", "scalemass", "text.bubble.fill",
                     "ellipsis.bubble", "quote.bubble", "bubble.left.and.bubble.right.fill", "phone.down.fill", "rectangle.on.rectangle",
                     "sparkle", "tray.and.arrow.down", "doc.badge.plus", "doc.text.magnifyingglass", "arrow.down.doc", "lock.shield.fill",
                     "key.horizontal", "applelogo", "apple.logo", "display", "airpods", "tram.fill", "sailboat", "fuelpump", "scooter",
                     "person.crop.square", "person.fill.checkmark", "person.fill.xmark", "person.crop.circle.badge.plus",
                     "chart.xyaxis.line", "rectangle.3.group", "circle.grid.2x2.fill", "square.split.2x1", "rectangle.split.3x1",
                     "figure.stand", "figure.wave", "cart.badge.plus", "pin", "pin.fill", "brain.head.profile.fill", "medal.fill", "dice.circle"] {
            #expect(SystemSymbol.named(name) != nil, "\(name)")
        }
    }

    @Test func thumbsDownIsThumbsUpTurnedOver() throws {
        func inkRows(_ name: String) throws -> [Int] {
            let f = try FrameLoop(clip: Clip(name, size: CGSize(width: 100, height: 100)) {
                Image(systemName: name).resizable().frame(width: 80, height: 80).foregroundStyle(.black)
            }).frame(at: 0)
            return (0..<f.height).map { y in (0..<f.width).filter { f.pixel(x: $0, y: y).r < 128 }.count }
        }
        let up = try inkRows("hand.thumbsup.fill"), down = try inkRows("hand.thumbsdown.fill")
        let mismatch = zip(up, down.reversed()).map { abs($0 - $1) }.reduce(0, +)
        let ink = up.reduce(0, +)
        #expect(ink > 1500)
        // Row by row the ink of one is the other's upside down (antialiased edges may differ by a pixel).
        #expect(Double(mismatch) < 0.05 * Double(ink), "\(mismatch) of \(ink)")
    }

    @Test func theOutlineOfOverlappingShapesIsOneEdge() throws {
        // The tortoise's shell, legs, neck and head are separate shapes; the outline keeps only their common edge,
        // so the middle of the shell is empty in outline and inked in the filled form.
        func pixel(_ name: String) throws -> Int {
            let f = try FrameLoop(clip: Clip(name, size: CGSize(width: 150, height: 100)) {
                Image(systemName: name).resizable().frame(width: 150, height: 100).foregroundStyle(.black).background(Color.white)
            }).frame(at: 0)
            return Int(f.pixel(x: 66, y: 58).r)
        }
        #expect(try pixel("tortoise") > 200)
        #expect(try pixel("tortoise.fill") < 60)
    }
}
