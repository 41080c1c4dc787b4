import AnimKitMacroSupport
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Expansions of `@Animatable` and `@AnimatableIgnored`.
final class AnimatableMacroTests: XCTestCase {
    /// The macros, as for a type that is not `Animatable` yet (the compiler then asks for the conformance).
    private let macros: [String: MacroSpec] = [
        "Animatable": MacroSpec(type: AnimatableExpansion.self, conformances: ["Animatable"]),
        "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredExpansion.self),
    ]
    /// The macros, as for a type that is `Animatable` already (a `Shape`).
    private let macrosOnAnimatable: [String: MacroSpec] = [
        "Animatable": MacroSpec(type: AnimatableExpansion.self, conformances: []),
        "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredExpansion.self),
    ]

    func testOnePropertyAnimatesItsOwnData() {
        assertMacroExpansion("""
            @Animatable
            struct TimerView: View {
                var remainingSeconds: Double
            }
            """, expandedSource: """
            struct TimerView: View {
                var remainingSeconds: Double

                nonisolated var animatableData: some VectorArithmetic {
                    get {
                        _animatableData(of: remainingSeconds)
                    }
                    set {
                        let newValue = _animatableData(newValue, like: _animatableData(of: remainingSeconds))
                        _setAnimatableData(of: &remainingSeconds, to: newValue)
                    }
                }
            }

            extension TimerView: Animatable {
            }
            """, macroSpecs: macros)
    }

    func testPropertiesFormABalancedTreeAndIgnoredOnesAreLeftOut() {
        // HikingRouteShape: three animated properties → Pair(a, Pair(b, c)); a Shape is Animatable already (no extension).
        assertMacroExpansion("""
            @Animatable
            struct HikingRouteShape: Shape {
                var startPoint: CGPoint
                var endPoint: CGPoint
                var elevation: Double
                @AnimatableIgnored
                var drawingDirection: Bool
                let id = 1
                static var count = 0
                var length: Double { 1 }
                var observed: Double = 0 { didSet { } }
            }
            """, expandedSource: """
            struct HikingRouteShape: Shape {
                var startPoint: CGPoint
                var endPoint: CGPoint
                var elevation: Double
                var drawingDirection: Bool
                let id = 1
                static var count = 0
                var length: Double { 1 }
                var observed: Double = 0 { didSet { } }

                nonisolated var animatableData: some VectorArithmetic {
                    get {
                        AnimatablePair(AnimatablePair(_animatableData(of: startPoint), _animatableData(of: endPoint)), AnimatablePair(_animatableData(of: elevation), _animatableData(of: observed)))
                    }
                    set {
                        let newValue = _animatableData(newValue, like: AnimatablePair(AnimatablePair(_animatableData(of: startPoint), _animatableData(of: endPoint)), AnimatablePair(_animatableData(of: elevation), _animatableData(of: observed))))
                        _setAnimatableData(of: &startPoint, to: newValue.first.first)
                        _setAnimatableData(of: &endPoint, to: newValue.first.second)
                        _setAnimatableData(of: &elevation, to: newValue.second.first)
                        _setAnimatableData(of: &observed, to: newValue.second.second)
                    }
                }
            }
            """, macroSpecs: macrosOnAnimatable)
    }

    func testFivePropertiesSplitTwoAndThree() {
        assertMacroExpansion("""
            @Animatable
            public struct Five {
                var a, b: Double
                var c: Double
                var d: Double
                var e: Double
            }
            """, expandedSource: """
            public struct Five {
                var a, b: Double
                var c: Double
                var d: Double
                var e: Double

                public nonisolated var animatableData: some VectorArithmetic {
                    get {
                        AnimatablePair(AnimatablePair(_animatableData(of: a), _animatableData(of: b)), AnimatablePair(_animatableData(of: c), AnimatablePair(_animatableData(of: d), _animatableData(of: e))))
                    }
                    set {
                        let newValue = _animatableData(newValue, like: AnimatablePair(AnimatablePair(_animatableData(of: a), _animatableData(of: b)), AnimatablePair(_animatableData(of: c), AnimatablePair(_animatableData(of: d), _animatableData(of: e)))))
                        _setAnimatableData(of: &a, to: newValue.first.first)
                        _setAnimatableData(of: &b, to: newValue.first.second)
                        _setAnimatableData(of: &c, to: newValue.second.first)
                        _setAnimatableData(of: &d, to: newValue.second.second.first)
                        _setAnimatableData(of: &e, to: newValue.second.second.second)
                    }
                }
            }

            extension Five: Animatable {
            }
            """, macroSpecs: macros)
    }

    func testATypeWithItsOwnAnimatableDataIsLeftAloneWithAWarning() {
        assertMacroExpansion("""
            @Animatable
            struct RadialLayout {
                var offsetAngle: Angle
                var animatableData: Angle.AnimatableData {
                    get { offsetAngle.animatableData }
                    set { offsetAngle.animatableData = newValue }
                }
            }
            """, expandedSource: """
            struct RadialLayout {
                var offsetAngle: Angle
                var animatableData: Angle.AnimatableData {
                    get { offsetAngle.animatableData }
                    set { offsetAngle.animatableData = newValue }
                }
            }
            """, diagnostics: [
                DiagnosticSpec(message: "@Animatable has no effect: the type declares 'animatableData' itself", line: 1, column: 1, severity: .warning),
            ], macroSpecs: macros)
    }

    func testNothingToAnimateIsAnError() {
        assertMacroExpansion("""
            @Animatable
            struct Label {
                let title: String
                @AnimatableIgnored var count: Int
            }
            """, expandedSource: """
            struct Label {
                let title: String
                var count: Int
            }
            """, diagnostics: [
                DiagnosticSpec(message: "@Animatable needs at least one stored 'var' that is not @AnimatableIgnored", line: 1, column: 1),
            ], macroSpecs: macros)
    }
}
