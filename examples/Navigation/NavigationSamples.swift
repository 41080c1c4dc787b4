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
