// `import UIKit` in a SwiftUI file pasted into a package that uses AnimKit: this header-only C module answers the
// import, and the UIKit names SwiftUI code calls (UIColor, UIImage, UIFont, UIScreen, the feedback generators…) come
// from `import AnimKit` in the same file, as on iOS they come through `import SwiftUI`.
//
// It is a C module on purpose: SwiftPM hands a C target's module map only to the targets that depend on it, so other
// packages in the same build (swift-snapshot-testing, swift-custom-dump) keep `#if canImport(UIKit)` false. A Swift
// module called UIKit would land in the build's shared module folder and turn their iOS code on.
