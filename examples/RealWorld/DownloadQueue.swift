import AnimKit

/// A Combine-style view model, as pre-Observation code writes one: `ObservableObject` with `@Published` state.
final class DownloadQueue: ObservableObject {
    @Published var progress: [Double] = [0, 0, 0]
    @Published var isPaused = false

    /// Advances each unfinished download; the bars animate with the transaction of the write.
    func step() {
        guard !isPaused else { return }
        withAnimation(.easeInOut(duration: 0.25)) {
            for i in progress.indices where progress[i] < 1 { progress[i] = min(1, progress[i] + 0.1 * Double(3 - i)) }
        }
    }
}

/// The owner (`@StateObject`), a row that follows the queue (`@ObservedObject` with a `$queue.isPaused` binding)
/// and a badge that reads it from the environment (`@EnvironmentObject`).
struct DownloadQueueDemo: View {
    @StateObject private var queue = DownloadQueue()
    private let tick = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            PauseRow(queue: queue)
            ForEach(queue.progress.indices, id: \.self) { i in
                AnimKit.ProgressView(value: queue.progress[i])   // (another sample in this module declares a ProgressView)
                    .tint(queue.progress[i] >= 1 ? .green : .blue)
            }
            DoneBadge()
        }
        .padding(20)
        .environmentObject(queue)
        .onReceive(tick) { _ in queue.step() }
    }
}

struct PauseRow: View {
    @ObservedObject var queue: DownloadQueue
    var body: some View {
        Toggle("Paused", isOn: $queue.isPaused)
    }
}

struct DoneBadge: View {
    @EnvironmentObject var queue: DownloadQueue
    var body: some View {
        let done = queue.progress.filter { $0 >= 1 }.count
        Text("\(done) of 3 done")
            .font(.headline)
            .foregroundStyle(done == 3 ? .green : .secondary)
            .contentTransition(.numericText(value: Double(done)))
    }
}

extension Examples {
    /// `download-queue`: `ObservableObject`, `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`.
    public static let downloadQueue = Clip("download-queue", description: "Three downloads in an ObservableObject: a @StateObject owner, an @ObservedObject toggle, an @EnvironmentObject badge",
                                           notice: "Every 0.25 s the timer steps the queue and the bars ease forward (the @Published write is animated by its withAnimation); the tap on Paused at 1.0 s sets $queue.isPaused through the binding, so the bars stand still until the second tap at 2.0 s; then they fill (green when full) and the badge, reading the same object from the environment, counts the finished ones.",
                                           size: CGSize(width: 320, height: 240), duration: 4.6) {
        DownloadQueueDemo()
    } script: {
        Tap("Paused", at: 1.0)
        Tap("Paused", at: 2.0)
    }
}
