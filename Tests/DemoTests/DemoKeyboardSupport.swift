import DemoState
import Tactile
@testable import tactile_demo

/// The demo driven by keys on a manual clock (offscreen scripts carry no keys): a session
/// on a 1024×768 host whose dispatcher takes the keys, animations run by `settle`.
final class KeyedDemo {
    let clock = ManualClock()
    let session: DemoSession
    /// The scenes' trace lines so far.
    private(set) var lines: [String] = []
    private let dispatcher: InputDispatcher
    private let animator: Animator
    /// Decides when the session hears of a rest, as in a window.
    private let rest: RestDetector

    /// Shows `scene` (the first seed scene when nil) with `state` put back, the photos scene
    /// showing `photos`.
    init(scene: String? = nil, state: LayoutState? = nil, photos: PhotoSource = .generated(.preview)) {
        let size = BuiltInTour.size
        var collect: ((String) -> Void)?
        let host = SceneHost(size: size, clock: clock, trace: { collect?($0) })
        dispatcher = host.inputDispatcher
        animator = host.animator
        rest = RestDetector(dispatcher: dispatcher, animator: animator)
        session = DemoSession(host: host, sceneName: scene, state: state, store: nil, photos: photos)
        collect = { [unowned self] in lines.append($0) }
        session.resized(to: size)
    }

    /// Presses and releases the key of `keysym` (Shift held for `shifted`, Ctrl for
    /// `control`), 50 ms apart, 100 ms after the last event.
    func press(_ keysym: UInt32, shifted: Bool = false, control: Bool = false) {
        let modifiers: KeyModifiers = KeyModifiers(rawValue: (shifted ? KeyModifiers.shift.rawValue : 0) | (control ? KeyModifiers.control.rawValue : 0))
        for pressed in [true, false] {
            clock.advance(by: .milliseconds(50))
            animator.tick(now: clock.now)
            dispatcher.handleKey(KeyEvent(time: clock.now, keysym: keysym, pressed: pressed, modifiers: modifiers))
            rest.noteActivity()  // as the window does for every key
        }
    }

    /// Presses and releases each of `keysyms` in turn, unshifted.
    func press(_ keysyms: [UInt32]) {
        for keysym in keysyms { press(keysym) }
    }

    /// Runs the animations for two seconds in 16 ms frames, then tells the session it came
    /// to rest if the rest detector says so (not while the keyboard carries an item).
    func settle() {
        for _ in 0..<125 {
            clock.advance(by: .milliseconds(16))
            animator.tick(now: clock.now)
        }
        if rest.update() { session.cameToRest() }
    }

    /// Forgets the lines so far.
    func clearLines() { lines = [] }
}
