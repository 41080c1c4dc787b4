import Foundation

/// SF Symbols AnimKit has no drawing of, drawn with the Material Icons glyph nearest in meaning (Debian's
/// `fonts-material-design-icons-iconfont`): "newspaper" as Material's newspaper, "figure.walk.motion" as its walker,
/// "suit.heart.fill" as its heart. The glyph takes the symbol's place at its size, in its colour; a name nothing
/// matches draws a neutral shapes glyph of the same size, and without the font, a rounded square. A name SF Symbols
/// does not define is not a symbol at all (`SymbolNames`): it draws nothing.
enum SymbolFallback {
    /// The icon font's family, and where its package lists each glyph's name and code point.
    static let family = "Material Icons"
    static let codepointList = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
    /// What a name no rule matches draws: Material's shapes glyph (a triangle, a circle, a square).
    static let generic = "category"

    /// Each Material glyph's code point by name, read from the font's package (empty without it).
    static let codepoints: [String: UInt32] = {
        guard let text = try? String(contentsOfFile: codepointList, encoding: .utf8) else { return [:] }
        var table: [String: UInt32] = [:]
        for line in text.split(separator: "\n") {
            // Lines read `	"name": e87d,`.
            let parts = line.split(separator: "\"")
            guard parts.count == 3, let hex = parts[2].split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: " ,\t")),
                  let value = UInt32(hex, radix: 16) else { continue }
            table[String(parts[1])] = value
        }
        return table
    }()

    nonisolated(unsafe) private static var drawn: [String: SystemSymbol?] = [:]
    nonisolated(unsafe) private static var warned = false
    private static let lock = NSLock()

    /// The stand-in drawing of `name`, or nil when SF Symbols has no such name.
    static func symbol(named name: String, measurer: TextMeasuring) -> SystemSymbol? {
        guard SymbolNames.isValid(name) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let known = drawn[name] { return known }
        let glyph = materialName(for: name, in: Set(codepoints.keys)) ?? generic
        let outlined = codepoints[glyph].flatMap { Unicode.Scalar($0) }
            .flatMap { measurer.outline(of: String(Character($0)), family: family) }
            .flatMap { SystemSymbol(glyph: $0) }
        if outlined == nil, !warned {
            warned = true
            FileHandle.standardError.write(Data(("animkit: '\(name)' and other symbols AnimKit has no drawing of are drawn as rounded "
                + "squares: the Material Icons font is missing (apt-get install fonts-material-design-icons-iconfont)\n").utf8))
        }
        let symbol = outlined ?? SystemSymbol.named("app")
        drawn[name] = symbol
        return symbol
    }

    /// The Material glyph for the SF Symbol `name`, among `available`; nil when no rule matches.
    ///
    /// The name's words are read from the front: a phrase the table knows ("figure.walk", "square.and.arrow.up")
    /// or a word it knows ("trash"), else the word itself; `.slash` asks for the glyph's `_off` form, an enclosure
    /// (`.circle`) for its circled form, an outline (no `.fill`) for its `_outline`/`_border` form, each when
    /// Material has it.
    static func materialName(for name: String, in available: Set<String>) -> String? {
        let raw = name.split(separator: ".").map(String.init)
        let filled = raw.contains("fill")
        let slashed = raw.contains("slash")
        let circled = raw.dropFirst().contains("circle")
        let plain = raw.filter { $0 != "fill" && !SymbolFallback.languages.contains($0) }
        var core = plain.filter { !SymbolFallback.modifiers.contains($0) }
        if core.isEmpty { core = Array(plain.prefix(1)) }
        var stems: [String] = []
        // Phrases first, longest first, as written and without the words that shape the symbol:
        // "person.crop.circle" → account_circle, "figure.walk.motion" → "figure.walk" → directions_walk.
        let written = raw.filter { !SymbolFallback.languages.contains($0) }
        for tokens in [written, plain, core] {
            for length in stride(from: tokens.count, through: 1, by: -1) {
                for start in 0...(tokens.count - length) {
                    if let stem = phrases[tokens[start..<start + length].joined(separator: ".")] { stems.append(stem) }
                }
            }
        }
        for word in core {
            if let stem = SymbolFallback.words[word] { stems.append(stem) }
            stems.append(word)
        }
        for stem in stems {
            var forms: [String] = []
            if slashed { forms += [stem + "_off"] }
            if circled { forms += [stem + "_circle" + (filled ? "" : "_outline"), stem + "_circle"] }
            if !filled { forms += [stem + "_outline", stem + "_border"] }
            forms.append(stem)
            if let hit = forms.first(where: available.contains) { return hit }
        }
        return nil
    }

    /// The suffixes of localized symbols (`character.book.closed.ja`).
    static let languages: Set<String> = ["ar", "hi", "he", "ja", "ko", "th", "zh", "zh.traditional", "rtl", "el", "ru", "km", "my",
                                         "bn", "gu", "kn", "ml", "mr", "or", "pa", "sat", "si", "ta", "te", "mni", "traditional"]

    /// Words that shape a symbol rather than name it.
    static let modifiers: Set<String> = ["slash", "circle", "square", "rectangle", "badge", "and", "on", "with", "inset",
                                         "portrait", "landscape", "motion", "variable", "filled", "dashed", "dotted", "compact"]

    /// SF phrases (two words or more) and the Material glyph that means the same.
    static let phrases: [String: String] = [
        "square.and.arrow.up": "ios_share", "square.and.arrow.down": "download", "arrow.2.squarepath": "sync",
        "arrow.triangle.2.circlepath": "sync", "arrow.clockwise": "refresh", "arrow.counterclockwise": "replay",
        "arrow.uturn.backward": "undo", "arrow.uturn.forward": "redo", "arrow.up.arrow.down": "swap_vert",
        "arrow.left.arrow.right": "swap_horiz", "arrow.up.right": "north_east", "arrow.down.right": "south_east",
        "arrow.up.left": "north_west", "arrow.down.left": "south_west", "arrow.up.forward": "north_east",
        "arrowshape.backward": "arrow_back", "arrowshape.left": "arrow_back", "arrowshape.forward": "arrow_forward",
        "arrowshape.right": "arrow_forward", "arrowshape.up": "arrow_upward", "arrowshape.down": "arrow_downward",
        "arrowshape.turn.up.left": "reply", "arrowshape.turn.up.backward": "reply", "arrowshape.turn.up.right": "forward",
        "figure.walk": "directions_walk", "figure.run": "directions_run", "figure.roll": "accessible",
        "figure.open.water.swim": "pool", "figure.pool.swim": "pool", "figure.outdoor.cycle": "directions_bike",
        "figure.indoor.cycle": "pedal_bike", "figure.hiking": "hiking", "figure.skiing.downhill": "downhill_skiing",
        "figure.snowboarding": "snowboarding", "figure.surfing": "surfing", "figure.yoga": "self_improvement",
        "figure.mind.and.body": "self_improvement", "figure.dance": "nightlife", "figure.strengthtraining.traditional": "fitness_center",
        "figure.wave": "emoji_people", "figure.stand": "accessibility_new", "figure.2": "people", "figure.child": "child_care",
        "person.2": "people", "person.3": "groups", "person.crop.circle": "account_circle", "person.crop.square": "account_box",
        "person.badge.plus": "person_add", "person.badge.minus": "person_remove", "person.fill.badge.plus": "person_add",
        "person.crop.circle.badge.plus": "person_add", "person.crop.circle.badge.xmark": "person_off",
        "person.text.rectangle": "badge", "person.badge.key": "admin_panel_settings",
        "suit.heart": "favorite", "suit.club": "casino", "suit.spade": "casino", "suit.diamond": "diamond",
        "hand.thumbsup": "thumb_up", "hand.thumbsdown": "thumb_down", "hand.raised": "pan_tool", "hand.wave": "waving_hand",
        "hand.point.up": "touch_app", "hand.point.right": "touch_app", "hand.point.left": "touch_app", "hand.tap": "touch_app",
        "hand.draw": "gesture", "hands.clap": "sign_language", "hands.sparkles": "clean_hands",
        "doc.text": "description", "doc.on.doc": "content_copy", "doc.on.clipboard": "content_paste", "doc.plaintext": "article",
        "doc.richtext": "article", "doc.text.magnifyingglass": "find_in_page", "document.on.document": "content_copy",
        "text.magnifyingglass": "find_in_page", "doc.badge.plus": "note_add", "folder.badge.plus": "create_new_folder",
        "folder.badge.gearshape": "folder_special", "folder.badge.minus": "folder_delete", "photo.badge.plus": "add_photo_alternate",
        "photo.on.rectangle": "photo_library", "photo.stack": "photo_library", "rectangle.stack": "layers",
        "square.stack": "layers", "square.stack.3d.up": "layers", "square.grid.2x2": "grid_view", "square.grid.3x3": "apps",
        "rectangle.grid.2x2": "grid_view", "rectangle.grid.1x2": "view_agenda", "list.bullet": "format_list_bulleted",
        "list.number": "format_list_numbered", "list.dash": "list", "list.bullet.clipboard": "assignment",
        "list.bullet.rectangle": "view_list", "line.3.horizontal": "menu", "line.horizontal.3": "menu",
        "line.3.horizontal.decrease": "filter_list", "line.horizontal.3.decrease": "filter_list",
        "slider.horizontal.3": "tune", "slider.vertical.3": "tune", "chart.bar": "bar_chart", "chart.pie": "pie_chart",
        "chart.line.uptrend.xyaxis": "trending_up", "chart.xyaxis.line": "show_chart", "chart.line.downtrend.xyaxis": "trending_down",
        "text.bubble": "chat", "captions.bubble": "closed_caption", "quote.bubble": "format_quote", "bubble.left.and.bubble.right": "forum",
        "bubble.left.and.text.bubble.right": "forum", "exclamationmark.bubble": "feedback", "ellipsis.bubble": "sms",
        "exclamationmark.triangle": "warning", "exclamationmark.octagon": "report", "xmark.octagon": "dangerous",
        "exclamationmark.shield": "gpp_maybe", "checkmark.shield": "verified_user", "lock.shield": "security",
        "checkmark.seal": "verified", "xmark.bin": "delete_forever", "trash.slash": "delete_forever",
        "lock.rotation": "screen_lock_rotation", "lock.open": "lock_open",
        "wallet.pass": "wallet", "creditcard.and.123": "payment", "dollarsign": "attach_money", "eurosign": "euro",
        "cart.badge.plus": "add_shopping_cart", "bag.badge.plus": "shopping_bag", "giftcard": "card_giftcard",
        "server.rack": "dns", "externaldrive": "storage", "internaldrive": "storage", "opticaldiscdrive": "album",
        "desktopcomputer": "desktop_windows", "laptopcomputer": "laptop", "macbook.and.iphone": "devices",
        "iphone.gen3": "smartphone", "ipad.landscape": "tablet", "applewatch": "watch", "airpods": "headphones",
        "dot.radiowaves.right": "rss_feed", "dot.radiowaves.left.and.right": "sensors", "antenna.radiowaves.left.and.right": "cell_tower",
        "cellularbars": "signal_cellular_alt", "wifi.exclamationmark": "wifi_off", "personalhotspot": "wifi_tethering",
        "battery.100": "battery_full", "battery.25": "battery_2_bar", "battery.0": "battery_alert", "bolt.car": "electric_car",
        "speaker.wave.2": "volume_up", "speaker.wave.3": "volume_up", "speaker.wave.1": "volume_down", "speaker": "volume_mute",
        "music.note": "music_note", "music.mic": "mic_external_on", "music.note.list": "queue_music", "waveform": "graphic_eq",
        "play.rectangle": "smart_display", "play.circle": "play_circle", "pause.circle": "pause_circle", "stop.circle": "stop_circle",
        "forward.end": "skip_next", "backward.end": "skip_previous", "goforward": "forward_10", "gobackward": "replay_10",
        "repeat.1": "repeat_one", "film.stack": "movie", "tv.and.mediabox": "connected_tv", "gamecontroller": "sports_esports",
        "camera.viewfinder": "center_focus_strong", "camera.rotate": "flip_camera_ios", "video.badge.plus": "video_call",
        "phone.arrow.up.right": "call_made", "phone.down": "call_end", "envelope.open": "drafts", "envelope.badge": "mark_email_unread",
        "paperplane": "send", "tray.full": "inbox", "tray.and.arrow.down": "move_to_inbox", "tray.and.arrow.up": "outbox",
        "archivebox": "archive", "shippingbox": "inventory_2", "box.truck": "local_shipping", "cube.box": "inventory_2",
        "calendar.badge.plus": "event", "calendar.badge.clock": "event_available", "clock.arrow.circlepath": "history",
        "clock.badge.checkmark": "schedule", "alarm.waves.left.and.right": "alarm", "hourglass": "hourglass_empty",
        "sun.max": "wb_sunny", "sun.min": "light_mode", "sun.horizon": "wb_twilight", "sunrise": "wb_twilight", "sunset": "wb_twilight",
        "moon.stars": "nights_stay", "moon.zzz": "bedtime", "cloud.rain": "water_drop", "cloud.bolt": "thunderstorm",
        "cloud.snow": "ac_unit", "cloud.sun": "wb_cloudy", "cloud.fog": "foggy", "cloud.drizzle": "grain",
        "thermometer.sun": "thermostat", "thermometer.snowflake": "ac_unit", "drop.triangle": "water_damage",
        "flame": "local_fire_department", "bolt.heart": "monitor_heart", "heart.text.square": "monitor_heart",
        "waveform.path.ecg": "monitor_heart", "cross.case": "medical_services", "pills": "medication", "bandage": "healing",
        "allergens": "coronavirus", "fork.knife": "restaurant", "cup.and.saucer": "local_cafe", "mug": "coffee",
        "wineglass": "wine_bar", "birthday.cake": "cake", "takeoutbag.and.cup.and.straw": "takeout_dining", "carrot": "eco",
        "leaf": "eco", "tree": "park", "camera.macro": "local_florist", "pawprint": "pets", "hare": "speed", "tortoise": "slow_motion_video",
        "bird": "flutter_dash", "fish": "set_meal", "ant": "bug_report", "ladybug": "bug_report", "mountain.2": "terrain",
        "beach.umbrella": "beach_access", "tent": "cabin", "building.2": "apartment", "building.columns": "account_balance",
        "house.lodge": "cottage", "storefront": "storefront", "graduationcap": "school", "books.vertical": "library_books",
        "book.closed": "book", "character.book.closed": "menu_book", "text.book.closed": "menu_book", "magazine": "auto_stories",
        "newspaper": "newspaper", "scribble.variable": "gesture", "scribble": "gesture", "pencil.line": "edit_note",
        "pencil.and.outline": "border_color", "square.and.pencil": "edit", "highlighter": "highlight",
        "eraser": "backspace", "paintbrush.pointed": "brush", "paintpalette": "palette", "eyedropper": "colorize",
        "wand.and.stars": "auto_fix_high", "wand.and.rays": "auto_fix_high", "theatermasks": "theater_comedy",
        "textformat.size": "format_size", "textformat.alt": "text_fields", "textformat": "text_fields", "bold": "format_bold",
        "italic": "format_italic", "underline": "format_underlined", "strikethrough": "strikethrough_s", "quote.opening": "format_quote",
        "quote.closing": "format_quote", "text.alignleft": "format_align_left", "text.aligncenter": "format_align_center",
        "text.alignright": "format_align_right", "textformat.abc": "spellcheck", "character.cursor.ibeam": "text_fields",
        "keyboard.chevron.compact.down": "keyboard_hide", "command": "keyboard_command_key", "option": "keyboard_option_key",
        "chevron.left.forwardslash.chevron.right": "code", "curlybraces": "data_object", "terminal": "terminal",
        "cpu": "memory", "memorychip": "memory", "gauge": "speed", "speedometer": "speed", "safari": "explore",
        "location.north": "navigation", "location.circle": "my_location", "mappin.and.ellipse": "place", "mappin.circle": "place",
        "map.circle": "map", "signpost.right": "signpost", "car.2": "directions_car", "ferry": "directions_boat", "sailboat": "sailing", "fuelpump": "local_gas_station",
        "bicycle": "directions_bike", "scooter": "electric_scooter", "airplane.departure": "flight_takeoff",
        "airplane.arrival": "flight_land", "sportscourt": "sports", "soccerball": "sports_soccer", "basketball": "sports_basketball",
        "football": "sports_football", "baseball": "sports_baseball", "tennisball": "sports_tennis", "volleyball": "sports_volleyball",
        "dumbbell": "fitness_center", "trophy": "emoji_events", "medal": "military_tech", "rosette": "workspace_premium",
        "crown": "workspace_premium", "flag.checkered": "sports_score", "die.face.5": "casino", "dice": "casino",
        "puzzlepiece": "extension", "lightbulb": "lightbulb", "lightbulb.max": "tips_and_updates", "sparkles": "auto_awesome",
        "sparkle": "auto_awesome", "wand": "auto_fix_high", "nosign": "block", "hand.raised.slash": "do_not_touch",
        "app.badge": "notifications_active", "app.dashed": "crop_square", "square.dashed": "crop_free", "selection.pin.in.out": "highlight_alt",
        "largecircle.fill.circle": "radio_button_checked", "smallcircle.fill.circle": "radio_button_checked",
        "chevron.compact.right": "chevron_right", "chevron.compact.left": "chevron_left", "chevron.compact.up": "expand_less",
        "chevron.compact.down": "expand_more", "arrow.down.right.and.arrow.up.left": "close_fullscreen",
        "arrow.up.left.and.arrow.down.right": "open_in_full", "arrow.down.left.and.arrow.up.right": "open_in_full",
        "rectangle.portrait.and.arrow.right": "logout", "rectangle.portrait.and.arrow.forward": "logout",
        "rectangle.and.pencil.and.ellipsis": "edit_note", "memories": "auto_awesome_motion", "qrcode.viewfinder": "qr_code_scanner",
        "barcode.viewfinder": "qr_code_scanner", "faceid": "face", "touchid": "fingerprint", "eye.trianglebadge.exclamationmark": "visibility",
        "poweroutlet.type.b": "power", "powerplug": "power", "bolt.horizontal": "electric_bolt", "lightswitch.on": "toggle_on",
        "switch.2": "toggle_on", "togglepower": "power_settings_new", "power": "power_settings_new", "x.circle": "cancel",
        "plus.square.on.square": "library_add", "plus.app": "add_box", "minus.square": "indeterminate_check_box",
        "arrowtriangle.down": "arrow_drop_down", "arrowtriangle.up": "arrow_drop_up", "arrowtriangle.left": "arrow_left",
        "arrowtriangle.right": "arrow_right", "arrowtriangle.backward": "arrow_left", "arrowtriangle.forward": "arrow_right",
        "party.popper": "celebration", "rotate.right": "rotate_right", "rotate.left": "rotate_left", "plusminus": "exposure",
        "movieclapper": "movie", "faxmachine": "fax", "flask": "science", "hifispeaker": "speaker", "macwindow": "web_asset",
        "multiply": "close", "snow": "ac_unit", "zzz": "bedtime", "richtext.page": "article", "lightspectrum.horizontal": "gradient",
        "space": "space_bar", "character.textbox": "text_fields", "character": "text_fields", "hockey.puck": "sports_hockey",
        "sidebar.leading": "view_sidebar", "sidebar.left": "view_sidebar", "sidebar.right": "view_sidebar",
        "sidebar.trailing": "view_sidebar", "text.document": "description", "text.append": "playlist_add",
    ]

    /// SF words and the Material glyph that means the same.
    static let words: [String: String] = [
        "house": "home", "gearshape": "settings", "gear": "settings", "trash": "delete", "magnifyingglass": "search",
        "xmark": "close", "checkmark": "check", "plus": "add", "minus": "remove", "ellipsis": "more_horiz",
        "bubble": "chat_bubble", "message": "message", "envelope": "mail", "phone": "phone", "video": "videocam",
        "camera": "photo_camera", "photo": "image", "doc": "description", "document": "description", "folder": "folder",
        "heart": "favorite", "star": "star", "bell": "notifications", "bookmark": "bookmark", "book": "menu_book",
        "cart": "shopping_cart", "bag": "shopping_bag", "creditcard": "credit_card", "lock": "lock", "key": "key",
        "globe": "public", "network": "lan", "map": "map", "mappin": "place", "location": "near_me", "clock": "schedule",
        "alarm": "alarm", "calendar": "calendar_today", "timer": "timer", "stopwatch": "timer", "mic": "mic",
        "music": "music_note", "play": "play_arrow", "pause": "pause", "stop": "stop", "forward": "fast_forward",
        "backward": "fast_rewind", "shuffle": "shuffle", "repeat": "repeat", "sun": "wb_sunny", "moon": "dark_mode",
        "cloud": "cloud", "icloud": "cloud", "bolt": "bolt", "drop": "water_drop", "snowflake": "ac_unit", "wind": "air",
        "tornado": "storm", "hurricane": "storm", "thermometer": "thermostat", "umbrella": "umbrella", "car": "directions_car",
        "bus": "directions_bus", "tram": "tram", "airplane": "flight", "figure": "accessibility", "person": "person",
        "people": "people", "bed": "bed", "gift": "card_giftcard", "tag": "sell", "flag": "flag", "pin": "push_pin",
        "link": "link", "paperclip": "attach_file", "scissors": "content_cut", "pencil": "edit", "paintbrush": "brush",
        "hammer": "build", "wrench": "build", "screwdriver": "handyman", "printer": "print", "keyboard": "keyboard",
        "headphones": "headphones", "tv": "tv", "display": "monitor", "iphone": "smartphone", "ipad": "tablet",
        "eye": "visibility", "qrcode": "qr_code", "barcode": "qr_code_scanner", "shield": "shield", "brain": "psychology",
        "stethoscope": "medical_services", "cross": "local_hospital", "briefcase": "work", "building": "business",
        "questionmark": "help", "exclamationmark": "priority_high", "info": "info", "chevron": "chevron_right",
        "arrow": "arrow_forward", "arrowshape": "arrow_forward", "square": "crop_square", "circle": "circle",
        "triangle": "change_history", "diamond": "diamond", "hexagon": "hexagon", "seal": "verified", "swim": "pool",
        "walk": "directions_walk", "run": "directions_run", "wifi": "wifi", "antenna": "cell_tower", "battery": "battery_full",
        "sensor": "sensors", "tray": "inbox", "archivebox": "archive", "film": "movie", 
        "speaker": "volume_up", "list": "list", "text": "notes", "textformat": "text_fields", "chart": "bar_chart",
        "dollarsign": "attach_money", "banknote": "payments", "signature": "draw", "lasso": "gesture", "cursorarrow": "mouse",
        "computermouse": "mouse", "hand": "back_hand", "face": "face", "mouth": "sentiment_satisfied", "nose": "face",
        "ear": "hearing", "lungs": "air", "flashlight": "flashlight_on", "lamp": "light", "fan": "mode_fan_off",
        "sofa": "chair", "chair": "chair", "toilet": "wc", "shower": "shower", "washer": "local_laundry_service",
        "refrigerator": "kitchen", "oven": "microwave", "stove": "outdoor_grill", "cooktop": "outdoor_grill",
        "trophy": "emoji_events", "medal": "military_tech", "crown": "workspace_premium", "gamecontroller": "sports_esports",
    ]
}
