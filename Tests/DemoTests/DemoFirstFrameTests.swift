@testable import Tactile
@testable import tactile_demo
import Testing

/// The first frame of every demo scene, at the window sizes the layout tests use and a
/// full-HD screen, at scales 1 and 2, costs work in proportion to the buffer, counted in mask
/// pixels rasterised (rounded shapes and shadows), not in time. A frame is drawn tile by tile:
/// a mask that no tile finds cached (one larger than the masks' whole budget, as the palette's
/// list at 1920×1080 scale 2 was) is made again in every tile, thousands of times the buffer.
@Suite struct DemoFirstFrameTests {
    /// The most mask pixels a first frame may rasterise, per buffer pixel: every shape's mask
    /// made once covers the buffer about once (the scenes' boxes lie side by side, their items
    /// and rows over them), with room for shapes that overlap and shadows' margins.
    static let maskPixelsPerBufferPixel = 2

    static let sizes = [Size(width: 640, height: 480), Size(width: 1024, height: 768), Size(width: 1280, height: 800),
                        Size(width: 1920, height: 1080)]

    @Test(arguments: DemoScenes.names)
    func everyScenesFirstFrameMakesEachMaskOnce(scene: String) {
        for size in Self.sizes {
            for scale in [1.0, 2] {
                let host = SceneHost(size: size, scale: scale, clock: ManualClock())
                DemoSession(host: host, sceneName: scene, state: nil, store: nil).resized(to: size)
                let width = Int(size.width * scale), height = Int(size.height * scale)
                var pixels = [UInt32](repeating: 0, count: width * height)
                pixels.withUnsafeMutableBytes { bytes in
                    let target = PixelBuffer(pixels: bytes.baseAddress!, width: width, height: height, stride: width * 4, scale: scale)
                    _ = host.drawFrame(at: .zero, into: target, bufferAge: 0, layers: nil)
                }
                let rasterized = host.rendererMaskPixelsRasterized
                #expect(rasterized <= Self.maskPixelsPerBufferPixel * width * height,
                        "\(scene) at \(Int(size.width))×\(Int(size.height)) scale \(Int(scale)): \(rasterized) mask pixels for \(width * height)")
            }
        }
    }
}
