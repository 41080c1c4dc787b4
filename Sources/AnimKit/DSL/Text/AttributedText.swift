import Foundation

extension AttributeScopes {
    /// The attributes `Text` draws from an `AttributedString` — SwiftUI's attribute scope.
    ///
    ///     var title = AttributedString("Hello World")
    ///     title.font = .title
    ///     title[title.range(of: "World")!].foregroundColor = .orange
    ///     Text(title)
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of the characters.
        public let font: FontAttribute
        /// The colour of the characters.
        public let foregroundColor: ForegroundColorAttribute
        /// A colour behind the characters.
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the characters.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the characters.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space between characters, in points.
        public let kern: KerningAttribute
        /// Extra space after each character, in points.
        public let tracking: TrackingAttribute
        /// How far the characters sit above the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (`link`).
        public let foundation: AttributeScopes.FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attributes, for `AttributedString(…, including: \.swiftUI)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes as members of an attributed string, a run or a container (`string.font = .title`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text showing an attributed string: each run in its font, colours, lines, spacing and baseline; links in
    /// the tint colour. Attributes from other scopes are ignored, as in SwiftUI.
    ///
    ///     var s = AttributedString("Read the docs")
    ///     s[s.range(of: "docs")!].underlineStyle = .single
    ///     Text(s)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var parts: [TextPart] = []
        for run in attributedContent.runs {
            var styling = TextStyling()
            styling.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            styling.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            styling.background = run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
            if let line = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] { styling.strikethrough = .some(line) }
            if let line = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] { styling.underline = .some(line) }
            styling.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            styling.tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
            styling.baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
            styling.isLink = run.link != nil
            parts.append(TextPart(string: String(attributedContent[run.range].characters), styling: styling))
        }
        self.init(parts: parts)
    }
}
