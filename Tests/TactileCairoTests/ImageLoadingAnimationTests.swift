import Testing
import TactileCairo
import TactileCore

/// Animated images: each frame shows for its delay on the scene's clock, damaging only the
/// picture's rectangle, and nothing is scheduled while the view is hidden, off screen or the
/// screen blanked.
@Suite struct ImageLoadingAnimationTests {
    private let clock = ManualClock()
    private let root = rootView(width: 100, height: 100)
    private let view = ImageView(frame: Rect(x: 10, y: 20, width: 60, height: 30), image: testImage("anim", width: 60, height: 30, frames: 2))
    private let renderer = SceneRenderer(pictures: .synchronous(decoding: FakeDecoding(frameColors: [0xffff_0000, 0xff00_00ff]).decoding))
    private let canvas = Canvas(width: 100, height: 100)

    init() {
        root.layoutEnvironment.clock = clock
        root.layoutEnvironment.animator = Animator { [clock] in clock.now }
        root.addSubview(view)
    }

    private func draw() -> String {
        renderer.render(root, into: canvas.target, bufferAge: 1)
        return canvas.hex(40, 35)
    }

    @Test func framesAdvanceAtTheirDelaysDamagingOnlyThePicture() {
        #expect(draw() == "#ffff0000")
        #expect(clock.pendingTimerCount == 1)
        clock.advance(by: .milliseconds(99))
        #expect(!root.damageTracker.hasDamage)
        clock.advance(by: .milliseconds(1))
        var damage = RectRegion()
        #expect(root.damageTracker.takeDamage(into: &damage))
        #expect(damage.rects == [Rect(x: 10, y: 20, width: 60, height: 30)])
        root.damageTracker.add(Rect(x: 10, y: 20, width: 60, height: 30))
        #expect(draw() == "#ff0000ff")
        clock.advance(by: .milliseconds(100))
        #expect(draw() == "#ffff0000")
    }

    @Test func nothingIsScheduledWhileHiddenOrBlankedAndDrawingAgainResumes() {
        _ = draw()
        view.isHidden = true
        clock.advance(by: .milliseconds(100))  // The timer armed at the last frame finds it hidden.
        _ = draw()
        #expect(clock.pendingTimerCount == 0)
        clock.advance(by: .seconds(10))
        #expect(clock.pendingTimerCount == 0 && view.frameIndex == 0)

        view.isHidden = false
        #expect(draw() == "#ffff0000" && clock.pendingTimerCount == 1)
        root.layoutEnvironment.playsAnimatedImages = false
        clock.advance(by: .milliseconds(100))
        #expect(!root.damageTracker.hasDamage && clock.pendingTimerCount == 0 && view.frameIndex == 0)

        root.layoutEnvironment.playsAnimatedImages = true
        root.setNeedsDisplay()
        _ = draw()
        clock.advance(by: .milliseconds(100))
        #expect(draw() == "#ff0000ff")
    }

    @Test func aViewScrolledOutStopsAtItsFrame() {
        let list = View(frame: root.bounds)
        list.clipsToBounds = true
        root.addSubview(list)
        view.moveToSuperview(list)
        _ = draw()
        list.bounds.origin.y = 200
        _ = draw()
        clock.advance(by: .milliseconds(100))
        #expect(!root.damageTracker.hasDamage && clock.pendingTimerCount == 0)
    }
}
