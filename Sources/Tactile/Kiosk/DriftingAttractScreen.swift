import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// A ready-made attract screen: a title and a call to touch on a dark ground, drifting slowly
/// about the middle of the window along a figure of eight (so that no part of the panel shows
/// the same thing for long). Only the drifting block is redrawn at each step.
public final class DriftingAttractScreen: KioskAttractScreen {
    /// Covers the window; the session sizes it.
    public let view: View
    /// The title and the call, moved as one.
    private let block: View
    /// How far the block strays from the middle, as a fraction of the room it has.
    private static let reach = 0.8
    /// One horizontal sweep, in seconds; the vertical one is half as long.
    private static let period = 40.0

    /// The title, above the call.
    private let titleLabel = Label(frame: Rect(x: 0, y: 0, width: 480, height: 70),
                                   style: TextStyle(font: Font(size: 52, isBold: true), color: .white, alignment: .center))
    /// The call to touch.
    private let callLabel = Label(frame: Rect(x: 0, y: 84, width: 480, height: 40),
                                  style: TextStyle(font: Font(size: 28), color: Color(hex: "#9fb3c8") ?? .white, alignment: .center))

    /// A screen showing `title` above `call` (such as "Touch to start"), as they are.
    public convenience init(title: String, call: String) {
        self.init()
        titleLabel.text = title
        callLabel.text = call
    }

    /// A screen showing `title` above `call` in the window's language, shown anew at each
    /// switch; the call is the library's own "Touch to start", translated in every language it
    /// ships, unless given.
    public convenience init(title: LocalizedString, call: LocalizedString = .touchToStart) {
        self.init()
        titleLabel.localizedText = title
        callLabel.localizedText = call
    }

    private init() {
        view = View()
        view.identifier = "attract screen"
        view.backgroundColor = Color(hex: "#0b0e13")
        block = View(frame: Rect(x: 0, y: 0, width: 480, height: 130))
        block.addSubview(titleLabel)
        block.addSubview(callLabel)
        view.addSubview(block)
    }

    /// Puts the block where the drift has it `elapsed` after the screen appeared.
    public func advance(to elapsed: TimeSpan) {
        let bounds = view.bounds
        let roomX = max(0, bounds.width - block.frame.width) / 2, roomY = max(0, bounds.height - block.frame.height) / 2
        let phase = 2 * Double.pi * elapsed.seconds / Self.period
        let x = roomX + roomX * Self.reach * sin(phase)
        let y = roomY + roomY * Self.reach * sin(2 * phase)
        block.frame = Rect(x: x.rounded(), y: y.rounded(), width: block.frame.width, height: block.frame.height)
    }
}
