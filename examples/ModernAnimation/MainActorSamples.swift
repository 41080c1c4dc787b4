import AnimKit

/// A main-actor view model, as Swift 6 code writes one: `refresh()` is async, waits on the network (here
/// `Task.sleep`), then inserts the new rows with an animation.
@MainActor @Observable final class InboxModel {
    var messages = ["Lunch on Friday?", "Your order shipped"]
    var isLoading = false
    private var fetched = 0

    func refresh() async {
        isLoading = true
        try? await Task.sleep(for: .seconds(0.8))
        fetched += 1
        withAnimation(.spring(duration: 0.45, bounce: 0.2)) {
            messages.insert("New message \(fetched)", at: 0)
            isLoading = false
        }
    }
}

/// An inbox whose Refresh button starts a `Task { }` on the model; the list first loads in `onAppear`.
@MainActor struct InboxDemo: View {
    @State private var model = InboxModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("Inbox").font(.title2.bold())
                Spacer()
                if model.isLoading {
                    AnimKit.ProgressView()   // (another sample in this module declares a ProgressView)
                } else {
                    Button("Refresh") { Task { await model.refresh() } }
                }
            }
            ForEach(model.messages, id: \.self) { message in
                Text(message)
                    .padding(.horizontal, 12).padding(.vertical, 8)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.94)))
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Spacer(minLength: 0)
        }
        .padding(16)
        .onAppear { Task { await model.refresh() } }
    }
}

extension Examples {
    /// `main-actor-inbox`: Swift 6 main-actor code — a `@MainActor` view model whose async method a `Task { }` runs.
    public static let mainActorInbox = Clip("main-actor-inbox", description: "A @MainActor view model refreshed by Task { } from onAppear and from a button",
                                            notice: "The spinner shows from 0 s and the first new message slides in at exactly 0.8 s; the tap on Refresh at 1.6 s starts a Task { } on the main-actor model, so the spinner replaces the button until the second message slides in at 2.4 s — the tasks' sleeps wait clip time, as the clip's main actor runs them.",
                                            size: CGSize(width: 320, height: 300), duration: 3.4) {
        InboxDemo()
    } script: {
        Tap("Refresh", at: 1.6)
    }
}
