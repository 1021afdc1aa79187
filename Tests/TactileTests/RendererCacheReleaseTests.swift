@testable import Tactile
import Testing

/// A window that has rested long enough empties its renderer's caches (the idle trim): what
/// it draws next must be the very same pixels, the caches filling again as it draws.
@Suite struct RendererCacheReleaseTests {
    @Test func aSceneDrawnAgainAfterItsCachesWereEmptiedLooksTheSame() {
        let host = SceneHost(size: Size(width: 200, height: 120), clock: ManualClock())
        host.rootView.backgroundColor = .white
        let tile = View(frame: Rect(x: 30, y: 20, width: 110, height: 80))
        tile.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
        tile.cornerRadius = 12
        tile.shadow = Shadow()
        tile.addSubview(Label(frame: Rect(x: 8, y: 26, width: 94, height: 28), text: "tile-3"))
        host.rootView.addSubview(tile)

        let warm = draw(host)
        #expect(host.rendererCacheUsage.entries >= 3, "a mask, a shadow and the label's layout")
        host.removeRendererCaches()
        #expect(host.rendererCacheUsage.entries == 0 && host.rendererCacheUsage.bytes == 0)
        host.rootView.damageTracker.invalidateAll()
        let cold = draw(host)
        #expect(cold == warm)
        #expect(host.rendererCacheUsage.entries >= 3)
    }

    /// A full frame of `host` into a fresh buffer: its pixels.
    private func draw(_ host: SceneHost) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: 200 * 120)
        pixels.withUnsafeMutableBytes { bytes in
            let target = PixelBuffer(pixels: bytes.baseAddress!, width: 200, height: 120, stride: 800, scale: 1)
            _ = host.drawFrame(at: .zero, into: target, bufferAge: 0, layers: nil)
        }
        return pixels
    }
}
