// `import Combine` in a SwiftUI file: the parts of Combine that SwiftUI code uses, which AnimKit implements (timers
// on the clip's clock, `ObservableObject`, `@Published`, cancellables). On Apple platforms Combine is a system
// module; on Linux a target that passes `-module-alias Combine=AnimKitCombine` gets this module for the import, so
// the file compiles unchanged. It is not called `Combine` itself: other packages' `#if canImport(Combine)` would
// then take their Apple code paths in the same build.
@_exported import Foundation
@_exported import protocol AnimKit.Publisher
@_exported import protocol AnimKit.ConnectablePublisher
@_exported import protocol AnimKit.Cancellable
@_exported import class AnimKit.AnyCancellable
@_exported import protocol AnimKit.ObservableObject
@_exported import class AnimKit.ObservableObjectPublisher
@_exported import struct AnimKit.Published
@_exported import enum AnimKit.Publishers
