import AnimKit

/// A card that loads for a second (a `.task` sleeping on the clip's clock), then springs in; and a counter whose
/// `.task(id:)` restarts each time the step is tapped.
struct TaskSleepDemo: View {
    @State private var loaded = false
    @State private var step = 1
    @State private var ticks = 0

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                if loaded {
                    HStack(spacing: 12) {
                        Image(systemName: "photo").font(.system(size: 30)).foregroundStyle(.blue)
                        VStack(alignment: .leading) {
                            Text("Loaded").font(.headline)
                            Text("after Task.sleep(for: .seconds(1))").font(.caption).foregroundStyle(.secondary)
                        }
                    }
                    .transition(.scale(scale: 0.8).combined(with: .opacity))
                } else {
                    Text("Loading…").foregroundStyle(.secondary)
                }
            }
            .frame(width: 280, height: 70)
            .background(RoundedRectangle(cornerRadius: 14).fill(Color(white: 0.95)))
            .task {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.spring(duration: 0.5, bounce: 0.3)) { loaded = true }
            }

            Text("step \(step): \(ticks) ticks")
                .font(.title3.monospacedDigit())
                .contentTransition(.numericText(value: Double(ticks)))
                .task(id: step) {
                    ticks = 0
                    while !Task.isCancelled {
                        do { try await Task.sleep(nanoseconds: 250_000_000 * UInt64(step)) } catch { return }
                        withAnimation(.snappy) { ticks += 1 }
                    }
                }
                .onTapGesture { step += 1 }
        }
    }
}

extension Examples {
    /// `task-sleep`: `.task` and `.task(id:)` with `Task.sleep` on the clip's virtual clock.
    public static let taskSleep = Clip("task-sleep", description: "A card that loads after a task's one-second sleep, and a ticker whose task restarts with its id",
                                       notice: "The card springs in at exactly 1.0 s — the task's Task.sleep(for: .seconds(1)) waits clip time, so every render agrees; the ticker counts every 0.25 s, and the tap at 1.6 s changes its id: the old task is cancelled and a new one counts from 0 every 0.5 s.",
                                       size: CGSize(width: 340, height: 200), duration: 3.2) {
        TaskSleepDemo()
    } script: {
        Tap(at: CGPoint(x: 170, y: 150), at: 1.6)
    }
}
