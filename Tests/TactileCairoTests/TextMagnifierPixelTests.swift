import Testing
import TactileCairo
@testable import TactileCore

/// The magnifier above a finger moving the caret in a focused field, drawn by the real
/// renderer: enlarged text around the caret above the finger while it drags, gone at the lift,
/// and every frame drawn with its damage only has the pixels of a full repaint.
@Suite struct TextMagnifierPixelTests {
    let style = TextStyle(font: Font(family: "DejaVu Sans", size: 20))
    let pixels = TextFieldPixelTests()

    /// A 300×40 field at (10, 110) in a 320×160 window, focused, drawn once.
    struct Scene {
        let root = rootView(width: 320, height: 160)
        let field: TextField
        let dispatcher: InputDispatcher
        let clock = ManualClock()
        let canvas = Canvas(width: 320, height: 160)
        let renderer = SceneRenderer()

        init(style: TextStyle) {
            field = TextField(frame: Rect(x: 10, y: 110, width: 300, height: 40), text: "magnify me", style: style)
            root.addSubview(field)
            dispatcher = InputDispatcher(rootView: root, clock: clock)
            renderer.render(root, into: canvas.target, bufferAge: 0)
        }

        /// One touch event of finger 1 and its frame, `time` ms in.
        func touch(_ event: TouchEvent) {
            dispatcher.handleTouch(event)
            dispatcher.handleTouch(.frame)
            dispatcher.endOfDispatchBatch()
        }
    }

