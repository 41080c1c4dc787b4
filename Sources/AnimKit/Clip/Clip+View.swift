import Foundation

extension Clip {
    /// A clip of a view driven by a script — the form article clips use.
    ///
    ///     Clip("implicit-animation", size: CGSize(width: 400, height: 300)) {
    ///         ImplicitAnimationDemo()
    ///     } script: {
    ///         Tap("Active", at: 0.5)
    ///         Tap("Active", at: 1.5)
    ///     }
    ///
    /// Without an explicit `duration` the clip lasts until its last step has ended and every animation
    /// has finished, plus half a second (at least one second); a clip whose animations never finish
    /// (`repeatForever`) must be given a duration. `showsTouches` draws a translucent marker where the finger is.
    ///
    /// `device: .iPhone` draws the view as a phone screen — status bar, home indicator, rounded
    /// corners, and safe areas the layout respects (see `ClipDevice`); the clip then takes the
    /// phone's screen size unless `size` is given. Without a device a clip is 400 × 300 by default.
    public init<V: View>(_ name: String, description: String = "", notice: String = "",
                         size: CGSize? = nil, fps: Int = 60, duration: Double? = nil,
                         background: Color = Clip.systemBackground, showsTouches: Bool = true, device: ClipDevice? = nil,
                         colorScheme: ColorScheme = .light, file: String = #filePath, line: Int = #line,
                         @ViewBuilder content: @escaping @MainActor () -> V,
                         @ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep] = { [] }) {
        self.init(name, description: description, notice: notice, size: size, fps: fps, duration: duration,
                  background: background, showsTouches: showsTouches, device: device, colorScheme: colorScheme,
                  origin: ClipOrigin(file: file, line: line), maker: ViewMaker(content), script: script)
    }

    /// A view clip's default background: the system background, white in the light appearance and black in the dark.
    public static let systemBackground = Color(light: .white, dark: .black)

    /// The size of a view clip: its own, or its device's screen, or 400 × 300.
    static func viewSize(_ size: CGSize?, device: ClipDevice?) -> CGSize {
        size ?? device?.screenSize ?? CGSize(width: 400, height: 300)
    }

    /// The view-clip initialiser behind the public ones.
    init(_ name: String, description: String, notice: String, size: CGSize?, fps: Int, duration: Double?,
         background: Color, showsTouches: Bool, device: ClipDevice? = nil, colorScheme: ColorScheme = .light,
         origin: ClipOrigin, maker: ViewMaker, script: @escaping @Sendable () -> [any ScriptStep]) {
        let size = Clip.viewSize(size, device: device)
        self.init(name, description: description, notice: notice, size: size, fps: fps, duration: duration,
                  background: background, file: origin.file, line: origin.line) {
            @Sendable func make() throws -> ViewFrameSource {
                try ViewFrameSource(root: maker.make(), canvas: size, steps: script(), showsTouches: showsTouches, device: device,
                                    colorScheme: colorScheme, background: background, remake: make)
            }
            do {
                return try make()
            } catch {
                return FailedFrameSource(error: error)
            }
        }
        self.colorScheme = colorScheme
    }

    /// A clip of an `App`'s window content driven by a script.
    public init<A: App>(_ name: String, description: String = "", notice: String = "",
                        size: CGSize? = nil, fps: Int = 60, duration: Double? = nil,
                        background: Color = Clip.systemBackground, showsTouches: Bool = true, device: ClipDevice? = nil,
                        colorScheme: ColorScheme = .light, file: String = #filePath, line: Int = #line,
                        app: @escaping @Sendable () -> A,
                        @ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep] = { [] }) {
        self.init(name, description: description, notice: notice, size: size, fps: fps, duration: duration,
                  background: background, showsTouches: showsTouches, device: device, colorScheme: colorScheme,
                  origin: ClipOrigin(file: file, line: line), maker: ViewMaker { AppRootView(app: app()) }, script: script)
    }

    /// Every view of the clip at time `t`: the script runs up to `t` (frame by frame at the clip's rate).
    ///
    ///     let s = try clip.snapshot(at: 0.6)
    ///     #expect(s.view(labelled: "Hello")?.frame.minX == 100)
    public func snapshot(at t: Double) throws -> ClipSnapshot {
        try snapshots(at: [t])[0]
    }

    /// The clip's views at each of `times` (in increasing order), from one run of the script — the way
    /// to follow an animation frame by frame.
    ///
    ///     let xs = try clip.snapshots(at: stride(from: 0.5, to: 1.5, by: 0.05).map { $0 })
    ///         .map { $0.view(labelled: "Hello")!.frame.minX }
    public func snapshots(at times: [Double]) throws -> [ClipSnapshot] {
        try DeepStack.run { try runSnapshots(at: times) }
    }

    private func runSnapshots(at times: [Double]) throws -> [ClipSnapshot] {
        try validate()
        do {
            for t in times { try RenderSettings.check(time: t) }
        } catch let error as AnimKitError {
            throw error.context(clip: name)
        }
        guard let source = source() as? ViewFrameSource else {
            if let failed = source() as? FailedFrameSource { throw failed.error }
            throw AnimKitError(.invalidArgument, "clip '\(name)' is not made of views: it has nothing to inspect")
        }
        var result: [ClipSnapshot] = []
        var k = 0, last = -Double.infinity
        for t in times {
            guard t.isFinite, t >= 0 else { throw AnimKitError(.invalidArgument, "time \(t) must be a number ≥ 0") }
            guard t >= last else { throw AnimKitError(.invalidArgument, "snapshot times must increase (\(t) after \(last))") }
            last = t
            while Double(k) / Double(fps) < t {
                try source.advance(to: Double(k) / Double(fps))
                k += 1
                // Once nothing is left to happen, every later frame is the same: go straight to t.
                if source.isIdle { k = max(k, Int((t * Double(fps)).rounded(.up))) }
            }
            result.append(try source.snapshot(at: t))
        }
        return result
    }
}

