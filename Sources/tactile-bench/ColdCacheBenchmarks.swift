import TactileCairo
import TactileCore

/// What a window pays for giving its renderer's caches back after a long rest (see the
/// idle trim): a full repaint of a 1280×800 screen like the demo's sorting board (24 rounded,
/// shadowed, labelled tiles in three bordered containers) with warm caches, and the same
/// repaint right after the caches were emptied, as the first frame after a visitor's touch is.
func benchmarkColdCacheRepaint() {
    let root = makeTileBoard()
    let width = 1280, height = 800, stride = width * 4
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 64)
    defer { buffer.deallocate() }
    let target = PixelBuffer(pixels: buffer, width: width, height: height, stride: stride, scale: 1)
    let renderer = SceneRenderer()
    renderer.render(root, into: target, bufferAge: 0)
    let warm = measure(iterations: 20) {
        root.damageTracker.invalidateAll()
        renderer.render(root, into: target, bufferAge: 0)
    }
    report("full repaint, 24 labelled tiles, 1280×800, caches warm", warm)
    let cold = measure(iterations: 20) {
        renderer.removeCachedEntries()
        root.damageTracker.invalidateAll()
        renderer.render(root, into: target, bufferAge: 0)
    }
    report("  the same right after the caches were emptied (first frame after a long rest)", cold)
    print("  caches refilled: \(renderer.cacheUsage.entries) entries, \(renderer.cacheUsage.bytes / 1024) kB")
}

/// Three bordered containers of eight tiles each, every tile rounded, with a shadow and a label.
private func makeTileBoard() -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
    root.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
    for column in 0..<3 {
        let container = View(frame: Rect(x: 24 + Double(column) * 418, y: 24, width: 394, height: 680))
        container.backgroundColor = .white
        container.cornerRadius = 16
        container.borderWidth = 2
        container.borderColor = Color(red: 0.8, green: 0.8, blue: 0.85)
        for index in 0..<8 {
            let tile = View(frame: Rect(x: 16 + Double(index % 3) * 124, y: 16 + Double(index / 3) * 124, width: 110, height: 110))
            tile.backgroundColor = Color(red: 0.2 + 0.1 * Double(index), green: 0.5, blue: 0.9 - 0.1 * Double(column))
            tile.cornerRadius = 12
            tile.shadow = Shadow()
            tile.addSubview(Label(frame: Rect(x: 8, y: 40, width: 94, height: 30), text: "tile-\(column * 8 + index)"))
            container.addSubview(tile)
        }
        root.addSubview(container)
    }
    return root
}
