import CWaylandClient
import TactileCore

/// The frame Tactile draws around its window where the compositor draws none (mutter,
/// weston's desktop shell, or one that answered xdg-decoration with client-side): a title bar
/// with the title and the minimise, maximise and close buttons, a shadow whose inner margin
/// takes resize drags, and a border, in four strips (`FrameSurface`) around the window's
/// surface. The content's surface and coordinates stay as they are: the frame lies outside
/// them, so an app's views, gestures and layers never learn it is there.
///
/// Painting the frame is the delegate's (`WindowDelegate.windowPaintFrame`, in the app's
/// theme); what input on it does is `WindowFrameInput`'s, carried out by the window.
final class ClientFrame {
    /// The strips, in `WindowFramePart.allCases` order.
    private let surfaces: [FrameSurface]
    /// What the pointer and fingers on the frame do.
    let input: WindowFrameInput
    /// The frame's layout for the current content size and states.
    private(set) var layout: WindowFrameLayout
    /// The window's title, shown in the title bar.
    var title: String {
        didSet { if title != oldValue { setTitleBarNeedsPaint() } }
    }
    /// The strips to paint again at the next frame: all of them for a new layout, scale or
    /// look; the top one alone for what only the title bar shows (the title, a button's hover or
    /// press), so that a hover repaints 1328×68 pixels of a 1280×800 window, not its whole frame.
    private var stripsToPaint = Set(WindowFramePart.allCases)
    /// The frame is to be painted again at the next frame.
    var needsPaint: Bool { !stripsToPaint.isEmpty }
    /// True while the frame's strips show (a fullscreen or server-side decorated window hides them).
    private(set) var isShown = false
    /// The strips the last `paint` painted, for the window's commit trace.
    private(set) var lastPainted: [WindowFramePart] = []

    init(parent: OpaquePointer, compositor: OpaquePointer, subcompositor: OpaquePointer, viewporter: OpaquePointer?,
         display: Display, shm: OpaquePointer, layout: WindowFrameLayout, title: String) {
        surfaces = WindowFramePart.allCases.map { _ in
            FrameSurface(parent: parent, compositor: compositor, subcompositor: subcompositor, viewporter: viewporter,
                         display: display, shm: shm)
        }
        self.layout = layout
        self.title = title
        input = WindowFrameInput(layout: layout)
    }

    /// Takes a new layout (a new content size or states): painted at the next frame if it changed.
    func update(layout: WindowFrameLayout) {
        guard layout != self.layout || !isShown else { return }
        self.layout = layout
        input.layout = layout
        setNeedsPaint()
    }

    /// Marks the whole frame to be painted again (a new scale, or the app's theme).
    func setNeedsPaint() { stripsToPaint = Set(WindowFramePart.allCases) }

    /// Marks the title bar to be painted again (the title or a button's look changed): it lies
    /// in the top strip, with the buttons.
    func setTitleBarNeedsPaint() { stripsToPaint.insert(.top) }

    /// Where `surface`'s origin lies in frame coordinates when it is one of the strips: its
    /// surface-local positions plus this are the frame input's.
    func origin(of surface: OpaquePointer?) -> Point? {
        guard isShown, let index = surfaces.firstIndex(where: { $0.surface == surface }) else { return nil }
        return layout.rect(of: WindowFramePart.allCases[index])?.origin
    }

    /// Paints the strips that need it at `scale` with `paint` (the part, and the buffer holding
    /// exactly its rectangle) for the window's next commit; the others keep what they show. A
    /// strip whose buffers the compositor all holds is left as it was, and painted at the next
    /// frame; throws when shared memory fails.
    func paint(scale: Double, with paint: (WindowFramePart, PixelBuffer) -> Void) throws {
        lastPainted.removeAll(keepingCapacity: true)
        for (part, surface) in zip(WindowFramePart.allCases, surfaces) where stripsToPaint.contains(part) {
            if let rect = layout.rect(of: part) {
                let shown = try surface.show(rect: rect, input: layout.inputRect(of: part), scale: scale) { paint(part, $0) }
                guard shown else { continue }  // Painted at the next frame.
                lastPainted.append(part)
            } else {
                surface.hide()
            }
            stripsToPaint.remove(part)
        }
        isShown = true
    }

    /// Hides every strip from the window's next commit on (fullscreen, or the compositor now
    /// draws the frame); false when nothing was shown.
    func hide() -> Bool {
        guard isShown else { return false }
        for surface in surfaces { surface.hide() }
        lastPainted.removeAll()
        isShown = false
        setNeedsPaint()
        return true
    }

    /// Gives back the buffers the compositor does not hold.
    func releaseSpareBuffers() {
        for surface in surfaces { surface.releaseSpareBuffers() }
    }
}
