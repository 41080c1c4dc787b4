import Foundation

extension ColorFilter {
    /// The filter with its amount, angle or colour as presented now (they animate as in SwiftUI).
    func presented(by node: ViewNode, part: ObjectIdentifier) -> ColorFilter {
        switch self {
        case .brightness(let x): .brightness(node.animated(vector: x, .effect, part: part))
        case .contrast(let x): .contrast(node.animated(vector: x, .effect, part: part))
        case .saturation(let x): .saturation(node.animated(vector: x, .effect, part: part))
        case .grayscale(let x): .grayscale(node.animated(vector: x, .effect, part: part))
        case .hueRotation(let a): .hueRotation(node.animated(a, .effect, part: part))
        case .colorMultiply(let c): .colorMultiply(node.animated(c, .effect, part: part))
        case .colorInvert, .luminanceToAlpha, .matrix, .alphaThreshold, .inLinearLight: self
        }
    }
}

/// How colours are blended in an offscreen `drawingGroup` — SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear (gamma-encoded) sRGB: colours mix as their encoded values, as everywhere by default.
    case nonLinear
    /// Linear sRGB: colours inside the layer mix as light does.
    case linear
    /// Extended linear sRGB (AnimKit's layers keep 0…1, so this draws as `.linear`).
    case extendedLinear
}

nonisolated extension View {
    /// Brightens the view by adding `amount` to each colour component (0: no change, 1: white). Animatable.
    ///
    ///     Image(systemName: "sun.max.fill").brightness(pressed ? 0.3 : 0)
    public func brightness(_ amount: Double) -> some View { modifier(EffectModifier(effect: .filter(.brightness(amount)))) }

    /// Scales the view's contrast about middle grey (1: no change, 0: grey, negative: inverted). Animatable.
    ///
    ///     photo.contrast(1.5)
    public func contrast(_ amount: Double) -> some View { modifier(EffectModifier(effect: .filter(.contrast(amount)))) }

    /// Sets the view's colour saturation (0: grey, 1: no change, above 1: more vivid). Animatable.
    ///
    ///     icon.saturation(disabled ? 0 : 1)
    public func saturation(_ amount: Double) -> some View { modifier(EffectModifier(effect: .filter(.saturation(amount)))) }

    /// Removes the view's colour by `amount` (0: no change, 1: grey). Animatable.
    ///
    ///     card.grayscale(isArchived ? 1 : 0)
    public func grayscale(_ amount: Double) -> some View { modifier(EffectModifier(effect: .filter(.grayscale(amount)))) }

    /// Turns every hue of the view by `angle`. Animatable.
    ///
    ///     Circle().fill(.red).hueRotation(.degrees(spin ? 360 : 0))
    public func hueRotation(_ angle: Angle) -> some View { modifier(EffectModifier(effect: .filter(.hueRotation(angle)))) }

    /// Multiplies every colour of the view by `color` (white: no change). Animatable.
    ///
    ///     Image(systemName: "heart.fill").colorMultiply(.red)
    public func colorMultiply(_ color: Color) -> some View { modifier(EffectModifier(effect: .filter(.colorMultiply(color)))) }

    /// Inverts the view's colours.
    ///
    ///     Text("Night").colorInvert()
    public func colorInvert() -> some View { modifier(EffectModifier(effect: .filter(.colorInvert))) }

    /// Replaces the view with black whose alpha is the view's luminance (light areas opaque, dark clear).
    ///
    ///     Text("Mask").foregroundStyle(.white).luminanceToAlpha()
    public func luminanceToAlpha() -> some View { modifier(EffectModifier(effect: .filter(.luminanceToAlpha))) }

    /// Combines the view with what is behind it by `blendMode`.
    ///
    /// `plusDarker` has no Cairo operator and draws as `multiply`.
    ///
    ///     Circle().fill(.red).blendMode(.screen)
    public func blendMode(_ blendMode: BlendMode) -> some View { modifier(EffectModifier(effect: .blend(blendMode))) }

    /// Flattens the view into a layer before its opacity, blend mode or effects apply, so overlapping children
    /// fade as one and their blend modes mix only with each other.
    ///
    ///     ZStack { Circle(); Circle().offset(x: 20) }.compositingGroup().opacity(0.5)
    public func compositingGroup() -> some View { modifier(EffectModifier(effect: .isolate)) }

    /// Renders the view offscreen before compositing it: the view is flattened as `compositingGroup()` does.
    ///
    /// With `colorMode: .linear` or `.extendedLinear` the layer's working space is linear sRGB: the view's parts
    /// composite with each other in linear light (overlapping translucent colours mix brighter, additive
    /// `plusLighter` glows add light, smoothed edges look thinner on light backgrounds), and the result is then
    /// composited normally. AnimKit's layers hold 8 bits a channel, so `.extendedLinear` keeps no values past 0…1.
    /// `opaque` is a promise that the content covers its frame; AnimKit draws the same either way.
    ///
    ///     ZStack { Circle().fill(.red.opacity(0.5)); Circle().fill(.blue.opacity(0.5)).offset(x: 40) }
    ///         .drawingGroup(colorMode: .linear)
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(EffectModifier(effect: colorMode == .nonLinear ? .isolate : .isolateInLinearLight))
    }
}
