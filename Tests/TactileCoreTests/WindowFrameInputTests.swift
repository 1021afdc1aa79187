import Testing
@testable import TactileCore

@Suite struct WindowFrameInputTests {
    private let title = Point(x: 400, y: -22)
    private let close = Point(x: 776, y: -22)
    private let maximize = Point(x: 728, y: -22)
    private let minimize = Point(x: 680, y: -22)
    private let left = PointerButton.left, right = PointerButton.right

    private func input(_ state: WindowFrameState = WindowFrameState()) -> WindowFrameInput {
        WindowFrameInput(layout: WindowFrameLayout(contentSize: Size(width: 800, height: 600), state: state))
    }

    private func at(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test func titleDragMovesOncePastThePointerThreshold() {
        let frame = input()
        #expect(frame.pointerEnter(at: title) == [.cursor(.arrow)])
        #expect(frame.pointerButton(left, pressed: true, serial: 7, time: 100) == [])
        #expect(frame.pointerMotion(at: at(403, -22), time: 110) == [])
        #expect(frame.pointerMotion(at: at(404, -22), time: 120) == [])
        #expect(frame.pointerMotion(at: at(404.5, -22), time: 130) == [.move(serial: 7)])
        #expect(frame.pointerMotion(at: at(430, -22), time: 140) == [])
        #expect(frame.pointerButton(left, pressed: false, serial: 8, time: 150) == [])
    }

    @Test func doubleClickOnTheTitleTogglesMaximizedWithoutMoving() {
        let frame = input()
        _ = frame.pointerEnter(at: title)
        #expect(frame.pointerButton(left, pressed: true, serial: 1, time: 100) == [])
        #expect(frame.pointerButton(left, pressed: false, serial: 2, time: 180) == [])
        #expect(frame.pointerMotion(at: at(405, -19), time: 300) == [])
        #expect(frame.pointerButton(left, pressed: true, serial: 3, time: 500) == [.toggleMaximized])
        #expect(frame.pointerMotion(at: at(450, -19), time: 520) == [])
        #expect(frame.pointerButton(left, pressed: false, serial: 4, time: 540) == [])
        // A third press soon after starts over: it is a first press, and a drag from it moves.
        #expect(frame.pointerButton(left, pressed: true, serial: 5, time: 600) == [])
        #expect(frame.pointerMotion(at: at(460, -19), time: 620) == [.move(serial: 5)])
    }

    @Test func slowOrDistantSecondClicksAreFirstClicks() {
        let frame = input()
        _ = frame.pointerEnter(at: title)
        _ = frame.pointerButton(left, pressed: true, serial: 1, time: 1000)
        _ = frame.pointerButton(left, pressed: false, serial: 2, time: 1050)
        #expect(frame.pointerButton(left, pressed: true, serial: 3, time: 1401) == [])
        _ = frame.pointerButton(left, pressed: false, serial: 4, time: 1450)
        _ = frame.pointerMotion(at: at(409, -22), time: 1460)
        #expect(frame.pointerButton(left, pressed: true, serial: 5, time: 1500) == [])
        _ = frame.pointerButton(left, pressed: false, serial: 6, time: 1550)
        // A drag between two clicks breaks the pair.
        _ = frame.pointerButton(left, pressed: true, serial: 7, time: 2000)
        #expect(frame.pointerMotion(at: at(420, -22), time: 2010) == [.move(serial: 7)])
        _ = frame.pointerMotion(at: at(409, -22), time: 2020)
        #expect(frame.pointerButton(left, pressed: true, serial: 8, time: 2100) == [])
    }

    @Test func pressOnAnEdgeOrCornerResizesAtOnce() {
        let frame = input()
        #expect(frame.pointerEnter(at: at(-6, 300)) == [.cursor(.resize(.left))])
        #expect(frame.pointerButton(left, pressed: true, serial: 9, time: 0) == [.resize(.left, serial: 9)])
        #expect(frame.pointerButton(left, pressed: false, serial: 10, time: 50) == [])
        #expect(frame.pointerMotion(at: at(806, 610), time: 60) == [.cursor(.resize([.bottom, .right]))])
        #expect(frame.pointerButton(left, pressed: true, serial: 11, time: 70) == [.resize([.bottom, .right], serial: 11)])
        #expect(frame.pointerMotion(at: at(-20, 300), time: 80) == [.cursor(.arrow)])
        #expect(frame.pointerButton(left, pressed: true, serial: 12, time: 90) == [])
    }

    @Test func buttonActsWhenReleasedOverItself() {
        let frame = input()
        #expect(frame.pointerEnter(at: close) == [.redraw, .cursor(.arrow)])
        #expect(frame.hovered == .close)
        #expect(frame.pointerButton(left, pressed: true, serial: 1, time: 0) == [.redraw])
        #expect(frame.pressed == .close)
        #expect(frame.pointerButton(left, pressed: false, serial: 2, time: 80) == [.close, .redraw])
        #expect(frame.pressed == nil && frame.hovered == .close)
        _ = frame.pointerMotion(at: maximize, time: 100)
        _ = frame.pointerButton(left, pressed: true, serial: 3, time: 110)
        #expect(frame.pointerButton(left, pressed: false, serial: 4, time: 120) == [.toggleMaximized, .redraw])
        _ = frame.pointerMotion(at: minimize, time: 130)
        _ = frame.pointerButton(left, pressed: true, serial: 5, time: 140)
        #expect(frame.pointerButton(left, pressed: false, serial: 6, time: 150) == [.minimize, .redraw])
    }

    @Test func buttonMovedOffShowsUnpressedAndDoesNotAct() {
        let frame = input()
        _ = frame.pointerEnter(at: close)
        _ = frame.pointerButton(left, pressed: true, serial: 1, time: 0)
        // Off the button, over another: unpressed, and the other is not hovered while held.
        #expect(frame.pointerMotion(at: maximize, time: 10) == [.redraw])
        #expect(frame.pressed == nil && frame.hovered == nil)
        #expect(frame.pointerMotion(at: at(790, -22), time: 20) == [.redraw])
        #expect(frame.pressed == .close && frame.hovered == .close)
        #expect(frame.pointerMotion(at: at(780, -22), time: 25) == [])
        #expect(frame.pointerMotion(at: title, time: 30) == [.redraw])
        #expect(frame.pointerMotion(at: at(-6, 300), time: 35) == [])
        #expect(frame.pointerButton(left, pressed: false, serial: 2, time: 40) == [.cursor(.resize(.left))])
        // Released over another button: nothing but that button's hover.
        _ = frame.pointerMotion(at: close, time: 50)
        _ = frame.pointerButton(left, pressed: true, serial: 3, time: 60)
        _ = frame.pointerMotion(at: maximize, time: 70)
        #expect(frame.pointerButton(left, pressed: false, serial: 4, time: 80) == [.redraw])
        #expect(frame.hovered == .maximize && frame.pressed == nil)
    }

    @Test func rightClickOnTheTitleShowsTheWindowMenu() {
        let frame = input()
        _ = frame.pointerEnter(at: title)
        #expect(frame.pointerButton(right, pressed: true, serial: 3, time: 0) == [.showMenu(at: title, serial: 3)])
        #expect(frame.pointerButton(right, pressed: false, serial: 4, time: 50) == [])
        _ = frame.pointerMotion(at: close, time: 60)
        #expect(frame.pointerButton(right, pressed: true, serial: 5, time: 70) == [])
        _ = frame.pointerMotion(at: at(-6, 300), time: 80)
        #expect(frame.pointerButton(right, pressed: true, serial: 6, time: 90) == [])
        #expect(frame.pointerButton(PointerButton.middle, pressed: true, serial: 7, time: 100) == [])
    }

    @Test func hoverRedrawsAndCursorsOnlyOnChange() {
        let frame = input()
        #expect(frame.pointerEnter(at: title) == [.cursor(.arrow)])
        #expect(frame.pointerMotion(at: at(760, -22), time: 0) == [.redraw])
        #expect(frame.pointerMotion(at: at(770, -22), time: 1) == [])
        #expect(frame.pointerMotion(at: maximize, time: 2) == [.redraw])
        #expect(frame.hovered == .maximize)
        #expect(frame.pointerMotion(at: title, time: 3) == [.redraw])
        #expect(frame.pointerMotion(at: at(400, -30), time: 4) == [])
        #expect(frame.pointerMotion(at: at(-6, 300), time: 5) == [.cursor(.resize(.left))])
        #expect(frame.pointerMotion(at: at(-6, 200), time: 6) == [])
        #expect(frame.pointerMotion(at: at(-6, -40), time: 7) == [.cursor(.resize([.top, .left]))])
        #expect(frame.pointerMotion(at: at(-20, -60), time: 8) == [.cursor(.arrow)])
        #expect(frame.pointerLeave() == [])
        // Every enter sets the cursor again; a leave from a hovered button redraws.
        #expect(frame.pointerEnter(at: close) == [.redraw, .cursor(.arrow)])
        #expect(frame.pointerLeave() == [.redraw])
        #expect(frame.hovered == nil)
    }

    @Test func leaveDropsAHeldButton() {
        let frame = input()
        _ = frame.pointerEnter(at: close)
        _ = frame.pointerButton(left, pressed: true, serial: 1, time: 0)
        #expect(frame.pointerLeave() == [.redraw])
        #expect(frame.pressed == nil && frame.hovered == nil)
        #expect(frame.pointerButton(left, pressed: false, serial: 2, time: 10) == [])
        #expect(frame.pointerEnter(at: close) == [.redraw, .cursor(.arrow)])
        #expect(frame.pointerButton(left, pressed: false, serial: 3, time: 20) == [])
    }

    @Test func touchDragMovesPastTheTouchThreshold() {
        let frame = input()
        #expect(frame.touchDown(id: 1, at: title, serial: 20, time: 0) == [])
        #expect(frame.touchMotion(id: 1, at: at(406, -22), time: 10) == [])
        #expect(frame.touchMotion(id: 1, at: at(408, -22), time: 20) == [])
        #expect(frame.touchMotion(id: 1, at: at(409, -22), time: 30) == [.move(serial: 20)])
        #expect(frame.touchMotion(id: 1, at: at(450, -22), time: 40) == [])
        #expect(frame.touchUp(id: 1, time: 50) == [])
    }

    @Test func doubleTapOnTheTitleTogglesMaximized() {
        let frame = input()
        #expect(frame.touchDown(id: 1, at: title, serial: 1, time: 0) == [])
        #expect(frame.touchUp(id: 1, time: 80) == [])
        #expect(frame.touchDown(id: 2, at: at(404, -16), serial: 2, time: 300) == [.toggleMaximized])
        #expect(frame.touchMotion(id: 2, at: at(450, -16), time: 320) == [])
        #expect(frame.touchUp(id: 2, time: 340) == [])
    }

    @Test func touchOnAButtonAndOnAnEdge() {
        let frame = input()
        #expect(frame.touchDown(id: 1, at: close, serial: 1, time: 0) == [.redraw])
        #expect(frame.touchDown(id: 2, at: minimize, serial: 2, time: 5) == [])
        #expect(frame.touchUp(id: 2, time: 10) == [])
        #expect(frame.touchMotion(id: 1, at: title, time: 20) == [.redraw])
        #expect(frame.pressed == nil)
        #expect(frame.touchMotion(id: 1, at: close, time: 30) == [.redraw])
        #expect(frame.pressed == .close && frame.hovered == nil)
        #expect(frame.touchUp(id: 1, time: 40) == [.close, .redraw])
        #expect(frame.touchDown(id: 3, at: at(806, 300), serial: 3, time: 50) == [.resize(.right, serial: 3)])
        #expect(frame.touchUp(id: 3, time: 60) == [])
    }

    @Test func touchCancelDropsAHeldButton() {
        let frame = input()
        _ = frame.touchDown(id: 1, at: maximize, serial: 1, time: 0)
        #expect(frame.touchCancel() == [.redraw])
        #expect(frame.pressed == nil)
        #expect(frame.touchUp(id: 1, time: 10) == [])
        #expect(frame.touchCancel() == [])
    }

    @Test func pointerAndTouchDoNotMix() {
        let frame = input()
        _ = frame.pointerEnter(at: close)
        _ = frame.pointerButton(left, pressed: true, serial: 1, time: 0)
        #expect(frame.touchDown(id: 1, at: minimize, serial: 2, time: 5) == [])
        #expect(frame.touchCancel() == [])
        #expect(frame.pressed == .close)
        _ = frame.pointerButton(left, pressed: false, serial: 3, time: 10)
        _ = frame.touchDown(id: 1, at: minimize, serial: 4, time: 20)
        #expect(frame.pointerButton(left, pressed: true, serial: 5, time: 25) == [])
        #expect(frame.pointerButton(left, pressed: false, serial: 6, time: 30) == [])
        #expect(frame.pointerLeave() == [.redraw])
        #expect(frame.pressed == .minimize)
        #expect(frame.touchUp(id: 1, time: 40) == [.minimize, .redraw])
    }

    @Test func impossibleSequencesDoNothing() {
        let frame = input()
        #expect(frame.pointerMotion(at: title, time: 0) == [])
        #expect(frame.pointerButton(left, pressed: true, serial: 1, time: 0) == [])
        #expect(frame.pointerButton(left, pressed: false, serial: 2, time: 0) == [])
        #expect(frame.pointerLeave() == [])
        #expect(frame.touchMotion(id: 5, at: title, time: 0) == [])
        #expect(frame.touchUp(id: 5, time: 0) == [])
        #expect(frame.touchCancel() == [])
        _ = frame.pointerEnter(at: title)
        #expect(frame.pointerButton(left, pressed: false, serial: 3, time: 10) == [])
        _ = frame.touchDown(id: 1, at: title, serial: 4, time: 20)
        #expect(frame.touchUp(id: 2, time: 30) == [])
        #expect(frame.touchMotion(id: 2, at: at(500, -22), time: 40) == [])
        #expect(frame.pressed == nil && frame.hovered == nil)
    }

    @Test func aNewLayoutMovesTheButtons() {
        let frame = input()
        frame.layout = WindowFrameLayout(contentSize: Size(width: 400, height: 300), state: WindowFrameState(isMaximized: true))
        #expect(frame.pointerEnter(at: at(376, -22)) == [.redraw, .cursor(.arrow)])
        #expect(frame.hovered == .close)
        #expect(frame.pointerMotion(at: at(-6, 100), time: 0) == [.redraw])
    }
}
