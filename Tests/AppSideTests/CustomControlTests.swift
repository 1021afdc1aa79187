import Tactile
import Testing

/// A control of the app's own (`Stepper`), driven as in a window: timestamped touches through
/// the offscreen runner, its value and pressed look read back, its pixels from the frames drawn.
@Suite struct CustomControlTests {
    /// Opaque colours that no other part of the scene uses, so each pixel says which half drew it.
    static let theme = Theme(colors: ThemeColors(
        background: Color(hex: "#000000")!, text: Color(hex: "#ffffff")!, accent: Color(hex: "#2060a0")!,
        accentPressed: Color(hex: "#a04020")!, onAccent: Color(hex: "#ffffff")!, track: Color(hex: "#808080")!,
        knob: Color(hex: "#ffffff")!, disabled: Color(hex: "#404040")!, onDisabled: Color(hex: "#c0c0c0")!))
    static let accent: UInt32 = 0xff20_60a0, pressed: UInt32 = 0xffa0_4020, background: UInt32 = 0xff10_1010

    /// A 200×100 surface with a 160×60 stepper at (20, 20); `trace` gets the runner's lines.
    static func scene(trace: @escaping (String) -> Void) -> (OffscreenRunner, Stepper) {
        let runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 200, height: 100), events: [], snapshots: []),
                                     trace: trace)
        runner.rootView.backgroundColor = Color(hex: "#101010")
        let stepper = Stepper(frame: Rect(x: 20, y: 20, width: 160, height: 60), value: 4)
        stepper.identifier = "stepper"
        stepper.theme = theme
        runner.rootView.addSubview(stepper)
        return (runner, stepper)
    }

    static func at(_ milliseconds: Double) -> MonotonicTime { .zero + .milliseconds(milliseconds) }

    /// A finger's down at `start` and lift at `end`, each in its own frame.
    static func tap(_ id: Int32, at point: Point, from start: Double, to end: Double) -> [OffscreenEvent] {
        [OffscreenEvent(time: at(start), kind: .down(id: id, location: point)), OffscreenEvent(time: at(start), kind: .frame),
         OffscreenEvent(time: at(end), kind: .up(id: id)), OffscreenEvent(time: at(end), kind: .frame)]
    }

    @Test func aTapOnEachHalfStepsTheValueAtTheLiftAndDrawsThatHalfPressedMeanwhile() {
        var lines: [String] = []
        let (runner, stepper) = Self.scene { lines.append($0) }
        var values: [Int] = []
        stepper.onChange = { values.append($0.value) }

        // The right half goes down at 0 ms; by the 16 ms frame it is drawn pressed, the left not.
        let right = Self.tap(0, at: Point(x: 150, y: 50), from: 0, to: 40)
        runner.play(Array(right.prefix(2)), until: Self.at(16))
        #expect(stepper.isPressed && stepper.pressedHalf == .plus && values.isEmpty)
        #expect(runner.pixel(x: 170, y: 30) == Self.pressed)
        #expect(runner.pixel(x: 30, y: 30) == Self.accent)
        #expect(runner.pixel(x: 10, y: 10) == Self.background)

        // The lift steps up once; the next frame shows both halves released.
        runner.play(Array(right.suffix(2)), until: Self.at(48))
        #expect(values == [5] && !stepper.isPressed && stepper.pressedHalf == nil)
        #expect(runner.pixel(x: 170, y: 30) == Self.accent)

        // A tap on the left half steps down.
        runner.play(Self.tap(1, at: Point(x: 40, y: 50), from: 60, to: 90), until: Self.at(96))
        #expect(values == [5, 4])
        #expect(runner.pixel(x: 30, y: 30) == Self.accent)

        #expect(lines.filter { $0.contains("control touch") } == [
            "t=40 control touch on stepper recognized at (150, 50)",
            "t=90 control touch on stepper recognized at (40, 50)",
        ])
    }

    @Test func aFingerThatSlidesToTheOtherHalfOrOffThePillStepsNothing() {
        let (runner, stepper) = Self.scene { _ in }
        var values: [Int] = []
        stepper.onChange = { values.append($0.value) }
        // Down on the right half, lifted on the left half: no step.
        runner.play([OffscreenEvent(time: Self.at(0), kind: .down(id: 0, location: Point(x: 150, y: 50))),
                     OffscreenEvent(time: Self.at(0), kind: .frame),
                     OffscreenEvent(time: Self.at(20), kind: .move(id: 0, location: Point(x: 60, y: 50))),
                     OffscreenEvent(time: Self.at(20), kind: .frame),
                     OffscreenEvent(time: Self.at(40), kind: .up(id: 0)), OffscreenEvent(time: Self.at(40), kind: .frame)],
                    until: Self.at(48))
        #expect(values.isEmpty && !stepper.isPressed)
        // Down on the right half, slid 30 px below the pill (beyond the 10 px it allows), lifted there.
        runner.play([OffscreenEvent(time: Self.at(60), kind: .down(id: 1, location: Point(x: 150, y: 50))),
                     OffscreenEvent(time: Self.at(60), kind: .frame),
                     OffscreenEvent(time: Self.at(70), kind: .move(id: 1, location: Point(x: 150, y: 110))),
                     OffscreenEvent(time: Self.at(70), kind: .frame)],
                    until: Self.at(80))
        #expect(!stepper.isPressed && stepper.pressedHalf == nil)
        #expect(runner.pixel(x: 170, y: 30) == Self.accent)
        runner.play([OffscreenEvent(time: Self.at(90), kind: .up(id: 1)), OffscreenEvent(time: Self.at(90), kind: .frame)],
                    until: Self.at(96))
        #expect(values.isEmpty && stepper.value == 4)
    }

    @Test func withTheKeyboardFocusEnterStepsUpAtItsReleaseWithinTheRange() {
        let (runner, stepper) = Self.scene { _ in }
        var values: [Int] = []
        stepper.onChange = { values.append($0.value) }
        let focus = ControlFocus(rootView: runner.rootView)
        focus.attach(to: runner.host.inputDispatcher)
        focus.focus(stepper)
        for index in 0..<7 {
            let time = Double(index * 10)
            runner.handleKey(KeyEvent(time: Self.at(time), keysym: Keysym.enter, pressed: true))
            #expect(values.count == min(index, 5))
            runner.handleKey(KeyEvent(time: Self.at(time + 5), keysym: Keysym.enter, pressed: false))
        }
        #expect(values == [5, 6, 7, 8, 9])
        #expect(stepper.value == 9)
    }
}
