import Foundation

extension Color {
    /// A concrete colour: sRGB components and opacity, as `Float`s. It animates in linear RGB.
    ///
    ///     let r = Color.blue.resolve()
    ///     r.linearRed            // the red component with the sRGB transfer function removed
    public struct Resolved: Hashable, Sendable, Animatable {
        /// sRGB-encoded components, 0...1.
        public var red: Float
        public var green: Float
        public var blue: Float
        /// Opacity, 0...1.
        public var opacity: Float

        /// A colour from sRGB-encoded components.
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// A colour from linear-light components.
        public init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float = 1) {
            self.init(red: Resolved.encode(linearRed), green: Resolved.encode(linearGreen),
                      blue: Resolved.encode(linearBlue), opacity: opacity)
        }

        public var linearRed: Float {
            get { Resolved.decode(red) }
            set { red = Resolved.encode(newValue) }
        }
        public var linearGreen: Float {
            get { Resolved.decode(green) }
            set { green = Resolved.encode(newValue) }
        }
        public var linearBlue: Float {
            get { Resolved.decode(blue) }
            set { blue = Resolved.encode(newValue) }
        }

        /// (linear red, (linear green, (linear blue, opacity))), each × 128 as SwiftUI scales them:
        /// colours mix in linear light.
        public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
            get {
                AnimatablePair(linearRed * 128, AnimatablePair(linearGreen * 128, AnimatablePair(linearBlue * 128, opacity * 128)))
            }
            set {
                linearRed = newValue.first / 128
                linearGreen = newValue.second.first / 128
                linearBlue = newValue.second.second.first / 128
                opacity = newValue.second.second.second / 128
            }
        }

        /// The sRGB transfer function, extended to negative values by symmetry.
        static func encode(_ linear: Float) -> Float {
            let a = abs(linear)
            let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return linear < 0 ? -e : e
        }

        /// The inverse sRGB transfer function, extended to negative values by symmetry.
        static func decode(_ encoded: Float) -> Float {
            let a = abs(encoded)
            let d = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return encoded < 0 ? -d : d
        }
    }

    /// This colour's components.
    public func resolve() -> Resolved {
        Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(alpha))
    }

    /// A colour with the components of `resolved`.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }
}
