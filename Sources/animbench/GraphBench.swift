import AnimKit
import Foundation

/// The view-graph benchmark: per-frame cost of update + layout + display list for a grid of views of
/// which every tenth animates (or none), at 1,000 and 10,000 views.
enum GraphBench {
    /// `count` small squares in rows of 50; when `animated`, every tenth one slides with a long linear
    /// animation started on appear, so that every measured frame has 10 % of the views moving.
    struct Grid: View {
        let count: Int
        let animated: Bool
        @State private var moved = false

        var body: some View {
            VStack(spacing: 1) {
                ForEach(0..<(count / 50), id: \.self) { row in
                    HStack(spacing: 1) {
                        ForEach(0..<50, id: \.self) { column in
                            Rectangle()
                                .fill(.blue)
                                .frame(width: 6, height: 6)
                                .offset(x: moved && (row * 50 + column) % 10 == 0 ? 3 : 0)
                        }
                    }
                }
            }
            .animation(.linear(duration: 1000), value: moved)
            .onAppear { moved = animated }
        }
    }

    /// Milliseconds per frame over `frames` frames after the first second, and the mount time.
    static func measure(count: Int, animated: Bool, frames: Int) throws -> (mount: Double, perFrame: Double) {
        let clip = Clip("bench-grid", size: CGSize(width: 400, height: Double(count / 50) * 7), duration: 1000) {
            Grid(count: count, animated: animated)
        }
        var source: (any FrameSource)?
        let mount = Measure.seconds { source = clip.source() }
        guard let source else { return (0, 0) }
        _ = try source.displayList(at: 0)
        let seconds = try Measure.seconds {
            for k in 0..<frames { _ = try source.displayList(at: 1 + Double(k) / 60) }
        }
        return (mount * 1000, seconds * 1000 / Double(frames))
    }

    /// Prints the table.
    static func run(quick: Bool) throws {
        print("| view graph: views (animating) | mount ms | ms per frame, animating | ms per frame, idle | µs per view per animating frame |")
        print("| --- | --- | --- | --- | --- |")
        for count in [1_000, 10_000] {
            let frames = quick ? 20 : (count > 1_000 ? 60 : 120)
            let moving = try measure(count: count, animated: true, frames: frames)
            let idle = try measure(count: count, animated: false, frames: frames)
            func f(_ x: Double, _ d: Int = 2) -> String { String(format: "%.\(d)f", x) }
            print("| \(count) (\(count / 10)) | \(f(moving.mount, 0)) | \(f(moving.perFrame)) | \(f(idle.perFrame, 4)) | \(f(moving.perFrame * 1000 / Double(count), 3)) |")
        }
        print("")
    }
}
