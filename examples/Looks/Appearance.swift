import AnimKit

/// A settings card that switches the whole screen to dark with its own toggle, as `preferredColorScheme` does.
struct AppearanceSwitchDemo: View {
    @State private var dark = false
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        VStack(spacing: 16) {
            Text(scheme == .dark ? "Dark appearance" : "Light appearance")
                .font(.headline)
            VStack(spacing: 0) {
                Toggle("Dark mode", isOn: $dark)
                    .padding()
                Divider().padding(.leading)
                HStack {
                    Label("Battery", systemImage: "battery.75")
                    Spacer()
                    Text("75 %").foregroundStyle(.secondary)
                }
                .padding()
            }
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
            HStack(spacing: 10) {
                ForEach([Color.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple, .pink], id: \.self) { color in
                    Circle().fill(color).frame(width: 24, height: 24)
                }
            }
            HStack(spacing: 8) {
                ForEach([UIColor.systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6], id: \.self) { gray in
                    RoundedRectangle(cornerRadius: 6).fill(Color(gray)).frame(width: 34, height: 24)
                }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
        .preferredColorScheme(dark ? .dark : .light)
    }
}

/// Text as SwiftUI sets it from values: numbers interpolated with their types' formats, emoji in colour.
struct TextValuesDemo: View {
    @State private var progress = 0.76
    let launch = Clip.startDate

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("\(progress * 100)%")
            Text("\(progress * 100, specifier: "%.0f")% done 😇")
            Text(progress, format: .percent)
            Text("\(42) items, \(3) new 👻")
            Text("Running for \(launch, style: .timer)")
            Text("🎉🚀❤️ Party time")
        }
        .font(.title3)
    }
}

extension Examples {
    /// `appearance-switch`: `preferredColorScheme` turns the whole clip dark.
    public static let appearanceSwitch = Clip("appearance-switch", description: "preferredColorScheme, system colours and grays in light and dark",
                                              notice: "At 0.8 s the toggle turns on and the whole screen switches to the dark appearance at once: the grouped background goes black, the card dark grey, the text white, the secondary \"75 %\" light grey; each system colour takes its dark value (slightly brighter), and the six greys flip from light-to-dark to dark-to-light.",
                                              size: CGSize(width: 380, height: 340), duration: 1.6) {
        AppearanceSwitchDemo()
    } script: {
        Tap("Dark mode", at: 0.8)
    }

    /// `text-values`: interpolated numbers formatted as SwiftUI's and colour emoji.
    public static let textValues = Clip("text-values", description: "Numbers interpolated into Text, a counting timer, colour emoji",
                                        notice: "The first line reads 76.000000% — a Double interpolated into a Text literal is formatted with %lf, as on iOS; the specifier, the percent format and the integers read as written. The timer counts 0:00, 0:01 on the clip's clock inside its sentence, and the emoji are drawn in colour.",
                                        size: CGSize(width: 360, height: 300), duration: 2.2) {
        TextValuesDemo()
    }

    /// The same card drawn dark from the start: `Clip(colorScheme: .dark)`.
    public static let darkClip = Clip("dark-clip", description: "Clip(colorScheme: .dark): a list, controls and a sheet in the dark appearance",
                                      notice: "Everything is dark from the first frame: the inset-grouped list on black with dark grey cards, white labels, the toggle's off track a dim grey, the slider's track and the stepper in dark fills; at 0.6 s a sheet rises in the elevated dark grey with its grabber.",
                                      size: CGSize(width: 360, height: 520), duration: 1.6, colorScheme: .dark) {
        DarkListDemo()
    } script: {
        Tap("Show sheet", at: 0.6)
    }
}

/// A list of controls and a sheet, for the dark clip.
struct DarkListDemo: View {
    @State private var on = false
    @State private var level = 0.4
    @State private var count = 2
    @State private var sheet = false

    var body: some View {
        List {
            Section("Controls") {
                Toggle("Notifications", isOn: $on)
                Slider(value: $level)
                Stepper("Copies: \(count)", value: $count)
            }
            Section {
                Button("Show sheet") { sheet = true }
            }
        }
        .sheet(isPresented: $sheet) {
            Text("A sheet in the dark").presentationDetents([.medium])
        }
    }
}

/// The five materials over moving colour, each blurring what passes behind it.
struct MaterialsDemo: View {
    @State private var shift = false
    let materials: [(String, Material)] = [("Ultra thin", .ultraThinMaterial), ("Thin", .thinMaterial), ("Regular", .regularMaterial),
                                           ("Thick", .thickMaterial), ("Ultra thick", .ultraThickMaterial)]

    var body: some View {
        ZStack {
            HStack(spacing: 30) {
                Circle().fill(.orange).frame(width: 90)
                Circle().fill(.blue).frame(width: 70)
                Circle().fill(.pink).frame(width: 90)
            }
            .offset(x: shift ? 60 : -60)
            VStack(spacing: 10) {
                ForEach(materials, id: \.0) { name, material in
                    Text(name)
                        .font(.headline)
                        .frame(width: 300, height: 44)
                        .background(material, in: RoundedRectangle(cornerRadius: 12))
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onAppear { withAnimation(.easeInOut(duration: 2).repeatForever()) { shift = true } }
    }
}

extension Examples {
    /// `materials`: the materials blur what moves behind them.
    public static let materials = Clip("materials", description: "ultraThinMaterial … ultraThickMaterial over moving colour",
                                       notice: "Three coloured discs slide left and right behind five cards. Through each card they show as soft, brighter blurs — clearest through Ultra thin, barely there through Ultra thick — and the card edges stay sharp while the blur inside moves with the discs.",
                                       size: CGSize(width: 360, height: 320), fps: 20, duration: 2) {
        MaterialsDemo()
    }
}
