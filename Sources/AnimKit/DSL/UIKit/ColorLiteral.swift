import Foundation

// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it: a `Color` or a `UIColor` where one is
// expected, and a `UIColor` where nothing says which (as with UIKit).
//
//     Rectangle().fill(Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)))
//     let accent: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)

/// The type of `#colorLiteral(…)` without a context, as with UIKit.
public typealias _ColorLiteralType = UIColor

extension Color: _ExpressibleByColorLiteral {
    /// The sRGB colour of `#colorLiteral(red:green:blue:alpha:)`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension UIColor: _ExpressibleByColorLiteral {
    /// The sRGB colour of `#colorLiteral(red:green:blue:alpha:)`.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
