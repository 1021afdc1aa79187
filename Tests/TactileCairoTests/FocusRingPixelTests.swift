import Testing
import TactileCairo
import TactileCore

/// The keyboard's focus ring on a real Cairo image surface: a 200×80 white window with two
/// 40×40 draggable tiles, A (red) at x 20…60 and B (blue, rounded) at x 120…160, y 20…60.
@Suite struct FocusRingPixelTests {
    private let root = rootView(width: 200, height: 80)
    private let a = box(Rect(x: 20, y: 20, width: 40, height: 40), red)
    private let b = box(Rect(x: 120, y: 20, width: 40, height: 40), blue)
    private let keyboard: KeyboardDragController
    private let dispatcher: InputDispatcher

    init() {
        b.cornerRadius = 8
        root.addSubview(a)
        root.addSubview(b)
        let manager = DragDropManager(rootView: root, animator: Animator(clock: { .zero }))
        manager.register(DragSource(view: a))
        manager.register(DragSource(view: b))
        keyboard = KeyboardDragController(manager: manager)
        dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
        keyboard.attach(to: dispatcher)
    }

    private func tab() {
        keyboard.handle(KeyEvent(time: .zero, keysym: Keysym.tab, pressed: true))
        keyboard.handle(KeyEvent(time: .zero, keysym: Keysym.tab, pressed: false))
    }

    /// Across the left edge of A at mid-height (y 40): the tile's edge, the 2 px gap, the
    /// 3 px ring (default orange, x 15…18) and the window behind.
    private func acrossTheLeftEdgeOfA(_ canvas: Canvas) -> [String] {
        [14, 15, 17, 18, 19, 20].map { canvas.hex($0, 40) }
    }

    /// Across B's top edge at mid-width (x 140): ring at y 15…18.
    private func acrossTheTopEdgeOfB(_ canvas: Canvas) -> [String] {
        [14, 15, 17, 18, 20].map { canvas.hex(140, $0) }
    }

    private let white = "#ffffffff", orange = "#ffff8c00", redPixel = "#ffff0000", bluePixel = "#ff0000ff"

    /// The ring appears around the focused tile and leaves it when the focus moves on; the
    /// frames repainted from damage alone are identical to full repaints.
    @Test func theRingIsDrawnAroundTheFocusedViewAndGoesWithTheFocus() {
        let renderer = SceneRenderer(tileSize: 16)
        let shown = Canvas(width: 200, height: 80)
        renderer.render(root, into: shown.target, bufferAge: 0)
        #expect(acrossTheLeftEdgeOfA(shown) == [white, white, white, white, white, redPixel])

        tab()
        renderer.render(root, into: shown.target, bufferAge: 1)
        #expect(keyboard.focusedView === a)
        #expect(acrossTheLeftEdgeOfA(shown) == [white, orange, orange, white, white, redPixel])
        #expect(acrossTheTopEdgeOfB(shown) == [white, white, white, white, bluePixel])
        #expect(shown.hasSamePixels(as: renderFully(root)))

        tab()
        renderer.render(root, into: shown.target, bufferAge: 1)
        #expect(keyboard.focusedView === b)
        #expect(acrossTheLeftEdgeOfA(shown) == [white, white, white, white, white, redPixel])
        #expect(acrossTheTopEdgeOfB(shown) == [white, orange, orange, white, bluePixel])
        #expect(shown.hasSamePixels(as: renderFully(root)))
    }

    /// The ring is part of the view's painting: it moves with the view, and the damage of the
    /// move covers it (the damage-only frame equals a full repaint).
    @Test func theRingMovesWithItsView() {
        let renderer = SceneRenderer(tileSize: 16)
        let shown = Canvas(width: 200, height: 80)
        tab()
        renderer.render(root, into: shown.target, bufferAge: 0)
        a.center = Point(x: 80, y: 40)
        renderer.render(root, into: shown.target, bufferAge: 1)
        #expect(acrossTheLeftEdgeOfA(shown) == [white, white, white, white, white, white])
        #expect([54, 55, 57, 58, 59, 60].map { shown.hex($0, 40) } == [white, orange, orange, white, white, redPixel])
        #expect(shown.hasSamePixels(as: renderFully(root)))
    }

    /// A finger on the window hides the ring (the damage-only frame equals a full repaint of
    /// the scene without it) and the next Tab draws it again around the same tile.
    @Test func aTouchHidesTheRingAndTheNextKeyDrawsItAgain() {
        let renderer = SceneRenderer(tileSize: 16)
        let shown = Canvas(width: 200, height: 80)
        renderer.render(root, into: shown.target, bufferAge: 0)
        let withoutRing = renderFully(root)
        dispatcher.handleKey(KeyEvent(time: .zero, keysym: Keysym.tab, pressed: true))
        dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(10)), keysym: Keysym.tab, pressed: false))
        renderer.render(root, into: shown.target, bufferAge: 1)
        #expect(acrossTheLeftEdgeOfA(shown) == [white, orange, orange, white, white, redPixel])

        for event in [TouchEvent.down(time: 20, id: 0, location: Point(x: 100, y: 70)), .frame] { dispatcher.handleTouch(event) }
        renderer.render(root, into: shown.target, bufferAge: 1)
        #expect(acrossTheLeftEdgeOfA(shown) == [white, white, white, white, white, redPixel])
        #expect(shown.hasSamePixels(as: withoutRing))

        for event in [TouchEvent.up(time: 30, id: 0), .frame] { dispatcher.handleTouch(event) }
        dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(40)), keysym: Keysym.tab, pressed: true))
        dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(50)), keysym: Keysym.tab, pressed: false))
        renderer.render(root, into: shown.target, bufferAge: 1)
        #expect(keyboard.focusedView === a)
        #expect(acrossTheLeftEdgeOfA(shown) == [white, orange, orange, white, white, redPixel])
        #expect(shown.hasSamePixels(as: renderFully(root)))
    }
}
