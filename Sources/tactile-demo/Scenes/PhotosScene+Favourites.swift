import DemoState
import Tactile

// The favourites tray: a thumbnail held for a moment lifts, its copy follows the finger (the
// thumbnail stays, dimmed) and, dropped into the tray, joins it where the finger is; dropped
// anywhere else it flies back and vanishes. A photo is in the tray once at most: the tray
// takes no copy of a photo already there. A favourite lifts after the same hold (a quicker
// move scrolls the tray) and is reordered by dropping it back into the tray; dropped outside
// the tray, it leaves it. The state file keeps the tray's photos by file name, in order.

extension PhotosScene {
    /// The tray's photos in its order, by file name, and those the state file named that are
    /// not in the folder.
    var favouriteNames: [String] {
        tray.subviews.compactMap { ($0 as? PhotoTile)?.photoName } + absentFavourites
    }

    /// Registers the tray as the zone the thumbnails and favourites drop into.
    func wireTray() {
        let zone = DropZone(view: tray, placement: .arranged)
        zone.isInterested = { [unowned self] session in
            guard let tile = session.sourceView as? PhotoTile else { return false }
            return favouriteTiles.contains { $0 === tile } || !favouriteTiles.contains { $0.photoName == tile.photoName }
        }
        dragDrop.register(zone)
    }

    /// Makes wall thumbnail `tile` of `image` lift after a moment's hold and carry a copy of itself.
    func registerThumbnail(_ tile: PhotoTile, of image: Image) {
        let hold = LongPressGestureRecognizer()
        hold.minimumPressDuration = Self.liftDelay
        let source = DragSource(view: tile, recognizer: hold)
        source.lift = .shadow()
        source.operation = .copy { [unowned self] original in
            let copy = makeFavourite(of: image, side: original.bounds.width)
            copies[ObjectIdentifier(original)] = copy
            return copy
        }
        source.ended = { [unowned self] session, outcome in
            guard let copy = copies.removeValue(forKey: ObjectIdentifier(session.sourceView)) else { return }
            if case .copied = outcome { adopt(copy) }
        }
        dragDrop.register(source)
    }

    /// A favourite's tile showing `image`, `side` wide until the tray sizes it.
    private func makeFavourite(of image: Image, side: Double) -> PhotoTile {
        let tile = PhotoTile(image: image, id: "favourite-\(image.name)", side: side)
        tile.layout = LayoutParameters(width: .fixed(traySide), height: .fixed(traySide))
        tile.shadow = Shadow()
        return tile
    }

    /// Makes `tile`, a copy now flying into the tray, a favourite: dragged by itself from
    /// touch-down, reordered in the tray, leaving it when dropped elsewhere.
    private func adopt(_ tile: PhotoTile) {
        let hold = LongPressGestureRecognizer()
        hold.minimumPressDuration = Self.liftDelay
        let source = DragSource(view: tile, recognizer: hold)
        source.lift = .shadow()
        source.ended = { [unowned self, unowned tile] _, outcome in
            if case .returned(.noZone) = outcome { remove(tile) }
        }
        favouriteTiles.append(tile)
        favouriteSources.append(source)
        dragDrop.register(source)
        fitTray()
    }

    /// Makes the tray as long as its favourites and one more (the room a drop makes), at
    /// least as long as the strip showing it, and the strip's content as long as the tray.
    func fitTray() {
        let strip = trayScroller.bounds.size
        let length = Self.gap + Double(favouriteTiles.count + 1) * (traySide + Self.gap)
        let size = tray.axis == .vertical ? Size(width: strip.width, height: max(length, strip.height))
            : Size(width: max(length, strip.width), height: strip.height)
        tray.frame = Rect(origin: .zero, size: size)
        trayScroller.contentSize = size
    }

    /// Takes favourite `tile` out of the tray (its copy, flying back, vanishes where it
    /// was). Its source, whose drag is ending, is let go at the next rest, the tile kept
    /// until then: the manager finds a source by its view.
    private func remove(_ tile: PhotoTile) {
        guard let index = favouriteTiles.firstIndex(where: { $0 === tile }) else { return }
        leaving.append((favouriteSources.remove(at: index), tile))
        favouriteTiles.remove(at: index).removeFromSuperview()
        fitTray()
    }

    /// Lets go of the sources of the favourites taken out of the tray, and of their tiles.
    func releaseLeavingSources() {
        for (source, _) in leaving { dragDrop.unregister(source) }
        leaving = []
    }

    /// Puts the favourites `names` in the tray, in that order, in place of those there: each
    /// photo once; names of photos the folder lacks are kept aside for the file.
    func putFavourites(_ names: [String]) {
        for tile in favouriteTiles { remove(tile) }
        releaseLeavingSources()
        absentFavourites = []
        var placed: Set<String> = []
        for name in names where placed.insert(name).inserted {
            guard let image = tiles.first(where: { $0.photoName == name })?.image else {
                absentFavourites.append(name)
                continue
            }
            let tile = makeFavourite(of: image, side: traySide)
            tray.addSubview(tile)
            adopt(tile)
        }
        restingFavourites = favouriteNames
        view.layoutIfNeeded()
    }

    /// Puts back the favourites the state file keeps, once the photos are read; an open
    /// photo closes (a reset puts the wall back as it was at start).
    func willRestore(_ layout: SceneLayout) {
        closeViewer()
        let names = layout.favourites ?? []
        if isLoaded {
            putFavourites(names)
        } else {
            pendingFavourites = names
            restingFavourites = names
        }
    }

    /// Adds the favourites to the captured arrangement (those waiting for the photos too).
    func complete(_ layout: inout SceneLayout) {
        layout.favourites = pendingFavourites ?? favouriteNames
    }

    /// Traces `favourites a.png b.png` when the tray changed since the last rest.
    func traceFavouritesIfChanged() {
        let names = favouriteNames
        guard names != restingFavourites else { return }
        restingFavourites = names
        trace((["favourites"] + names).joined(separator: " "))
    }
}
