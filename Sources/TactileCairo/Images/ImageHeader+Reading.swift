import CImageCodecs
import TactileCore

extension ImageHeader {
    /// The header of a `format` picture in `bytes`, its size and frame count found by the
    /// codec's C function `read` (GIF's and WebP's read theirs alike).
    static func read(_ format: ImageFormat, from bytes: [UInt8],
                     with read: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
                                 UnsafeMutablePointer<Int32>, UnsafeMutablePointer<tactile_codec_message>) -> Int32) throws(CodecFailure)
        -> ImageHeader {
        var width: Int32 = 0, height: Int32 = 0, frames: Int32 = 0
        var message = tactile_codec_message()
        let status = bytes.withUnsafeBufferPointer { read($0.baseAddress, $0.count, &width, &height, &frames, &message) }
        guard status == 0 else { throw CodecFailure(message) }
        return ImageHeader(format: format, pixelWidth: Int(width), pixelHeight: Int(height), frameCount: Int(frames))
    }
}
