import Foundation

extension Clip {
    /// A clip of a preview found in the program (`PreviewCatalog.all`): named after it, in the container its
    /// layout asks for — the iPhone's screen by default (on its side for a landscape orientation), or a fixed size.
    ///
    ///     for preview in PreviewCatalog.all {
    ///         try ClipRenderer(clip: Clip(preview: preview, duration: 1), format: .png).render(to: folder.appendingPathComponent(preview.name + ".png"))
    ///     }
    ///
    /// `.sizeThatFits` is drawn on the device's screen size without the device, for now.
    public init(preview: DeclaredPreview, name: String? = nil, description: String = "", fps: Int = 60,
                duration: Double? = nil, colorScheme: ColorScheme = .light,
                @ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep] = { [] }) {
        var device: ClipDevice?
        var size: CGSize?
        switch preview.layout {
        case .device: device = preview.orientation.isLandscape ? .iPhoneLandscape : .iPhone
        case .sizeThatFits: size = (preview.orientation.isLandscape ? ClipDevice.iPhoneLandscape : .iPhone).screenSize
        case .fixed(let width, let height): size = CGSize(width: width, height: height)
        }
        self.init(name ?? preview.name, description: description.isEmpty ? "Preview \(preview.displayName ?? preview.name)" : description,
                  notice: "", size: size, fps: fps, duration: duration, background: Clip.systemBackground,
                  showsTouches: true, device: device, colorScheme: colorScheme,
                  origin: ClipOrigin(file: preview.fileID, line: preview.line), maker: preview.viewMaker, script: script)
    }

    /// A clip of a `PreviewProvider`'s previews.
    ///
    ///     Clip(preview: Card_Previews.self)
    @MainActor
    public init<P: PreviewProvider>(preview provider: P.Type, name: String? = nil, description: String = "", fps: Int = 60,
                                    duration: Double? = nil, colorScheme: ColorScheme = .light,
                                    @ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep] = { [] }) {
        self.init(preview: DeclaredPreview(provider: provider), name: name, description: description, fps: fps,
                  duration: duration, colorScheme: colorScheme, script: script)
    }
}

extension ClipDevice {
    /// The iPhone (`ClipDevice.iPhone`) on its side: 852 × 393 points, no status bar, safe areas of 59 points at the
    /// sides and 21 at the bottom.
    public static let iPhoneLandscape = ClipDevice(screenSize: CGSize(width: 852, height: 393),
                                                   safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
                                                   statusBarHeight: 0, cornerRadius: 55)
}