extension Clip {
    /// Runs a view clip's script through its state changes without drawing, up to `end` (default: the
    /// clip's duration), calling `onCycle` with the time and a summary before each event's cycle
    /// (`Tap "Active"`, `Perform`, `deferred work`, drag changes). What the views print goes where
    /// `print` goes. `animrender log` is built on it.
    public func runScript(until end: Double? = nil, onCycle: @escaping (Double, String) -> Void) throws {
        try DeepStack.run { try runScriptSteps(until: end, onCycle: onCycle) }
    }

    private func runScriptSteps(until end: Double?, onCycle: @escaping (Double, String) -> Void) throws {
        guard let source = source() as? ViewFrameSource else {
            if let failed = source() as? FailedFrameSource { throw failed.error }
            throw AnimKitError(.invalidArgument, "clip '\(name)' is not made of views: it has no script to run")
        }
        try validate()
        let fixed = end ?? duration
        do {
            if let fixed { try RenderSettings.check(time: fixed, what: "--until") }
        } catch let error as AnimKitError {
            throw error.context(clip: name)
        }
        source.onCycle = onCycle
        // Frame times, as in a render: drags deliver their changes at each one. Without an end, the run
        // stops once the script is over and nothing animates (as the natural duration does, a minute at most).
        var k = 0
        while true {
            let t = Double(k) / Double(fps)
            if t > (fixed ?? 60) + 1e-9 { break }
            try source.advance(to: t)
            // Once the script is over and nothing animates or waits, nothing can happen any more.
            if t >= source.scriptEnd, source.isIdle { break }
            k += 1
        }
    }
}

/// A source whose creation failed: every frame reports the error.
final class FailedFrameSource: FrameSource {
    let error: Error
    init(error: Error) { self.error = error }
    func displayList(at t: Double) throws -> DisplayList { throw error }
    var naturalDuration: Double? { 1 }
}

/// Makes a clip's root view; its type is erased here so the frame-source closure captures no metatype.
final class ViewMaker: @unchecked Sendable {
    private let content: @MainActor () -> any View
    init<V: View>(_ content: @escaping @MainActor () -> V) { self.content = { content() } }
    /// The root view, made as main-actor code on the rendering thread (MainActorContext).
    func make() -> any View { MainActorContext.run(content) }
}
