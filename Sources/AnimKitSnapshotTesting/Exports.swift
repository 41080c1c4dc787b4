// `import AnimKitSnapshotTesting` is enough for `assertSnapshot(of:as:)` and the clip strategies.
@_exported import SnapshotTesting