    @Test func aFingerMovingTheCaretShowsTheTextEnlargedAboveIt() {
        let s = Scene(style: style)
        s.touch(.down(time: 0, id: 1, location: Point(x: 40, y: 130)))
        #expect(s.field.isFocused && s.field.magnifier == nil, "a tap alone shows no magnifier")
        _ = drawPendingDamage(of: s.root, renderer: s.renderer, into: s.canvas)
        s.touch(.motion(time: 50, id: 1, location: Point(x: 60, y: 131)))
        s.touch(.motion(time: 70, id: 1, location: Point(x: 80, y: 131)))
        let magnifier = try! #require(s.field.magnifier)
        // Above the finger, centred on it, its bottom 36 px above it.
        #expect(magnifier.frame.midX == 80 && magnifier.frame.maxY == 131 - 36)
        let damage = drawPendingDamage(of: s.root, renderer: s.renderer, into: s.canvas)
        #expect(damage.bounds.maxY <= 150 && damage.bounds.minY >= magnifier.frame.minY - 12)
        // Ink in the magnifier: the text at 1.5 times its height (glyphs taller than the field's 24 px line).
        let shown = s.canvas
        var inkRows = 0
        for y in Int(magnifier.frame.minY)..<Int(magnifier.frame.maxY)
        where pixels.count(shown, in: Rect(x: magnifier.frame.minX, y: Double(y), width: magnifier.frame.width, height: 1), pixels.isInk) > 0 {
            inkRows += 1
        }
        #expect(inkRows > 20, "\(inkRows) rows of enlarged text")
        // The caret in the middle of the magnifier, 1.5 × 2 px wide.
        #expect(pixels.count(shown, in: Rect(x: magnifier.frame.midX - 3, y: magnifier.frame.midY - 10, width: 6, height: 20),
                             pixels.isColor(s.field.caretColor)) >= 40)
        s.touch(.up(time: 120, id: 1))
        #expect(s.field.magnifier == nil && magnifier.superview == nil)
        _ = drawPendingDamage(of: s.root, renderer: s.renderer, into: s.canvas)
        #expect(pixels.count(s.canvas, in: Rect(x: 0, y: 0, width: 320, height: 100), pixels.isInk) == 0)
    }

    /// A field taken out of the window mid-drag and let go takes its magnifier with it: the
    /// window draws on without either.
    @Test func aFieldLetGoMidDragTakesItsMagnifierAlong() {
        let root = rootView(width: 320, height: 160)
        var field: TextField? = TextField(frame: Rect(x: 10, y: 110, width: 300, height: 40), text: "gone soon", style: style)
        root.addSubview(field!)
        let dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
        for event: TouchEvent in [.down(time: 0, id: 1, location: Point(x: 40, y: 130)), .motion(time: 50, id: 1, location: Point(x: 80, y: 130))] {
            dispatcher.handleTouch(event)
            dispatcher.handleTouch(.frame)
            dispatcher.endOfDispatchBatch()
        }
        weak let magnifier = field?.magnifier
        #expect(magnifier?.superview === root)
        field?.removeFromSuperview()
        dispatcher.cancelAllTouches()
        dispatcher.textInput.resignIfOutsideWindow()
        field = nil
        #expect(magnifier == nil && root.subviews.isEmpty)
        #expect(pixels.count(renderFully(root), in: Rect(x: 0, y: 0, width: 320, height: 160), pixels.isInk) == 0)
    }

    /// A double tap selects a word; the finger then dragging extends the selection by words
    /// under the magnifier, which follows the selection's moving end (the caret) and shows
    /// the selection enlarged; the lift takes it away.
    @Test func aFingerExtendingASelectionShowsTheMagnifierAtItsMovingEnd() {
        let s = Scene(style: style)
        s.touch(.down(time: 0, id: 1, location: Point(x: 40, y: 130)))
        s.touch(.up(time: 40, id: 1))
        s.touch(.down(time: 150, id: 1, location: Point(x: 40, y: 130)))
        #expect(s.field.editor.selection == 0..<7 && s.field.magnifier == nil, "\"magnify\" selected, no magnifier yet")
        _ = drawPendingDamage(of: s.root, renderer: s.renderer, into: s.canvas)
        s.touch(.motion(time: 200, id: 1, location: Point(x: 150, y: 131)))
        #expect(s.field.editor.selection == 0..<10 && s.field.editor.caret == 10, "extended by the word \"me\"")
        let magnifier = try! #require(s.field.magnifier)
        #expect(magnifier.frame.midX == 150 && magnifier.frame.maxY == 131 - 36)
        #expect(s.field.caretCentre.x > 100, "centred on the selection's moving end")
        _ = drawPendingDamage(of: s.root, renderer: s.renderer, into: s.canvas)
        // The selection's colour, enlarged, left of the magnifier's middle (the text before
        // the caret is selected), none right of it (past the end of the text).
        let half = magnifier.frame.width / 2
        let left = Rect(x: magnifier.frame.minX + 4, y: magnifier.frame.minY + 4, width: half - 8, height: magnifier.frame.height - 8)
        #expect(pixels.count(s.canvas, in: left, pixels.isColor(s.field.selectionColor)) > 200)
        #expect(pixels.count(s.canvas, in: left.offsetBy(dx: half + 4, dy: 0), pixels.isColor(s.field.selectionColor)) == 0)
        s.touch(.up(time: 260, id: 1))
        #expect(s.field.magnifier == nil && magnifier.superview == nil)
        #expect(s.field.editor.selection == 0..<10)
        _ = drawPendingDamage(of: s.root, renderer: s.renderer, into: s.canvas)
    }

    /// The mouse dragging selects without a magnifier: the pointer hides nothing.
    @Test func theMouseShowsNoMagnifier() {
        let s = Scene(style: style)
        s.dispatcher.handlePointer(.enter(location: Point(x: 40, y: 130)))
        s.dispatcher.handlePointer(.button(time: 0, button: PointerButton.left, pressed: true))
        s.dispatcher.handlePointer(.frame)
        s.dispatcher.handlePointer(.motion(time: 50, location: Point(x: 90, y: 130)))
        s.dispatcher.handlePointer(.frame)
        #expect(s.field.isFocused && s.field.editor.hasSelection && s.field.magnifier == nil)
    }
}
