import CCairo
import Foundation
import ImageFixtures
import TactileCairo
import TactileCore

/// A 24 MP camera JPEG (6000×4000, made here with libjpeg, quality 90, with a photo's noise so
/// that its entropy coding costs what a photo's does) shown as a 400-pixel-wide thumbnail:
/// through ImageCodec (a 1/8 DCT-scale decode scaled once to 400×267); against the floor,
/// `djpeg -scale 1/8` of the same file run as a process (which writes its 750×500 output to
/// /dev/null; its wall time includes starting it); and against decoding in full and then scaling. Best of N runs each, wall time.
func runImageBenchmarks() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-bench-images-\(getpid())").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = "\(directory)/camera.jpg"
    let size = try writeCameraJPEG(to: path, width: 6000, height: 4000)
    print("24 MP JPEG: 6000×4000, \(size / 1000) kB")

    let image = try Image(contentsOfFile: path)
    let thumbnail = (width: 400, height: 267)
    let ours = best(of: 15) { _ = try? ImageCodec.decode(image, width: thumbnail.width, height: thumbnail.height) }
    var floorCPU = Double.infinity
    let floor = best(of: 15) { floorCPU = min(floorCPU, runToEnd("/usr/bin/djpeg", ["-scale", "1/8", "-outfile", "/dev/null", path])) }
    let full = best(of: 5) {
        guard let whole = try? ImageCodec.decode(image, width: image.pixelWidth, height: image.pixelHeight) else { return }
        scaleWithCairo(whole, width: thumbnail.width, height: thumbnail.height)
    }
    print("thumbnail 400×267 through ImageCodec (1/8 DCT scale, then Cairo GOOD): best \(format(ours / 1000)) ms")
    print("djpeg -scale 1/8 as a process (the floor): best \(format(floor / 1000)) ms (its own CPU: best \(format(floorCPU / 1000)) ms)")
    print("decode in full, then scale with Cairo GOOD: best \(format(full / 1000)) ms")
    print("ImageCodec / djpeg floor: \(format(ours / floor))×; full-then-scale / ImageCodec: \(format(full / ours))×")
}

/// Runs `executable` with `arguments` through posix_spawn (Foundation's Process costs tens of
/// milliseconds more, which would flatter us) and waits for it; returns its CPU time in
/// microseconds, user and system.
func runToEnd(_ executable: String, _ arguments: [String]) -> Double {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, nil, nil, argv, environ) == 0 else { return .infinity }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    func µs(_ time: timeval) -> Double { Double(time.tv_sec) * 1_000_000 + Double(time.tv_usec) }
    return µs(usage.ru_utime) + µs(usage.ru_stime)
}

/// The fastest of `runs` runs of `body` (after one untimed run), in microseconds.
private func best(of runs: Int, _ body: () -> Void) -> Double {
    measure(iterations: runs, warmup: 1, body)[0]
}

/// `picture` scaled to `width`×`height` with Cairo's GOOD filter, as a decoder without DCT
/// scaling would have to.
private func scaleWithCairo(_ picture: DecodedPicture, width: Int, height: Int) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    let cairo = cairo_create(surface)
    cairo_scale(cairo, Double(width) / Double(picture.width), Double(height) / Double(picture.height))
    cairo_set_source_surface(cairo, picture.surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
    cairo_paint(cairo)
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
}

/// Writes a `width`×`height` JPEG of a smooth picture with a photo's grain, the grain drawn
/// from `seed` (so that pictures of different seeds differ in every block); returns its size.
func writeCameraJPEG(to path: String, width: Int, height: Int, seed: UInt64 = 24) throws -> Int {
    var random = BenchmarkRandom(seed: seed)
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
        for x in 0..<width {
            let grain = Int(random.next() >> 60) - 8
            func channel(_ value: Int) -> UInt32 { UInt32(max(0, min(255, value + grain))) }
            pixels[y * width + x] = 0xFF00_0000 | channel(x * 255 / width) << 16 | channel(y * 255 / height) << 8
                | channel((x / 40 + y / 40) % 2 == 0 ? 200 : 60)
        }
    }
    var output: UnsafeMutablePointer<UInt8>?
    let count = pixels.withUnsafeBytes { buffer in
        fixture_jpeg(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), Int32(width * 4),
                     FIXTURE_JPEG_BGRX, 90, 0, 0, &output)
    }
    defer { free(output) }
    guard count > 0, FileManager.default.createFile(atPath: path, contents: Data(bytes: output!, count: count)) else {
        throw BenchmarkError("cannot write \(path)")
    }
    return count
}
