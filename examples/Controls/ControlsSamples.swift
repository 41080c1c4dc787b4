import AnimKit

// Containers and controls as users' code writes them: the standard iOS controls, scroll views with their
// flicks and pinned headers, text styling and fields, tabs, grids and forms.

enum ControlsSamples {
    /// The pressed-scale idiom: a style that shrinks the button while a finger is down.
    struct PressableStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .font(.headline)
                .foregroundStyle(.white)
                .padding(.horizontal, 24)
                .padding(.vertical, 12)
                .background(.indigo, in: .capsule)
                .scaleEffect(configuration.isPressed ? 0.9 : 1)
                .animation(.spring(duration: 0.25, bounce: 0.4), value: configuration.isPressed)
        }
    }

    struct Panel: View {
        @State private var volume = 0.3
        @State private var guests = 2
        @State private var range = 0
        @State private var bold = false
        @State private var downloaded = 0.2

        var body: some View {
            VStack(spacing: 18) {
                Picker("Range", selection: $range) {
                    Text("Day").tag(0)
                    Text("Week").tag(1)
                    Text("Month").tag(2)
                }
                .pickerStyle(.segmented)
                HStack {
                    Image(systemName: "speaker.fill")
                    Slider(value: $volume)
                    Image(systemName: "speaker.wave.3.fill")
                }
                Stepper("Guests: \(guests)", value: $guests, in: 1...6)
                Toggle("Bold", isOn: $bold).toggleStyle(.button)
                AnimKit.ProgressView("Downloading", value: downloaded)
                HStack(spacing: 16) {
                    AnimKit.ProgressView()
                    Button("Download") { withAnimation(.easeInOut(duration: 0.8)) { downloaded = 1 } }
                        .buttonStyle(PressableStyle())
                }
            }
            .padding(20)
        }
    }

    struct Feed: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    ScrollView {
                        LazyVStack(spacing: 8, pinnedViews: .sectionHeaders) {
                            ForEach(["Today", "Yesterday", "Earlier"], id: \.self) { day in
                                Section {
                                    ForEach(0..<5, id: \.self) { i in
                                        RoundedRectangle(cornerRadius: 12)
                                            .fill(.blue.gradient)
                                            .frame(height: 64)
                                            .overlay(Text("\(day) · \(i + 1)").foregroundStyle(.white))
                                            .padding(.horizontal, 16)
                                            .scrollTransition { content, phase in
                                                content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.isIdentity ? 1 : 0.85)
                                            }
                                    }
                                } header: {
                                    Text(day).font(.headline).frame(maxWidth: .infinity, alignment: .leading)
                                        .padding(.horizontal, 16).padding(.vertical, 6).background(.bar)
                                }
                                .id(day)
                            }
                        }
                    }
                    .accessibilityIdentifier("feed")
                    Button("Back to top") { withAnimation(.smooth(duration: 0.6)) { proxy.scrollTo("Today", anchor: .top) } }
                        .padding(10)
                }
            }
        }
    }

    struct TextAndFields: View {
        @State private var name = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                Text("Tap **Save** to keep *all* your ~~drafts~~ changes — see [the guide](https://example.com).")
                    .lineSpacing(6)
                (Text("Swift").foregroundStyle(.orange).bold() + Text("UI ") + Text("styled").italic().underline())
                    .font(.title2)
                Text("Chapter one").textCase(.uppercase).tracking(3).font(.footnote.weight(.semibold)).foregroundStyle(.secondary)
                HStack {
                    Text(Clip.startDate, style: .timer).monospacedDigit().font(.title.bold())
                    Text("since the clip began").foregroundStyle(.secondary)
                }
                TextField("Your name", text: $name).textFieldStyle(.roundedBorder)
                Text(name.isEmpty ? "Hello!" : "Hello, **\(name)**!").font(.title3)
            }
            .padding(20)
        }
    }

    struct TabsGridForm: View {
        @State private var tab = 0
        @State private var notifications = true
        @State private var size = 1
        var body: some View {
            TabView(selection: $tab) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 70))], spacing: 10) {
                    ForEach(0..<12, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 10).fill(Color(hue: Double(i) / 12, saturation: 0.6, brightness: 0.9))
                            .frame(height: 70)
                            .overlay(Text("\(i + 1)").font(.headline).foregroundStyle(.white))
                    }
                }
                .padding()
                .frame(maxHeight: .infinity, alignment: .top)
                .tabItem { Label("Photos", systemImage: "photo") }
                .tag(0)
                Form {
                    Section("Alerts") {
                        Toggle("Notifications", isOn: $notifications)
                        Picker("Text size", selection: $size) {
                            Text("Small").tag(0); Text("Medium").tag(1); Text("Large").tag(2)
                        }
                    }
                    Section {
                        DisclosureGroup("Advanced") { Text("Nothing to see yet.").foregroundStyle(.secondary) }
                    } footer: {
                        Text("Changes apply at once.")
                    }
                }
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
            }
        }
    }
}

