import Testing
@testable import TactileCore

/// Controls inside containers that scroll or drag: the control shows its press at once but
/// never keeps a scroll or a drag that was meant.
@MainActor @Suite struct ControlArbitrationTests {
    let h = GestureHarness()
    let animator = Animator(clock: { .zero })

    /// A 400×400 list at the root's origin with 1,000 px of content, scrolled by finger, holding `control`.
    private func list(holding control: Control) -> ScrollView {
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        list.contentSize = Size(width: 400, height: 1000)
        list.enableFlickScrolling(animator: animator)
        list.addSubview(control)
        h.root.addSubview(list)
        return list
    }

    /// A vertical drag that starts on a button scrolls the list: the button is pressed until the
    /// scroll takes the touch (the first 10 px step), then released without acting; a tap still acts.
    @Test func aButtonInAListLetsTheListScroll() {
        let button = Button(frame: Rect(x: 50, y: 100, width: 200, height: 60), title: "Row")
        var actions = 0
        button.action = { _ in actions += 1 }
        let list = list(holding: button)
        let frames = drag(1, from: (150, 130), to: (150, 90), steps: 4, at: 0)
        let trace = h.playRecording(frames) { "pressed \(button.isPressed) offset \(fmt(list.contentOffset.y))" }
        #expect(trace == ["0: pressed true offset 0", "10: pressed false offset 10", "20: pressed false offset 20",
                          "30: pressed false offset 30", "40: pressed false offset 40", "50: pressed false offset 40"])
        #expect(actions == 0)
        animator.stopAll()  // The list's glide after the lift: a touch now would catch it.
        h.play(tap(1, at: (150, 90), time: 1000))
        #expect(actions == 1)
    }

    /// A finger that lands on a button while the list still glides after a flick catches the
    /// list: the button never shows the press (it is released within the touch-down frame)
    /// and the lift does nothing.
    @Test func catchingAMovingListPressesNoButton() {
        let button = Button(frame: Rect(x: 50, y: 300, width: 200, height: 60), title: "Row")
        var actions = 0
        button.action = { _ in actions += 1 }
        let list = list(holding: button)
        h.play(drag(1, from: (150, 390), to: (150, 190), steps: 4, at: 0))
        #expect(animator.isAnimating(list, \ScrollView.alignedContentOffset))
        let trace = h.playRecording(tap(1, at: (150, 130), time: 100)) { "pressed \(button.isPressed)" }
        #expect(trace == ["100: pressed false", "150: pressed false"])
        #expect(actions == 0 && !animator.isAnimating(list, \ScrollView.alignedContentOffset))
    }

    /// A slider in a list: a vertical drag on its thumb scrolls the list and leaves the value;
    /// a horizontal drag moves the value and leaves the list.
    @Test func aSliderInAListTakesHorizontalDragsOnly() {
        let slider = Slider(frame: Rect(x: 24, y: 100, width: 224, height: 48), value: 0, in: 0...100)
        let list = list(holding: slider)
        h.play(drag(1, from: (36, 124), to: (36, 64), steps: 6, at: 0))
        #expect(slider.value == 0 && list.contentOffset.y == 60)
        animator.stopAll()  // The list's glide after the lift: a touch now would catch it.
        h.play(drag(1, from: (36, 64), to: (136, 64), steps: 5, at: 1000))
        #expect(slider.value == 50 && list.contentOffset.y == 60)
    }

    /// A button inside a drag source (a tile lifted at touch-down): a tap on the button acts
    /// and lifts nothing; a finger that moves from the button drags the tile, and the button
    /// lets go of its press as the drag begins.
    @Test func aButtonInADragSourceTapsOrLetsTheTileBeDragged() {
        let tile = View(frame: Rect(x: 100, y: 100, width: 300, height: 200))
        let button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 60), title: "Delete")
        var actions = 0
        button.action = { _ in actions += 1 }
        tile.addSubview(button)
        h.root.addSubview(tile)
        let manager = DragDropManager(rootView: h.root, animator: animator)
        manager.register(DragSource(view: tile))
        let tapTrace = h.playRecording(tap(1, at: (170, 150), time: 0)) { "pressed \(button.isPressed) drags \(manager.sessions.count)" }
        #expect(tapTrace == ["0: pressed true drags 0", "50: pressed false drags 0"])
        #expect(actions == 1)
        let dragTrace = h.playRecording(drag(1, from: (170, 150), to: (170, 210), steps: 6, at: 1000).dropLast()) {
            "pressed \(button.isPressed) drags \(manager.sessions.count) tile y \(fmt(tile.frame.minY))"
        }
        #expect(dragTrace == ["1000: pressed true drags 0 tile y 100", "1010: pressed false drags 1 tile y 100",
                              "1020: pressed false drags 1 tile y 110", "1030: pressed false drags 1 tile y 120",
                              "1040: pressed false drags 1 tile y 130", "1050: pressed false drags 1 tile y 140",
                              "1060: pressed false drags 1 tile y 150"])
        #expect(actions == 1)
    }

    /// A segmented control on a tile: a finger sliding along it drags the tile, and the segment
    /// it landed on lets go of its press in that frame (it came back pressed before: the move
    /// was reported after the drag had taken the touch).
    @Test func aSegmentedControlInADragSourceLetsGoWhenTheTileIsDragged() {
        let tile = View(frame: Rect(x: 100, y: 100, width: 400, height: 200))
        let control = SegmentedControl(frame: Rect(x: 20, y: 20, width: 300, height: 48), segments: ["a", "b", "c"])
        tile.addSubview(control)
        h.root.addSubview(tile)
        let manager = DragDropManager(rootView: h.root, animator: animator)
        manager.register(DragSource(view: tile))
        let frames: [ScriptFrame] = [(0, [.down(1, 300, 144)]), (16, [.move(1, 210, 144)])]
        let trace = h.playRecording(frames) { "pressed \(control.pressedIndex.map(String.init) ?? "-") drags \(manager.sessions.count)" }
        #expect(trace == ["0: pressed 1 drags 0", "16: pressed - drags 1"])
    }

    /// Touching the tile beside the button lifts it at touch-down, as before.
    @Test func theTileAroundTheButtonStillLiftsAtTouchDown() {
        let tile = View(frame: Rect(x: 100, y: 100, width: 300, height: 200))
        tile.addSubview(Button(frame: Rect(x: 20, y: 20, width: 100, height: 60), title: "Delete"))
        h.root.addSubview(tile)
        let manager = DragDropManager(rootView: h.root, animator: animator)
        manager.register(DragSource(view: tile))
        h.play([(0, [.down(1, 350, 250)])])
        #expect(manager.sessions.count == 1)
    }
}
