import PropertyBased
import Testing
@testable import TactileCore

/// Random streams of fingers (several at once, cancels, Escape, the passing of time) over
/// controls inside a scrolled list and inside a drag source never leave a control pressed
/// or a recognizer engaged once every finger has lifted, keep every value in its range, and
/// never act more often than fingers lifted.
@MainActor @Suite struct ControlPropertyTests {
    /// A list (0…400 × 0…300, 1,000 px of content) holding a button and a slider; a tile
    /// lifted at touch-down (420…780 × 0…300) holding a button, a toggle and a segmented control.
    private final class Scene {
        let h = GestureHarness()
        let animator = Animator(clock: { .zero })
        let listButton = Button(frame: Rect(x: 20, y: 20, width: 200, height: 60), title: "Row")
        let slider = Slider(frame: Rect(x: 20, y: 120, width: 300, height: 48), value: 5, in: 0...10, step: 1)
        let tileButton = Button(frame: Rect(x: 20, y: 20, width: 120, height: 60), title: "Open")
        let toggle = Toggle(frame: Rect(x: 20, y: 120, width: 52, height: 48))
        let segments = SegmentedControl(frame: Rect(x: 20, y: 200, width: 300, height: 48), segments: ["a", "b", "c"])
        var actions = 0
        let manager: DragDropManager

        init() {
            let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            list.contentSize = Size(width: 400, height: 1000)
            list.enableFlickScrolling(animator: animator)
            list.addSubview(listButton)
            list.addSubview(slider)
            let tile = View(frame: Rect(x: 420, y: 0, width: 360, height: 300))
            for control in [tileButton, toggle, segments] as [Control] { tile.addSubview(control) }
            h.root.addSubview(list)
            h.root.addSubview(tile)
            manager = DragDropManager(rootView: h.root, animator: animator)
            manager.register(DragSource(view: tile))
            for button in [listButton, tileButton] { button.action = { [unowned self] _ in actions += 1 } }
        }

        var controls: [Control] { [listButton, slider, tileButton, toggle, segments] }
    }

    /// Where finger operations land: mostly on a control (its middle, or near an edge), else anywhere.
    private static func point(_ selector: Int, in scene: Scene) -> Point {
        let controls = scene.controls
        guard selector % 8 < controls.count else { return Point(x: Double(selector % 797), y: Double(selector % 593)) }
        let frame = controls[selector % 8].convert(controls[selector % 8].bounds, to: nil)
        let fraction = Double(selector / 8 % 11) / 10
        return Point(x: frame.minX + fraction * frame.width, y: frame.midY + Double(selector / 88 % 5 - 2) * 7)
    }

    @Test func randomFingersLeaveNoControlPressed() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...(8 * 4 * 10_000 - 1)).array(of: 1...120)) { operations in
            let scene = Scene(), dispatcher = scene.h.dispatcher
            var time: UInt32 = 0, lifts = 0
            for operation in operations {
                time += 8
                let id = Int32(operation % 4), selector = operation / 32
                switch operation / 4 % 8 {
                case 0, 1: dispatcher.handleTouch(.down(time: time, id: id, location: Self.point(selector, in: scene)))
                case 2, 3, 4: dispatcher.handleTouch(.motion(time: time, id: id, location: Self.point(selector, in: scene)))
                case 5: dispatcher.handleTouch(.up(time: time, id: id)); lifts += 1
                case 6: dispatcher.handleTouch(.frame)
                default:
                    if selector % 3 == 0 { dispatcher.handleKey(KeyEvent(time: .zero, keysym: Keysym.escape, pressed: true)) }
                    else if selector % 3 == 1 { dispatcher.handleTouch(.cancel) } else { scene.h.advance(to: time + 300); time += 300 }
                }
            }
            dispatcher.handleTouch(.frame)
            for id in Int32(0)..<4 { dispatcher.handleTouch(.up(time: time + 10, id: id)) }
            dispatcher.endOfDispatchBatch()
            scene.manager.cancelAllDrags()
            #expect(scene.controls.allSatisfy { !$0.isPressed })
            #expect(scene.h.allRecognizersIdle())
            #expect((0...10).contains(scene.slider.value) && scene.slider.value == scene.slider.value.rounded())
            #expect(scene.actions <= lifts + 4)
            #expect((0..<3).contains(scene.segments.selectedIndex))
        }
    }
}
