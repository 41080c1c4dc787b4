import Foundation

/// Every view of a clip at one instant, as `clip.snapshot(at:)` and `animrender inspect` describe it.
///
///     let s = try card.snapshot(at: 0.6)
///     let width = s.views(ofType: "RoundedRectangle").first?.frame.width   // mid-animation
///     let title = s.view(labelled: "Open")?.opacity
///
/// The JSON form is stable: `{"time":…, "canvas":[w,h], "views":[{"path":"VStack/Text[0]", "type":"Text",
/// "label":"Hello", "identifier":null, "frame":[x,y,w,h], "opacity":1.0, "fill":[r,g,b,a],
/// "transaction":null}, …]}`.
public struct ClipSnapshot: Codable, Equatable, Sendable {
    /// The time in seconds.
    public let time: Double
    /// The canvas size in points.
    public let canvas: CGSize
    /// The views in drawing order (parents before children).
    public let views: [ViewSnapshot]

    enum CodingKeys: String, CodingKey { case time, canvas, views }

    public init(time: Double, canvas: CGSize, views: [ViewSnapshot]) {
        self.time = time
        self.canvas = canvas
        self.views = views
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        time = try c.decode(Double.self, forKey: .time)
        let wh = try c.decode([Double].self, forKey: .canvas)
        guard wh.count == 2 else { throw DecodingError.dataCorruptedError(forKey: .canvas, in: c, debugDescription: "canvas is [w,h]") }
        canvas = CGSize(width: wh[0], height: wh[1])
        views = try c.decode([ViewSnapshot].self, forKey: .views)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(time, forKey: .time)
        try c.encode([Double(canvas.width), Double(canvas.height)], forKey: .canvas)
        try c.encode(views, forKey: .views)
    }

    /// The views whose label (text, button title) is `label`.
    public func views(labelled label: String) -> [ViewSnapshot] { views.filter { $0.label == label } }

    /// The first view whose label is `label`.
    public func view(labelled label: String) -> ViewSnapshot? { views.first { $0.label == label } }

    /// The first view with accessibility identifier `identifier`.
    public func view(identifier: String) -> ViewSnapshot? { views.first { $0.identifier == identifier } }

    /// The views of a type ("Text", "Rectangle", "VStack").
    public func views(ofType type: String) -> [ViewSnapshot] { views.filter { $0.type == type } }

    /// A readable listing: one line per view, indented by depth, with its geometry, opacity, fill and
    /// transaction (`animrender inspect` prints it).
    ///
    ///     t=0.600 canvas 400x300
    ///     VStack frame 100,112 200x76
    ///       Text "Hello" frame 150,112 100x41 fill #000000 transaction FluidSpringAnimation(…)
    public var text: String {
        var lines = ["t=\(String(format: "%.3f", time)) canvas \(TreeFormat.number(canvas.width))x\(TreeFormat.number(canvas.height))"]
        for v in views {
            let depth = v.path.split(separator: "/").count - 1
            var line = String(repeating: "  ", count: depth) + v.type
            if let label = v.label { line += " \(String(reflecting: label))" }
            if let id = v.identifier { line += " #\(id)" }
            line += " frame \(TreeFormat.number(v.frame.minX)),\(TreeFormat.number(v.frame.minY))"
            line += " \(TreeFormat.number(v.frame.width))x\(TreeFormat.number(v.frame.height))"
            if v.opacity != 1 { line += " opacity \(TreeFormat.number(v.opacity))" }
            if let c = v.fillColor { line += " fill \(c.treeText)" }
            if let t = v.transaction { line += " transaction \(t)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The JSON text of the snapshot (keys sorted, stable).
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}

/// One view in a `ClipSnapshot`: where it is, what it is, and how it is presented at that instant.
///
///     let button = try #require(try card.snapshot(at: 1).view(labelled: "Open"))
///     #expect(button.frame.minY == 200 && button.opacity == 1)
public struct ViewSnapshot: Codable, Equatable, Sendable {
    /// Where the view is: container types and indices from the root ("VStack/Text[0]").
    public let path: String
    /// The view type ("Text", "Rectangle", "Button", "Toggle", …).
    public let type: String
    /// The text of a Text, the title of a Button or Toggle, the name of an Image.
    public let label: String?
    /// The accessibility identifier.
    public let identifier: String?
    /// The frame in canvas points after layout and geometry effects (axis-aligned bounds).
    public let frame: CGRect
    /// The effective opacity, ancestors included.
    public let opacity: Double
    /// The sRGB 0…1 colour of a shape's fill or a text's colour.
    public let fill: [Double]?
    /// The description of the animation of the transaction the view received in its last update.
    public let transaction: String?

    enum CodingKeys: String, CodingKey { case path, type, label, identifier, frame, opacity, fill, transaction }

    init(path: String, type: String, label: String?, identifier: String?, frame: CGRect, opacity: Double,
         fill: [Double]?, transaction: String?) {
        self.path = path
        self.type = type
        self.label = label
        self.identifier = identifier
        self.frame = frame
        self.opacity = opacity
        self.fill = fill
        self.transaction = transaction
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        path = try c.decode(String.self, forKey: .path)
        type = try c.decode(String.self, forKey: .type)
        label = try c.decodeIfPresent(String.self, forKey: .label)
        identifier = try c.decodeIfPresent(String.self, forKey: .identifier)
        let f = try c.decode([Double].self, forKey: .frame)
        guard f.count == 4 else { throw DecodingError.dataCorruptedError(forKey: .frame, in: c, debugDescription: "frame is [x,y,w,h]") }
        frame = CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
        opacity = try c.decode(Double.self, forKey: .opacity)
        fill = try c.decodeIfPresent([Double].self, forKey: .fill)
        transaction = try c.decodeIfPresent(String.self, forKey: .transaction)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(type, forKey: .type)
        try c.encode(label, forKey: .label)
        try c.encode(identifier, forKey: .identifier)
        try c.encode([frame.minX, frame.minY, frame.width, frame.height].map(Double.init), forKey: .frame)
        try c.encode(opacity, forKey: .opacity)
        try c.encode(fill, forKey: .fill)
        try c.encode(transaction, forKey: .transaction)
    }

    /// The fill as a colour.
    public var fillColor: Color? {
        fill.map { Color(red: $0[0], green: $0[1], blue: $0[2], opacity: $0[3]) }
    }

    static func components(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }
}
