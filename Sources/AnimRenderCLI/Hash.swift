import AnimKit
import ArgumentParser

/// `animrender hash`: one line per frame with its pixel hash, then the clip digest.
struct Hash: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print INDEX TIME HASH for every frame, then 'digest HASH'.",
        discussion: "HASH is XXH64 (seed 0) of the frame's straight-alpha RGBA bytes in hex; the digest is XXH64 of the frame hashes as little-endian 64-bit integers."
    )

    @Argument(help: "The clip's name (see '\(AnimRenderCLI.toolName) list').", completion: AnimRender.clipNames)
    var clip: String

    @OptionGroup var options: ClipOptions

    func run() throws {
        let clip = try AnimRender.catalog.clip(named: self.clip)
        let loop = try FrameLoop(clip: clip, settings: options.settings())
        let digest = try FrameHasher(loop: loop).run { try Terminal.out($0.text) }
        try Terminal.out("digest \(StableHash.hex(digest))")
    }
}
