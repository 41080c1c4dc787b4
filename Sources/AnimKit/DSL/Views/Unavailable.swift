import Foundation

// SwiftUI APIs that real animation code uses and AnimKit cannot do: each compiles to an error that says so and
// where to read more (docs/views.md, "Not in AnimKit"), instead of "cannot find in scope" or "no exact matches".

/// A Metal shader function with its arguments — SwiftUI's `Shader`. AnimKit runs no Metal shaders.
@available(*, unavailable, message: "AnimKit does not run Metal shaders (colorEffect, distortionEffect, layerEffect); see docs/views.md")
public struct Shader: Equatable, Sendable {
    /// An argument passed to a shader function.
    public struct Argument: Equatable, Sendable {
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { fatalError("unavailable") }
        public static func float2(_ x: Double, _ y: Double) -> Argument { fatalError("unavailable") }
        public static func float2(_ point: CGPoint) -> Argument { fatalError("unavailable") }
        public static func float2(_ size: CGSize) -> Argument { fatalError("unavailable") }
        public static func float3(_ x: Double, _ y: Double, _ z: Double) -> Argument { fatalError("unavailable") }
        public static func float4(_ x: Double, _ y: Double, _ z: Double, _ w: Double) -> Argument { fatalError("unavailable") }
        public static func floatArray(_ array: [Float]) -> Argument { fatalError("unavailable") }
        public static func color(_ color: Color) -> Argument { fatalError("unavailable") }
        public static func colorArray(_ colors: [Color]) -> Argument { fatalError("unavailable") }
        public static func image(_ image: Image) -> Argument { fatalError("unavailable") }
        public static func data(_ data: Data) -> Argument { fatalError("unavailable") }
        public static var boundingRect: Argument { fatalError("unavailable") }
    }
}

/// A function in a Metal shader library — SwiftUI's `ShaderFunction`. AnimKit runs no Metal shaders.
@available(*, unavailable, message: "AnimKit does not run Metal shaders (colorEffect, distortionEffect, layerEffect); see docs/views.md")
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader { fatalError("unavailable") }
}

/// The Metal shader libraries of an app — SwiftUI's `ShaderLibrary` (`ShaderLibrary.ripple(…)`). AnimKit runs no
/// Metal shaders.
@available(*, unavailable, message: "AnimKit does not run Metal shaders (ShaderLibrary, colorEffect, distortionEffect, layerEffect); see docs/views.md")
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    public static var `default`: ShaderLibrary { fatalError("unavailable") }
    public static subscript(dynamicMember name: String) -> ShaderFunction { fatalError("unavailable") }
    public subscript(dynamicMember name: String) -> ShaderFunction { fatalError("unavailable") }
}

nonisolated extension View {
    /// Colours each pixel with a Metal shader — not in AnimKit.
    @available(*, unavailable, message: "AnimKit does not run Metal shaders (colorEffect); see docs/views.md")
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

    /// Moves each pixel with a Metal shader — not in AnimKit.
    @available(*, unavailable, message: "AnimKit does not run Metal shaders (distortionEffect); see docs/views.md")
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }

    /// Draws the view's layer through a Metal shader — not in AnimKit.
    @available(*, unavailable, message: "AnimKit does not run Metal shaders (layerEffect); see docs/views.md")
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}

/// What a UIKit view representable is given — SwiftUI's `UIViewRepresentableContext`. AnimKit hosts no UIKit views.
@available(*, unavailable, message: "AnimKit cannot host UIKit views (UIViewRepresentable); draw it with SwiftUI views or leave it out of the clip; see docs/views.md")
public struct UIViewRepresentableContext<Representable> {}

/// A UIKit view in SwiftUI — SwiftUI's `UIViewRepresentable`. AnimKit runs on Linux, where there is no UIKit.
@available(*, unavailable, message: "AnimKit cannot host UIKit views (UIViewRepresentable); draw it with SwiftUI views or leave it out of the clip; see docs/views.md")
public protocol UIViewRepresentable: View where Body == Never {
    typealias Context = UIViewRepresentableContext<Self>
}

/// What a UIKit view-controller representable is given — SwiftUI's `UIViewControllerRepresentableContext`.
@available(*, unavailable, message: "AnimKit cannot host UIKit view controllers (UIViewControllerRepresentable); see docs/views.md")
public struct UIViewControllerRepresentableContext<Representable> {}

/// A UIKit view controller in SwiftUI — SwiftUI's `UIViewControllerRepresentable`. AnimKit has no UIKit.
@available(*, unavailable, message: "AnimKit cannot host UIKit view controllers (UIViewControllerRepresentable); see docs/views.md")
public protocol UIViewControllerRepresentable: View where Body == Never {
    typealias Context = UIViewControllerRepresentableContext<Self>
}