extension Examples {
    /// `controls-panel`: the standard controls, used.
    public static let controlsPanel = Clip(
        "controls-panel", description: "Picker (segmented), Slider, Stepper, Toggle (.button), ProgressView, a ButtonStyle",
        notice: "The segmented control's white thumb slides to \"Month\"; the slider's thumb follows the finger and the track fills behind it; the stepper counts up; the toggle button fills; the custom style shrinks the button while the finger is down (springing back), and the bar fills as the spinner turns.",
        size: CGSize(width: 360, height: 480), duration: 4.2
    ) {
        ControlsSamples.Panel()
    } script: {
        Tap("Month", at: 0.4)
        Drag(from: CGPoint(x: 126, y: 159), to: CGPoint(x: 250, y: 159), at: 0.9, duration: 0.6)
        Tap("Increment", at: 1.8)
        Tap("Increment", at: 2.1)
        Tap("Bold", at: 2.5)
        Tap("Download", at: 3.1, hold: 0.35)
    }

    /// `scroll-feed`: a flick with momentum, pinned headers, scroll transitions and `scrollTo`.
    public static let scrollFeed = Clip(
        "scroll-feed", description: "ScrollView flick, pinned section headers, scrollTransition, ScrollViewReader",
        notice: "After the flick the cards glide on and slow down as UIKit's scroll views do; each section's header stays pinned at the top until the next pushes it up; cards fade and shrink as they leave the top or enter at the bottom; \"Back to top\" scrolls back with the smooth animation.",
        size: CGSize(width: 360, height: 520), duration: 5
    ) {
        ControlsSamples.Feed()
    } script: {
        Scroll("feed", by: 160, at: 0.5, duration: 0.15)
        Tap("Back to top", at: 3.4)
    }

    /// `text-and-fields`: Markdown, concatenation, case and tracking, a timer, typing into a field.
    public static let textAndFields = Clip(
        "text-and-fields", description: "Markdown, lineSpacing, Text + Text, textCase, tracking, Text(date, style: .timer), TextField typing",
        notice: "The Markdown line has bold, italic, struck and tinted link runs wrapped as one text, its two lines 6 points further apart than the font's line height (.lineSpacing(6)); the concatenated title keeps each part's styling; the timer counts whole seconds of clip time; characters typed into the field arrive one by one, each updating the greeting below.",
        size: CGSize(width: 360, height: 420), duration: 3.6
    ) {
        ControlsSamples.TextAndFields()
    } script: {
        Type("Ada", into: "Your name", at: 1.0, interval: 0.25)
    }

    /// `tabs-grid-form`: a tab bar switching from an adaptive grid to a form.
    public static let tabsGridForm = Clip(
        "tabs-grid-form", description: "TabView, LazyVGrid (.adaptive), Form with sections, Picker, DisclosureGroup",
        notice: "The adaptive grid fits four 70-point columns across; tapping \"Settings\" swaps in the form (no animation, as iOS); the form's sections are cards under grey capital headers; the disclosure group's chevron turns as its content appears.",
        size: CGSize(width: 360, height: 560), duration: 3.4
    ) {
        ControlsSamples.TabsGridForm()
    } script: {
        Tap("Settings", at: 0.8)
        Tap("Advanced", at: 1.8)
    }
}
