import AnimKit

// Navigation as tutorials write it: a titled list of links, a destination per value type, toolbar
// buttons, and the back button.

enum NavigationSamples {
    struct Fruit: Hashable, Identifiable {
        let name: String
        let color: Color
        var id: String { name }
    }

    static let fruits = [Fruit(name: "Apple", color: .red), Fruit(name: "Banana", color: .yellow), Fruit(name: "Lime", color: .green)]

    struct FruitList: View {
        @State private var favourites = 0

        var body: some View {
            NavigationStack {
                List(NavigationSamples.fruits) { fruit in
                    NavigationLink(fruit.name, value: fruit)
                }
                .navigationTitle("Fruits")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add") { favourites += 1 }
                    }
                }
                .navigationDestination(for: Fruit.self) { fruit in
                    FruitDetail(fruit: fruit)
                }
            }
        }
    }

    struct FruitDetail: View {
        let fruit: Fruit
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack(spacing: 20) {
                Circle().fill(fruit.color).frame(width: 120, height: 120)
                Button("Done") { dismiss() }
                    .buttonStyle(.borderedProminent)
            }
            .navigationTitle(fruit.name)
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

extension Examples {
    /// `navigation-push`: a link pushes a titled screen; its back button and `dismiss()` pop it.
    public static let navigationPush = Clip(
        "navigation-push", description: "NavigationStack: a link pushes, the back button pops",
        notice: "Tapping \"Banana\" slides its screen in over the list, which moves a third of the way left and dims; the back button is labelled with the list's title. \"Done\" calls `dismiss()`, and the pop reverses the push.",
        size: CGSize(width: 360, height: 400), duration: 3.2
    ) {
        NavigationSamples.FruitList()
    } script: {
        Tap("Banana", at: 0.4)
        Tap("Fruits", at: 1.4)
        Tap("Lime", at: 2.0)
        Tap("Done", at: 2.6)
    }
}

// Alerts and confirmation dialogs as tutorials write them: roles decide the look and the order.

enum DialogSamples {
    struct PhotoActions: View {
        @State private var confirmingDelete = false
        @State private var choosingFilter = false
        @State private var filter = "None"
        @State private var deleted = false

        var body: some View {
            VStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(deleted ? Color.gray.opacity(0.3) : filter == "Mono" ? .gray : .orange)
                    .frame(width: 180, height: 140)
                Button("Filter") { choosingFilter = true }
                Button("Delete", role: .destructive) { confirmingDelete = true }
            }
            .alert("Delete the photo?", isPresented: $confirmingDelete) {
                Button("Delete", role: .destructive) { deleted = true }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("This cannot be undone.")
            }
            .confirmationDialog("Choose a filter", isPresented: $choosingFilter, titleVisibility: .visible) {
                Button("Mono") { filter = "Mono" }
                Button("Vivid") { filter = "Vivid" }
            }
        }
    }
}

extension Examples {
    /// `alert-and-dialog`: an alert and a confirmation dialog, with their roles.
    public static let alertAndDialog = Clip(
        "alert-and-dialog", description: "alert and confirmationDialog with button roles",
        notice: "The dialog rises from the bottom with \"Cancel\" in its own group (added by the system); the alert fades in from a larger size, its bold Cancel on the left and the red Delete on the right, and fades out where it is.",
        size: CGSize(width: 360, height: 560), duration: 4.2
    ) {
        DialogSamples.PhotoActions()
    } script: {
        Tap("Filter", at: 0.3)
        Tap("Mono", at: 1.2)
        Tap("Delete", at: 2.2)
        Tap("Delete", at: 3.2)
    }
}

// A phone screen: the same navigation code, drawn under a status bar with safe areas.

enum PhoneSamples {
    struct Inbox: View {
        @State private var composing = false
        let messages = ["Lunch on Friday?", "Your order has shipped", "Slides for Monday", "Photos from the trip"]

        var body: some View {
            NavigationStack {
                List(messages, id: \.self) { message in
                    NavigationLink(message, value: message)
                }
                .navigationTitle("Inbox")
                .navigationDestination(for: String.self) { message in
                    Text(message).font(.title2)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(.yellow.opacity(0.3))
                        .navigationBarTitleDisplayMode(.inline)
                }
                .safeAreaInset(edge: .bottom) {
                    Button("New message") { composing = true }
                        .buttonStyle(.borderedProminent)
                        .padding(.bottom, 8)
                }
                .sheet(isPresented: $composing) {
                    NavigationStack {
                        Text("To:").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).padding()
                            .navigationTitle("New Message")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { composing = false } }
                            }
                    }
                }
            }
        }
    }
}

extension Examples {
    /// `phone-navigation`: navigation and a sheet on an iPhone screen (`device: .iPhone`).
    public static let phoneNavigation = Clip(
        "phone-navigation", description: "device: .iPhone — status bar, safe areas, a push and a sheet",
        notice: "The list starts under the status bar while the pushed screen's yellow background (`.background` touches the safe area) runs under it; the \"New message\" button sits in a `safeAreaInset` above the home indicator; the sheet stops below the status bar and the screen behind it recedes.",
        duration: 4.6, device: .iPhone
    ) {
        PhoneSamples.Inbox()
    } script: {
        Tap("Slides for Monday", at: 0.4)
        Tap("Inbox", at: 1.6)
        Tap("New message", at: 2.5)
        Tap("Cancel", at: 3.7)
    }
}
