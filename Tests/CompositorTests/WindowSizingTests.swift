import TactileCore
import Testing
@testable import TactileWayland

/// The content size a configure gives: the title bar Tactile draws comes off the configured
/// height, 0 means the client's choice, the frame's minimum holds, and no configure makes a
/// buffer beyond the budget.
@Suite struct WindowSizingTests {
    func sizing(_ configured: (Int, Int), framed: Bool, scale: Double = 1, current: (Int, Int) = (0, 0)) -> WindowSizing {
        WindowSizing(configured: configured, current: current, preferred: (1024, 768), frame: framed ? .standard : nil, scale: scale)
    }

    @Test func zeroMeansThePreferredSizeBeforeTheFirstFrameAndTheCurrentOneAfter() {
        #expect(sizing((0, 0), framed: true).contentSize == (1024, 768))
        #expect(sizing((0, 0), framed: false).contentSize == (1024, 768))
        #expect(sizing((0, 0), framed: true, current: (800, 600)).contentSize == (800, 600))
    }

    @Test func theTitleBarComesOffTheConfiguredHeight() {
        let title = Int(WindowFrameMetrics.standard.titleBarHeight)
        #expect(sizing((1000, 700), framed: true).contentSize == (1000, 700 - title))
        #expect(sizing((1000, 700), framed: false).contentSize == (1000, 700))
    }

    @Test func aTinyConfigureGivesTheFramesMinimumOrOnePixel() {
        let minimum = WindowFrameMetrics.standard.minimumContentSize
        #expect(sizing((1, 1), framed: true).contentSize == (Int(minimum.width), Int(minimum.height)))
        #expect(sizing((1, 1), framed: false).contentSize == (1, 1))
    }

    @Test func aHugeConfigureStaysWithinTheBufferBudgetKeepingItsShape() {
        let (width, height) = sizing((20000, 20000), framed: false).contentSize
        #expect((width, height) == (4096, 4096))
        #expect(width * height <= WindowSizing.maximumBufferPixels)
        let (doubleWidth, doubleHeight) = sizing((20000, 20000), framed: true, scale: 2).contentSize
        #expect((doubleWidth, doubleHeight) == (2048, 2048))
        let (wide, tall) = sizing((30000, 1000), framed: false).contentSize
        #expect(wide == WindowSizing.maximumBufferSide && tall == 1000)
        #expect(wide * tall <= WindowSizing.maximumBufferPixels)
    }
}
