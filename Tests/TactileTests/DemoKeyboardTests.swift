import Tactile
import Testing
@testable import tactile_demo

/// The demo's keyboard alternative (see DemoKeyboardSupport): geometry as in DemoSortingTests.
@Suite struct DemoKeyboardTests {
    @Test func explore() {
        let demo = KeyedDemo()
        demo.press(Keysym.tab)
        demo.press(Keysym.tab)
        demo.press(Keysym.enter)
        demo.press(Keysym.tab)
        demo.press(Keysym.enter)
        demo.settle()
        demo.press(Keysym.tab)
        demo.press(Keysym.enter)
        demo.press(Keysym.tab, shifted: true)
        demo.press(Keysym.escape)
        demo.settle()
        print(demo.lines)
        demo.session.shell.show("cart")
        demo.clearLines()
        demo.press(Keysym.tab)
        demo.press(Keysym.left)
        demo.press(Keysym.up)
        demo.settle()
        print(demo.lines)
        demo.session.shell.show("putty")
        demo.clearLines()
        demo.press(Keysym.tab)
        demo.press(Keysym.right)
        demo.settle()
        print(demo.lines)
    }
}
