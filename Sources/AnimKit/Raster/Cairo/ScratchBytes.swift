import Foundation

/// Bytes a rasterizer reuses from call to call instead of allocating (and the kernel zeroing) fresh ones each time;
/// grown when a call needs more. Their contents are whatever the previous call left.
///
///     let pixels = scratch.bytes(stride * height)   // write every byte before reading it
final class ScratchBytes {
    private var pointer: UnsafeMutableRawPointer?
    private var capacity = 0

    /// At least `count` bytes, 16-byte aligned.
    func bytes(_ count: Int) -> UnsafeMutableRawPointer {
        if count > capacity || pointer == nil {
            pointer?.deallocate()
            capacity = max(count, 64)
            pointer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        }
        return pointer!
    }

    deinit { pointer?.deallocate() }
}
