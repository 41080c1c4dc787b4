// `import UIKit` beside `import SwiftUI` in a SwiftUI file: the parts of UIKit that SwiftUI code calls, which
// AnimKit implements (colours, fonts, images, the screen, haptics that draw nothing, keyboard settings). On Linux a
// target that passes `-module-alias UIKit=AnimKitUIKit` gets this module for the import, so the file compiles
// unchanged. It is not called `UIKit` itself: other packages' `#if canImport(UIKit)` (swift-snapshot-testing's,
// swift-custom-dump's) would then take their iOS code paths in the same build and fail.
@_exported import Foundation
@_exported import class AnimKit.UIColor
@_exported import class AnimKit.UIFont
@_exported import class AnimKit.UIImage
@_exported import class AnimKit.UIScreen
@_exported import class AnimKit.UIApplication
@_exported import class AnimKit.UITraitCollection
@_exported import enum AnimKit.UIUserInterfaceStyle
@_exported import class AnimKit.UIFeedbackGenerator
@_exported import class AnimKit.UIImpactFeedbackGenerator
@_exported import class AnimKit.UINotificationFeedbackGenerator
@_exported import class AnimKit.UISelectionFeedbackGenerator
@_exported import enum AnimKit.UIKeyboardType
@_exported import enum AnimKit.UITextAutocapitalizationType
@_exported import struct AnimKit.UITextContentType
@_exported import typealias AnimKit._ColorLiteralType
@_exported import typealias AnimKit._ImageLiteralType
