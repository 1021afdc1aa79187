import CCairo
import Foundation
import Glibc
import ImageFixtures
import TactileCairo
import TactileCore

/// Pixels a test builds or reads back: 0xAARRGGBB (premultiplied), rows top to bottom.
struct ARGBPixels: Equatable {
    var width: Int
    var height: Int
    var values: [UInt32]

    init(width: Int, height: Int, values: [UInt32]) {
        self.width = width
        self.height = height
        self.values = values
    }

    /// A picture whose pixel at (x, y) is `colour(x, y)`.
    init(width: Int, height: Int, _ colour: (Int, Int) -> UInt32) {
        self.init(width: width, height: height, values: (0..<height).flatMap { y in (0..<width).map { x in colour(x, y) } })
    }

    /// A decoded picture's pixels.
    init(_ picture: DecodedPicture) {
        let surface = picture.surface
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        self.init(width: picture.width, height: picture.height) { x, y in
            UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        }
    }

    /// BGRA bytes from a C decoder (4·width bytes a row), released with free().
    init(adoptingBGRA pointer: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
        defer { free(pointer) }
        self.init(width: width, height: height) { x, y in
            UnsafeRawPointer(pointer).load(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
        }
    }

    subscript(x: Int, y: Int) -> UInt32 { values[y * width + x] }

    /// The rectangle `region` of these pixels.
    func cut(_ region: PixelRect) -> ARGBPixels {
        ARGBPixels(width: region.width, height: region.height) { x, y in self[region.x + x, region.y + y] }
    }

    /// The largest difference of one channel between two pictures of the same size.
    func maxChannelDifference(from other: ARGBPixels) -> Int {
        precondition(width == other.width && height == other.height)
        return zip(values, other.values).map { channelDifference($0, $1) }.max() ?? 0
    }

    /// Bytes as the little-endian machine holds them: B, G, R, A.
    var bgraBytes: [UInt8] { values.withUnsafeBytes { Array($0) } }
}

/// The largest difference of one channel between two 0xAARRGGBB pixels.
func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    stride(from: 0, to: 32, by: 8).map { abs(Int(a >> UInt32($0) & 0xFF) - Int(b >> UInt32($0) & 0xFF)) }.max()!
}

/// Opaque colours of the test pictures, as 0xAARRGGBB.
enum ARGB {
    static let red: UInt32 = 0xFFFF_0000
    static let green: UInt32 = 0xFF00_FF00
    static let blue: UInt32 = 0xFF00_00FF
    static let white: UInt32 = 0xFFFF_FFFF
    static let black: UInt32 = 0xFF00_0000
}

/// A picture in four quadrants, red, green (top), blue, white (bottom): each corner tells
/// where it went.
func quadrants(width: Int, height: Int) -> ARGBPixels {
    ARGBPixels(width: width, height: height) { x, y in
        switch (x < width / 2, y < height / 2) {
        case (true, true): ARGB.red
        case (false, true): ARGB.green
        case (true, false): ARGB.blue
        case (false, false): ARGB.white
        }
    }
}

/// A smooth picture with detail in every channel, for comparing decoders.
func gradient(width: Int, height: Int) -> ARGBPixels {
    ARGBPixels(width: width, height: height) { x, y in
        0xFF00_0000 | UInt32(x * 255 / max(1, width - 1)) << 16 | UInt32(y * 255 / max(1, height - 1)) << 8 | UInt32((x + y) % 64 * 4)
    }
}

/// The bytes a fixture function wrote to `*out`, copied and released.
func adoptBytes(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int) -> [UInt8] {
    var pointer: UnsafeMutablePointer<UInt8>?
    let count = body(&pointer)
    defer { free(pointer) }
    return Array(UnsafeBufferPointer(start: pointer, count: count))
}

/// A JPEG of `pixels` (YCbCr) with an EXIF orientation when `orientation` is not 0.
func jpegBytes(_ pixels: ARGBPixels, quality: Int32 = 95, orientation: Int32 = 0, bigEndian: Bool = false) -> [UInt8] {
    pixels.bgraBytes.withUnsafeBufferPointer { buffer in
        adoptBytes { fixture_jpeg(buffer.baseAddress, Int32(pixels.width), Int32(pixels.height), Int32(pixels.width * 4),
                                  FIXTURE_JPEG_BGRX, quality, orientation, bigEndian ? 1 : 0, $0) }
    }
}

/// libjpeg's own decode of `bytes` at `eighths`/8, with nothing of ImageCodec in the way.
func libjpegDecode(_ bytes: [UInt8], eighths: Int32 = 8) -> ARGBPixels {
    var width: Int32 = 0, height: Int32 = 0
    let pointer = bytes.withUnsafeBufferPointer { fixture_jpeg_decode($0.baseAddress, $0.count, eighths, &width, &height)! }
    return ARGBPixels(adoptingBGRA: pointer, width: Int(width), height: Int(height))
}

/// Decodes `image` at `width`×`height` (its natural size by default) and reads the pixels.
func decodedPixels(_ image: Image, width: Int? = nil, height: Int? = nil) throws -> ARGBPixels {
    ARGBPixels(try ImageCodec.decode(image, width: width ?? image.pixelWidth, height: height ?? image.pixelHeight))
}

/// The reason `body` fails with, nil when it does not fail.
func failureReason<T>(_ body: () throws -> T) -> String? {
    do {
        _ = try body()
        return nil
    } catch let error as ImageError {
        return error.reason
    } catch {
        return "not an ImageError: \(error)"
    }
}

/// Writes `bytes` as the file at `path`, replacing it (through a rename, as a tool saving a
/// file does) when it exists.
func writeFile(_ bytes: [UInt8], to path: String) {
    precondition(FileManager.default.createFile(atPath: path + ".new", contents: Data(bytes)))
    precondition(rename(path + ".new", path) == 0)
}

extension UnsafeBufferPointer {
    /// A buffer of its own holding `elements`, for a C function that keeps pointers to several
    /// arrays at once; the caller deallocates it.
    init(copying elements: [Element]) {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: Swift.max(1, elements.count))
        _ = buffer.initialize(from: elements)
        self.init(start: buffer.baseAddress, count: elements.count)
    }
}
