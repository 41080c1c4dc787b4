// `import Combine` in a SwiftUI file pasted into a package that uses AnimKit: this header-only C module answers the
// import, and the Combine names SwiftUI code uses (ObservableObject, @Published, AnyCancellable, Timer.publish) come
// from `import AnimKit` in the same file. A file that imports Combine without AnimKit (a view model of its own) needs
// the target setting `-module-alias Combine=AnimKitCombine` (own-package.md).
//
// A C module on purpose: SwiftPM hands its module map only to the targets that depend on it, so other packages'
// `#if canImport(Combine)` in the same build stays false.
