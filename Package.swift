// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "AnimKit",
    platforms: [.macOS(.v14)],
    products: [
        // `import UIKit` and `import Combine` beside `import AnimKit`: header-only C modules of those names
        // (`UIKitModule`, `CombineModule`), whose module maps SwiftPM gives only to dependents, so other packages'
        // `#if canImport(UIKit)` stays false. A file importing Combine or UIKit alone: `AnimKitCombine` and
        // `AnimKitUIKit`, reached with `-module-alias Combine=AnimKitCombine -module-alias UIKit=AnimKitUIKit`.
        .library(name: "AnimKit", targets: ["AnimKit", "AnimKitCombine", "AnimKitUIKit", "UIKitModule", "CombineModule"]),
        .library(name: "AnimKitPublish", targets: ["AnimKitPublish"]),
        .library(name: "AnimKitExamples", targets: ["AnimKitExamples"]),
        .library(name: "AnimRenderCLI", targets: ["AnimRenderCLI"]),
        .library(name: "AnimKitTesting", targets: ["AnimKitTesting"]),
        .library(name: "AnimKitSnapshotTesting", targets: ["AnimKitSnapshotTesting"]),
        .executable(name: "animrender", targets: ["animrender"]),
        .executable(name: "animbench", targets: ["animbench"]),
    ],
    // `@Animatable` is a macro, and a macro needs swift-syntax: about two and a half CPU minutes on a package's first
    // build (docs/performance.md). Packages that use it ask for it:
    // `.package(url: "…AnimKit…", branch: "main", traits: ["AnimatableMacro"])`.
    traits: [
        .trait(name: "AnimatableMacro", description: "SwiftUI's @Animatable and @AnimatableIgnored macros (builds swift-syntax)."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (scripts/api-docs.sh): the API reference from the doc comments.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // AnimKitSnapshotTesting's strategies plug into pointfreeco's library.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // The @Animatable macro (the AnimatableMacro trait) and its tests.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"605.0.0"),
        // The adversarial test suite's generators (fixed seeds in CI).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo pixman-1",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpixman-1-dev"])]
        ),
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat libavcodec libavutil libswscale",
            providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavutil-dev", "libswscale-dev"])]
        ),
        // The macros' expansions, a plain library the expansion tests link (a test target depending on a macro
        // target would make SwiftPM build every test target a second time, for the host).
        .target(
            name: "AnimKitMacroSupport",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .macro(
            name: "AnimKitMacros",
            dependencies: [
                "AnimKitMacroSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // Swift read as tokens and statements (no parser): the gallery's code excerpts and the preview macros.
        .target(name: "AnimKitSwiftText"),
        // `#Preview` and `@Previewable`: a compiler plugin that speaks the plugin protocol itself and reads the
        // preview's code with AnimKitSwiftText, so that every package gets previews without building swift-syntax.
        .macro(name: "AnimKitPreviewMacros", dependencies: ["AnimKitSwiftText"]),
        // The Swift runtime hook that routes a rendering thread's main-actor jobs to its clip (MainActorContext).
        .target(name: "CAnimKitRuntime"),
        .target(
            name: "AnimKit",
            dependencies: [
                "CCairo", "CFFmpeg", "CAnimKitRuntime", "AnimKitPreviewMacros",
                .target(name: "AnimKitMacros", condition: .when(traits: ["AnimatableMacro"])),
            ]
        ),
        .target(name: "AnimKitCombine", dependencies: ["AnimKit"]),
        .target(name: "UIKitModule"),
        .target(name: "CombineModule"),
        .target(name: "AnimKitUIKit", dependencies: ["AnimKit"]),
        // Turning clips into documentation: the gallery page, articles with media, curve plots.
        .target(name: "AnimKitPublish", dependencies: ["AnimKit", "AnimKitSwiftText"]),
        .target(
            name: "AnimKitExamples",
            dependencies: ["AnimKit"],
            path: "examples",
            // The pictures article code names (`Image("avatar")`), as an app's asset catalog holds them.
            resources: [.copy("Assets.xcassets")],
            // Article code is Swift 5 code (e.g. `static var defaultValue` in keys): compile it as written.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "AnimRenderCLI",
            dependencies: ["AnimKit", "AnimKitPublish", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "AnimKitTesting", dependencies: ["AnimKit"]),
        .target(name: "AnimKitSnapshotTesting", dependencies: [
            "AnimKit", "AnimKitTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .executableTarget(
            name: "animrender",
            dependencies: ["AnimKit", "AnimKitExamples", "AnimRenderCLI"]
        ),
        // Clips that crash, recurse and loop, under the command-line interface: the CLI tests run it as a user's tool.
        .executableTarget(
            name: "clipfixtures",
            dependencies: ["AnimKit", "AnimRenderCLI"],
            path: "Tests/ClipFixtures"
        ),
        .executableTarget(
            name: "animbench",
            dependencies: ["AnimKit", "AnimKitExamples"]
        ),
        .testTarget(name: "AnimKitTests", dependencies: ["AnimKit", "AnimKitPublish", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "AnimKitPublishTests", dependencies: ["AnimKit", "AnimKitPublish", "AnimKitSwiftText"]),
        .testTarget(name: "AnimKitMacrosTests", dependencies: [
            "AnimKitMacroSupport", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        ]),
        // ArticleCode/*.txt are read from the source tree by path (#filePath), not bundled.
        .testTarget(name: "AnimKitExamplesTests", dependencies: ["AnimKit", "AnimKitExamples", "AnimKitTesting", "AnimKitPublish"],
                    exclude: ["ArticleCode", "__Clips__"]),
        .testTarget(name: "animrenderTests", dependencies: ["animrender", "AnimKit", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "AnimKitTestingTests", dependencies: [
            "AnimKitTesting", "AnimKitSnapshotTesting", "AnimKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
