import AnimKit
import AnimKitExamples
import AnimKitTesting
import Testing

/// Clips pinned frame by frame against references recorded in `__Clips__/PinnedClipTests/`: any change to what
/// they draw — layout, animation timing, rasterizing — fails here with the first frame that moved. After an
/// intended change, re-record with `ANIMKIT_RECORD=failed swift test --filter PinnedClipTests` and review the diff.
@Suite struct PinnedClipTests {
    @Test func spinningSquareFrames() {
        assertClipFrames(Examples.spinningSquare, settings: RenderSettings(fps: 20))
    }

    @Test func explicitAnimationFramesAndViews() {
        assertClipFrames(Examples.explicitAnimation, settings: RenderSettings(fps: 20))
        assertClipSnapshots(Examples.explicitAnimation, at: [0, 0.6, 0.8, 1.0, 1.4])
    }

    @Test func symbolVariantsFrames() {
        assertClipFrames(Examples.symbolVariants, settings: RenderSettings(fps: 10), images: true)
    }
}
