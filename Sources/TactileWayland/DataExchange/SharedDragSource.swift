import CWaylandClient
import TactileCore

/// The input whose implicit grab a drag started with `WaylandClient.startDrag` continues.
package enum DragGrab: Equatable, Sendable {
    /// The finger `wl_touch` id `id` (the serial of its `down` is quoted).
    case touch(id: Int32)
    /// The pointer's left button (the serial of its press is quoted).
    case pointer
}

/// What the compositor tells the source of a drag (`wl_data_source` version 3).
package enum SharedDragSourceEvent: Equatable, Sendable {
    /// The target under the drag accepts `mimeType` (nil: none, or there is no target).
    case target(String?)
    /// The compositor chose `action` with the target (empty: none).
    case action(SharedDragActions)
    /// The user dropped over a target that accepted.
    case dropPerformed
    /// The target has finished with the data: the drag is over.
    case finished
    /// The drag ended without a transfer (no target took it, or it was refused).
    case cancelled
}

/// The picture that follows the finger during a drag: `width` × `height` logical pixels,
/// drawn by `draw` into a buffer `scale` times as large, with the finger at (`hotspotX`,
/// `hotspotY`) from its top-left corner.
package struct DragIconImage {
    /// Width in logical pixels.
    package var width: Int
    /// Height in logical pixels.
    package var height: Int
    /// Buffer pixels per logical pixel.
    package var scale: Int
    /// The finger's place on the icon, logical pixels from its left edge.
    package var hotspotX: Int
    /// The finger's place on the icon, logical pixels from its top edge.
    package var hotspotY: Int
    /// Fills the buffer (transparent at first).
    package var draw: (PixelBuffer) -> Void

    /// An icon of `width` × `height` at `scale`, the finger at (`hotspotX`, `hotspotY`).
    package init(width: Int, height: Int, scale: Int, hotspotX: Int, hotspotY: Int, draw: @escaping (PixelBuffer) -> Void) {
        self.width = width
        self.height = height
        self.scale = scale
        self.hotspotX = hotspotX
        self.hotspotY = hotspotY
        self.draw = draw
    }
}

/// A drag handed to the compositor (`wl_data_device.start_drag`): its data source, which
/// writes the data to whichever app asks through the event loop, and its icon surface. It
/// lives until the owner lets it go: after `finished` or `cancelled`, or to give the drag up
/// (destroying the source ends the drag in the compositor).
package final class SharedDragSource {
    private let source: DataSource
    private let iconSurface: OpaquePointer?
    private let iconBuffer: ShmBuffer?

    fileprivate init(source: DataSource, iconSurface: OpaquePointer?, iconBuffer: ShmBuffer?) {
        self.source = source
        self.iconSurface = iconSurface
        self.iconBuffer = iconBuffer
    }

    deinit {
        source.onDragEvent = nil
        source.onCancelled = nil
        if let iconSurface { wl_surface_destroy(iconSurface) }
    }
}

extension WaylandClient {
    /// Hands a drag to the compositor: offers `data` (MIME type and the bytes, made when an app
    /// asks for them, best first) with
    /// `actions` to whichever app the user drops on, continuing the implicit grab of `grab`
    /// that began on `window`, with `icon` under the finger. `events` hears the compositor.
    /// Nil (with a log line) when it cannot start: no data device, or no serial for `grab`.
    /// The compositor may still ignore the request (a serial it no longer takes): then no
    /// event ever comes, which the caller must time out.
    package func startDrag(from window: Window, data: [(mimeType: String, bytes: () -> [UInt8])], actions: SharedDragActions, grab: DragGrab,
                          icon: DragIconImage?, events: @escaping (SharedDragSourceEvent) -> Void) -> SharedDragSource? {
        guard let manager = dataDeviceManager, let seat = dataSeat, let device = seat.dataDevice else {
            log("drag out: the compositor has no data device: the drag stays in the window")
            return nil
        }
        let serial: UInt32?
        switch grab {
        case .touch(let id): serial = seat.touch?.downSerial(of: id)
        case .pointer: serial = seat.buttonPressSerial
        }
        guard let serial else {
            log("drag out: no serial for the \(grab) that carries the drag: it stays in the window")
            return nil
        }
        let source = DataSource(manager: manager.proxy, representations: data, loop: loop, timeout: .seconds(5), log: log)
        wl_data_source_set_actions(source.proxy, actions.rawValue)
        source.onDragEvent = { event in
            switch event {
            case .target(let mimeType): events(.target(mimeType.map { String(cString: $0) }))
            case .action(let action): events(.action(SharedDragActions(rawValue: action)))
            case .dndDropPerformed: events(.dropPerformed)
            case .dndFinished: events(.finished)
            case .send, .cancelled: break
            }
        }
        source.onCancelled = { events(.cancelled) }
        var iconSurface: OpaquePointer?
        var iconBuffer: ShmBuffer?
        if let icon, icon.width > 0, icon.height > 0 {
            do {
                // A new memfd is all zeros: the icon starts transparent.
                let buffer = try ShmBuffer(display: display, shm: shm, width: icon.width * icon.scale, height: icon.height * icon.scale)
                icon.draw(buffer.pixelBuffer(scale: Double(icon.scale)))
                iconSurface = wl_compositor_create_surface(compositor)
                iconBuffer = buffer
            } catch {
                log("drag out: no icon: \(error)")
            }
        }
        wl_data_device_start_drag(device.proxy, source.proxy, window.surface, iconSurface, serial)
        if let iconSurface, let iconBuffer, let icon {
            // The icon's role is set by start_drag; its top-left goes where the attach's
            // offset puts it relative to the hotspot.
            wl_surface_set_buffer_scale(iconSurface, Int32(icon.scale))
            wl_surface_attach(iconSurface, iconBuffer.proxy, Int32(-icon.hotspotX), Int32(-icon.hotspotY))
            wl_surface_damage_buffer(iconSurface, 0, 0, Int32(iconBuffer.width), Int32(iconBuffer.height))
            wl_surface_commit(iconSurface)
        }
        log("drag out: handed to the compositor (\(grab), serial \(serial), \(data.map(\.mimeType).joined(separator: ", ")))")
        return SharedDragSource(source: source, iconSurface: iconSurface, iconBuffer: iconBuffer)
    }
}
