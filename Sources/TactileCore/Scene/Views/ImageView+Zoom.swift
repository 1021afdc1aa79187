// A photo zoomed by its view's transform (a viewer's pinch) is decoded again at the size it
// shows, so that it stays sharp up to its own pixels: by zoom levels, powers of two, so that a
// pinch decodes again only when it doubles; whole up to `wholePictureLimit` pixels and beyond
// that only in the tiles that show, so that a 24-megapixel photo zoomed to its own pixels is
// never held whole. Until the larger picture (or a tile) arrives, the picture decoded for the
// unzoomed view shows beneath, scaled up.

extension ImageView {
    /// Pixels of the largest picture decoded whole for a zoomed view (16 MB of pixels).
    package static let wholePictureLimit = 2048 * 2048
    /// Side of a tile, in pixels of the zoomed picture.
    package static let tileSide = 512
    /// The largest zoom level: beyond it the picture is enlarged, not decoded larger.
    package static let largestZoomLevel = 64.0

    /// How many times larger than at the buffer scale the view shows under `currentScale`
    /// buffer pixels per logical pixel, rounded down to a power of two: 1 when not zoomed and
    /// for small changes (a lifted tile's few percent decode nothing new).
    package static func zoomLevel(currentScale: Double, bufferScale: Double) -> Double {
        var level = 1.0
        while level * 2 <= currentScale / bufferScale, level < largestZoomLevel { level *= 2 }
        return level
    }

    /// The tiles, in pixels of the picture at `size`, of the part of `drawn` (where that
    /// picture lands, user space) inside `visible` (user space), row by row.
    package static func tiles(of size: (width: Int, height: Int), drawn: Rect, visible: Rect) -> [PixelRect] {
        let part = visible.intersection(drawn)
        guard !part.isEmpty, drawn.width > 0, drawn.height > 0 else { return [] }
        let perX = Double(size.width) / drawn.width, perY = Double(size.height) / drawn.height
        func tileIndex(_ value: Double, _ count: Int) -> Int { min(max(Int(value.rounded(.down)) / tileSide, 0), (count - 1) / tileSide) }
        let firstColumn = tileIndex((part.minX - drawn.minX) * perX, size.width)
        let lastColumn = tileIndex(((part.maxX - drawn.minX) * perX).rounded(.up) - 1, size.width)
        let firstRow = tileIndex((part.minY - drawn.minY) * perY, size.height)
        let lastRow = tileIndex(((part.maxY - drawn.minY) * perY).rounded(.up) - 1, size.height)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return [] }
        var tiles: [PixelRect] = []
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn {
                let x = column * tileSide, y = row * tileSide
                tiles.append(PixelRect(x: x, y: y, width: min(tileSide, size.width - x), height: min(tileSide, size.height - y)))
            }
        }
        return tiles
    }

    /// The size to decode the picture at when the view is zoomed (`level` > 1), when larger
    /// than the unzoomed `base` size; nil otherwise (the picture is drawn as usual).
    func zoomedSize(level: Double, base: (width: Int, height: Int), bufferScale: Double) -> (width: Int, height: Int)? {
        guard level > 1, let image, !image.isAnimated, let zoomed = decodedSize(scale: bufferScale * level),
              zoomed.width > base.width || zoomed.height > base.height else { return nil }
        return zoomed
    }

    /// Draws the zoomed picture of `zoomed` pixels into `drawn`, clipped to `shown` with the
    /// view's corners: whole when it is small enough, else the tiles in sight; the picture
    /// at the unzoomed `base` size (or the placeholder) beneath until they arrive.
    func drawZoomed(_ image: Image, zoomed: (width: Int, height: Int), base: (width: Int, height: Int), pictures: PictureDrawing,
                    in context: DrawingContext, drawn: Rect, shown: Rect) {
        if zoomed.width * zoomed.height <= Self.wholePictureLimit,
           case .ready = pictures.pictureState(of: image, width: zoomed.width, height: zoomed.height, for: self) {
            pictures.drawPicture(of: image, width: zoomed.width, height: zoomed.height, frame: 0, in: drawn, clip: shown,
                                 cornerRadius: cornerRadius, alpha: 1, tint: tintColor)
            return
        }
        let tiles = zoomed.width * zoomed.height > Self.wholePictureLimit
            ? Self.tiles(of: zoomed, drawn: drawn, visible: pictures.visibleRect.intersection(shown)) : []
        let readyTiles = tiles.filter { tile in
            pictures.tileState(of: image, width: zoomed.width, height: zoomed.height, region: tile, for: self) == .ready(frameCount: 1)
        }
        // Beneath tiles still to come, the picture of the unzoomed view; none under a full set.
        if tiles.isEmpty || readyTiles.count < tiles.count {
            if case .ready = pictures.pictureState(of: image, width: base.width, height: base.height, for: self) {
                pictures.drawPicture(of: image, width: base.width, height: base.height, frame: 0, in: drawn, clip: shown,
                                     cornerRadius: cornerRadius, alpha: 1, tint: tintColor)
            } else if let placeholderColor {
                context.fillRoundedRect(shown, cornerRadius: cornerRadius, color: placeholderColor)
            }
        }
        guard !readyTiles.isEmpty else { return }
        context.save()
        context.clip(to: Path(roundedRect: shown, cornerRadius: cornerRadius))
        let perX = drawn.width / Double(zoomed.width), perY = drawn.height / Double(zoomed.height)
        for tile in readyTiles {
            let rect = Rect(x: drawn.minX + Double(tile.x) * perX, y: drawn.minY + Double(tile.y) * perY,
                            width: Double(tile.width) * perX, height: Double(tile.height) * perY)
            pictures.drawTile(of: image, width: zoomed.width, height: zoomed.height, region: tile, in: rect, alpha: 1, tint: tintColor)
        }
        context.restore()
    }
}
