import Foundation
import Tactile

/// The demo's attract screen: its name and "Touch to start" on a dark ground, drifting slowly
/// about the middle of the window (a slow figure of eight, so no pixel of the panel shows the
/// same thing for long). Only the drifting block is redrawn at each step.
final class DemoAttractScreen: KioskAttractScreen {
    /// Covers the window; the session sizes it.
    let view: View
    /// The name and the call to touch, moved as one.
    private let block: View
    /// How far the block strays from the middle, as a fraction of the room it has.
    private static let reach = 0.8
    /// One horizontal sweep; the vertical one is half as long.
    private static let period = 40.0

    init() {
        view = View()
        view.identifier = "attract screen"
        view.backgroundColor = Color(hex: "#0b0e13")
        block = View(frame: Rect(x: 0, y: 0, width: 480, height: 130))
        let title = Label(frame: Rect(x: 0, y: 0, width: 480, height: 70), text: "Tactile demo",
                          style: TextStyle(font: Font(size: 52, isBold: true), color: .white, alignment: .center))
        let call = Label(frame: Rect(x: 0, y: 84, width: 480, height: 40), text: "Touch to start",
                         style: TextStyle(font: Font(size: 28), color: Color(hex: "#9fb3c8")!, alignment: .center))
        block.addSubview(title)
        block.addSubview(call)
        view.addSubview(block)
    }

    func advance(to elapsed: TimeSpan) {
        let bounds = view.bounds
        let roomX = max(0, bounds.width - block.frame.width) / 2, roomY = max(0, bounds.height - block.frame.height) / 2
        let phase = 2 * Double.pi * elapsed.seconds / Self.period
        let x = roomX + roomX * Self.reach * sin(phase)
        let y = roomY + roomY * Self.reach * sin(2 * phase)
        block.frame = Rect(x: x.rounded(), y: y.rounded(), width: block.frame.width, height: block.frame.height)
    }
}
