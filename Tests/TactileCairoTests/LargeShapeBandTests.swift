import Testing
@testable import TactileCairo
import TactileCore

/// Shapes whose masks are larger than the mask caches' budgets, in a 3840×2160 buffer (a
/// 1920×1080 screen at scale 2): a rounded, bordered, shadowed panel over almost all of it at a
/// fractional place, and a translucent rounded list over half of it. Drawn in tiles of 64, each
/// mask is made in bands, each band about once, with the pixels of the frame drawn as one area
/// (where every mask is made whole).
@Test func largeShapesDrawnInTilesHaveThePixelsOfOneArea() {
    let root = View(frame: Rect(x: 0, y: 0, width: 1920, height: 1080))
    root.backgroundColor = .white
    let panel = View(frame: Rect(x: 40.3, y: 30.6, width: 1800, height: 1000))
    panel.backgroundColor = Color(red: 0.2, green: 0.25, blue: 0.3)
    panel.cornerRadius = 24
    panel.borderWidth = 3
    panel.borderColor = Color(red: 0.9, green: 0.6, blue: 0.1)
    panel.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 2, y: 6), blurRadius: 12)
    root.addSubview(panel)
    let list = View(frame: Rect(x: 900, y: 50, width: 860, height: 900))
    list.backgroundColor = Color(red: 0.5, green: 0.8, blue: 0.6, alpha: 0.7)
    list.cornerRadius = 16
    list.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0.2, alpha: 0.4), offset: Point(x: 0, y: 3), blurRadius: 5)
    panel.addSubview(list)
    let width = 3840, height = 2160
    let tiled = Canvas(width: width, height: height, scale: 2), whole = Canvas(width: width, height: height, scale: 2)
    let renderer = SceneRenderer()
    renderer.render(root, into: tiled.target, bufferAge: 0)
    SceneRenderer(maximumBufferAge: 4, tileSize: 4096, compositesWithPixman: true).render(root, into: whole.target, bufferAge: 0)
    #expect(tiled.hasSamePixels(as: whole))
    // Two fills, a border and two shadows, each about as large as the buffer or half of it.
    #expect(renderer.maskPixelsRasterized <= 6 * width * height, "\(renderer.maskPixelsRasterized) mask pixels")
}
