// `import Combine` in a SwiftUI file: the parts of Combine that SwiftUI code uses, which AnimKit implements (timers
// on the clip's clock, `ObservableObject`, `@Published`, cancellables). On Apple platforms Combine is a system
// module; on Linux this module of AnimKit's product stands in for it, so the import compiles unchanged.
@_exported import Foundation
@_exported import protocol AnimKit.Publisher
@_exported import protocol AnimKit.ConnectablePublisher
@_exported import protocol AnimKit.Cancellable
@_exported import class AnimKit.AnyCancellable
@_exported import protocol AnimKit.ObservableObject
@_exported import class AnimKit.ObservableObjectPublisher
@_exported import struct AnimKit.Published
@_exported import enum AnimKit.Publishers
