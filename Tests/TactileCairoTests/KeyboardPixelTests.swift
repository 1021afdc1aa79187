import Testing
import TactileCairo
import TactileCore

/// The on-screen keyboard on a real Cairo image surface: a 600×500 white window, the keyboard
/// at rest along its bottom (228 px high from y 272; top-row keys 53.4×48 from y 278, one
/// every 59.4 px from x 6). Every frame drawn from damage alone equals a full repaint.
@Suite struct KeyboardPixelTests {
    private let root = rootView(width: 600, height: 500)
    private let clock = ManualClock()
    private let dispatcher: InputDispatcher
    private let keyboard: OnScreenKeyboard
    private let renderer = SceneRenderer()
    private let canvas = Canvas(width: 600, height: 500)

    private let white = "#ffffffff", pressed = "#ff6f7885", key = "#ff4a515c", active = "#ff2f80ed"
    private let special = "#ff353b45"

    init() {
        dispatcher = InputDispatcher(rootView: root, clock: clock)
        dispatcher.surfaceSize = Size(width: 600, height: 500)
        let clock = clock
        keyboard = OnScreenKeyboard(dispatcher: dispatcher, animator: Animator(clock: { clock.now }))
        root.addSubview(keyboard)
        keyboard.show()
        keyboard.layoutInSuperview()  // at rest at once
        renderer.render(root, into: canvas.target, bufferAge: 0)
    }

    private func touch(_ phase: TouchPhase, at point: Point, time milliseconds: Double) {
        let time = MonotonicTime(sinceOrigin: .milliseconds(milliseconds))
        clock.advance(by: time - clock.now)
        dispatcher.process(TouchFrame(time: time, touches: [Touch(id: 1, phase: phase, location: point, time: time)]))
    }

    /// Draws what changed into the same buffer and checks it against a full repaint.
    private func redraw() {
        renderer.render(root, into: canvas.target, bufferAge: 1)
        #expect(canvas.hasSamePixels(as: renderFully(root)))
    }

    /// Whether a pixel of the rectangle is (nearly) white: a label's glyph is drawn there.
    private func hasGlyph(inX xs: ClosedRange<Int>, y ys: ClosedRange<Int>) -> Bool {
        ys.contains { y in xs.contains { x in canvas.hex(x, y).hasPrefix("#ffe") || canvas.hex(x, y).hasPrefix("#fff") } }
    }

    /// Pressing t shows it pressed and, above it, an enlarged preview (80.1×60 from
    /// x 230.25, y 214, reaching above the keyboard) with its letter; the lift takes both away.
    @Test func aPressedKeyShowsItsEnlargedPreview() {
        #expect(canvas.hex(236, 240) == white)
        #expect(canvas.hex(247, 300) == key)
        touch(.began, at: Point(x: 270, y: 300), time: 1000)
        redraw()
        #expect(canvas.hex(236, 240) == pressed)           // the preview's body
        #expect(canvas.hex(250, 273) == pressed)           // its foot, over the keyboard's top edge
        #expect(hasGlyph(inX: 255...285, y: 225...265))    // its letter
        #expect(canvas.hex(247, 300) == pressed)           // the key itself
        #expect(canvas.hex(188, 300) == key)               // r, untouched
        touch(.ended, at: Point(x: 270, y: 300), time: 1040)
        redraw()
        #expect(canvas.hex(236, 240) == white)
        #expect(canvas.hex(247, 300) == key)
    }

    /// A long press on e opens its accents in a row above it, the first (é, over the key)
    /// highlighted; sliding right highlights the next.
    @Test func aLongPressShowsTheAccentPopup() {
        touch(.began, at: Point(x: 151, y: 300), time: 1000)
        clock.advance(by: .milliseconds(500))
        redraw()
        #expect(keyboard.model.accentPopup?.variants.count == 7)
        #expect(canvas.hex(128, 246) == active)            // é's cell, chosen
        #expect(canvas.hex(188, 246) == key)               // è's cell
        #expect(canvas.hex(122, 246) == special)           // the pop-up's backdrop
        #expect(canvas.hex(115, 240) == white)             // no preview any more
        #expect(hasGlyph(inX: 140...165, y: 230...262))    // é drawn in its cell
        touch(.moved, at: Point(x: 211, y: 246), time: 1600)
        redraw()
        #expect(canvas.hex(128, 246) == key)
        #expect(canvas.hex(188, 246) == active)
        touch(.ended, at: Point(x: 211, y: 246), time: 1650)
        redraw()
        #expect(canvas.hex(128, 246) == white && canvas.hex(122, 246) == white)
    }

    /// Shift turned on and off again and again: the labels change case, repainted from the
    /// pictures the renderer keeps of them from the second time on, with the pixels of the text.
    @Test func labelsRepaintedAtEachShiftAreTheTextsPixels() {
        let shift = Point(x: 20, y: 400)
        for round in 0..<4 {
            let time = 1000 + Double(round) * 1000  // apart: not a double tap (caps lock)
            touch(.began, at: shift, time: time)
            touch(.ended, at: shift, time: time + 40)
            redraw()
            #expect(keyboard.shiftState == (round % 2 == 0 ? .once : .off))
        }
        #expect(hasGlyph(inX: 20...40, y: 288...318))  // q, lower case again
    }

    /// Shift's state shows on its key: highlighted while on.
    @Test func shiftShowsItsState() {
        let shift = Point(x: 20, y: 400)                   // third row, left end
        #expect(canvas.hex(Int(shift.x), Int(shift.y)) == special)
        touch(.began, at: shift, time: 1000)
        touch(.ended, at: shift, time: 1040)
        redraw()
        #expect(keyboard.shiftState == .once)
        #expect(canvas.hex(Int(shift.x), Int(shift.y)) == active)
    }
}
