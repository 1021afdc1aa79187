import TactileCairo
import TactileCore
import TactileWayland

/// The window's way to other apps for drags leaving it (see `SharedDragCarrier`): starts the
/// compositor's drag with the carried item drawn as its icon, reports the compositor's events
/// to the hand-off, and writes a line to the log at each step.
final class WindowSharedDrags: SharedDragCarrier {
    private let client: WaylandClient
    private let window: Window
    /// The scene, whose host owns this object: the reference needs no check.
    private unowned let scene: SceneHost
    private let log: (String) -> Void
    /// The compositor's drags in progress, by hand-off.
    private var drags: [ObjectIdentifier: SharedDragSource] = [:]

    init(client: WaylandClient, window: Window, scene: SceneHost, log: @escaping (String) -> Void) {
        self.client = client
        self.window = window
        self.scene = scene
        self.log = log
    }

    func startSharedDrag(_ handOff: SharedDragHandOff) -> Bool {
        let grab: DragGrab
        switch handOff.input {
        case .finger(let id): grab = .touch(id: Int32(truncatingIfNeeded: id))
        case .pointer: grab = .pointer
        }
        let key = ObjectIdentifier(handOff)
        let name = Self.name(of: handOff)
        guard let drag = client.startDrag(from: window, data: Self.representations(of: handOff, scale: window.scale),
                                          actions: SharedDragActions(rawValue: handOff.actions.rawValue), grab: grab,
                                          icon: Self.icon(of: handOff, scale: window.scale),
                                          events: { [weak self, weak handOff] event in
            guard let self, let handOff else { return }
            handle(event, of: handOff, named: name, key: key)
        }) else { return false }
        drags[key] = drag
        log("drag out: \(name) left the window, offered as \(handOff.data.map(\.mimeType).joined(separator: ", "))")
        return true
    }

    func cancelSharedDrag(_ handOff: SharedDragHandOff, reason: SharedDragReturn) {
        let name = Self.name(of: handOff)
        switch reason {
        case .timedOut(let timeout):
            log("drag out: \(name): no app took the drag within \(timeout) (the compositor does not deliver it): it goes home")
        default:
            log("drag out: \(name): given up (\(reason)): it goes home")
        }
        drags[ObjectIdentifier(handOff)] = nil  // Destroying the source ends the compositor's drag.
        scene.noteActivity()
    }

    private func handle(_ event: SharedDragSourceEvent, of handOff: SharedDragHandOff, named name: String, key: ObjectIdentifier) {
        switch event {
        case .target(let mimeType):
            log("drag out: \(name): the app under it accepts \(mimeType ?? "nothing")")
            handOff.targetAccepts(mimeType)
        case .action(let action):
            log("drag out: \(name): action \(Self.describe(action))")
            handOff.actionChosen(SharedDragActions(rawValue: action.rawValue))
        case .dropPerformed:
            log("drag out: \(name) dropped on another app")
            handOff.dropWasPerformed()
        case .finished where handOff.landedInWindow, .cancelled where handOff.landedInWindow:
            drags[key] = nil
            log("drag out: \(name) is over: it came back and landed in the window")
        case .finished:
            drags[key] = nil
            log("drag out: \(name) taken by another app (\(handOff.action.contains(.move) ? "move" : "copy"))")
            handOff.finished()
        case .cancelled:
            drags[key] = nil
            log("drag out: \(name) came back: \(handOff.targetSeen ? "no app took the drop" : "no app ever saw the drag")")
            handOff.cancelled()
        }
        scene.noteActivity()
    }

    /// The compositor's choice of action, for the log.
    private static func describe(_ action: SharedDragActions) -> String {
        action.contains(.move) ? "move" : action.contains(.copy) ? "copy" : "none"
    }

    /// What the log calls the carried item: its source view's identifier.
    private static func name(of handOff: SharedDragHandOff) -> String { handOff.session.sourceView.identifier ?? "item" }

    /// The offer's data, each as bytes made when an app asks, and the item's picture as
    /// `image/png` after them when the offer has it (drawn and encoded only then).
    static func representations(of handOff: SharedDragHandOff, scale: Double) -> [(mimeType: String, bytes: () -> [UInt8])] {
        var representations: [(mimeType: String, bytes: () -> [UInt8])] = handOff.data.map { data in (data.mimeType, { data.bytes }) }
        if handOff.addsPicture {
            let item = handOff.icon, scale = iconScale(scale)
            representations.append((SharedDragContent.imageType, { picture(of: item, scale: scale) }))
        }
        return representations
    }

    /// The carried item as a PNG at its size times `scale` (empty for an item of no size).
    static func picture(of item: View, scale: Int) -> [UInt8] {
        guard let (width, height) = pixelSize(of: item) else { return [] }
        let image = PixelImage(width: width * scale, height: height * scale, scale: Double(scale))
        draw(item, width: width, height: height, into: image.renderTarget)
        return image.pngData()
    }

    /// The carried item drawn at its size (without the lift's scale) at the window's scale
    /// rounded up, the finger where it holds the item.
    private static func icon(of handOff: SharedDragHandOff, scale: Double) -> DragIconImage? {
        let item = handOff.icon
        guard let (width, height) = pixelSize(of: item) else { return nil }
        return DragIconImage(width: width, height: height, scale: iconScale(scale),
                             hotspotX: Int(handOff.hotspot.x.rounded()), hotspotY: Int(handOff.hotspot.y.rounded())) { buffer in
            draw(item, width: width, height: height, into: buffer)
        }
    }

    /// The window's scale rounded up to whole buffer pixels per logical pixel (at least 1).
    private static func iconScale(_ scale: Double) -> Int { max(1, Int(scale.rounded(.up))) }

    /// The item's size in whole logical pixels; nil when it has none.
    private static func pixelSize(of item: View) -> (Int, Int)? {
        let width = Int(item.bounds.width.rounded(.up)), height = Int(item.bounds.height.rounded(.up))
        return width > 0 && height > 0 ? (width, height) : nil
    }

    /// Draws a snapshot of `item` filling `width` × `height` logical pixels of `buffer`.
    private static func draw(_ item: View, width: Int, height: Int, into buffer: PixelBuffer) {
        let root = View(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let snapshot = SnapshotView(of: item)
        snapshot.frame = root.bounds
        root.addSubview(snapshot)
        _ = SceneRenderer().render(root, into: buffer, bufferAge: 0)
    }
}
