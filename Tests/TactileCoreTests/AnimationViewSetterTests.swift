import Testing
@testable import TactileCore

/// The properties `View` declares that animations move are written by their setters directly,
/// not through the key path (whose write allocates): the same setters, observers and all.
@Suite struct AnimationViewSetterTests {
    @Test func theCentreBoundsTransformAndAlphaHaveTheirSetters() throws {
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(view)
        let setCenter = try #require(View.animatedSetter(for: \View.center)), setBounds = try #require(View.animatedSetter(for: \View.bounds))
        let setTransform = try #require(View.animatedSetter(for: \View.transform)), setAlpha = try #require(View.animatedSetter(for: \View.alpha))
        setCenter(view, Point(x: 50, y: 60))
        setBounds(view, Rect(x: 0, y: 0, width: 40, height: 30))
        setTransform(view, AffineTransform(scaleX: 2, y: 2))
        setAlpha(view, 0.25)
        #expect(view.center == Point(x: 50, y: 60) && view.bounds == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(view.transform == AffineTransform(scaleX: 2, y: 2) && view.alpha == 0.25)
        // The observers ran: the parent's hit test finds the view where it now is.
        #expect(parent.hitTest(Point(x: 50 + 35, y: 60)) === view)
    }

    @Test func otherKeyPathsHaveNone() {
        #expect(View.animatedSetter(for: \View.backgroundColor) == nil)
        #expect(View.animatedSetter(for: \View.bounds.origin) == nil, "a path into a property is not the property")
        #expect(View.animatedSetter(for: \View.cornerRadius) == nil)
    }

    /// An animation of a view's centre writes it at every frame through the setter.
    @Test func anAnimatedCentreMovesAsItsKeyPathWould() {
        let h = AnimatorHarness()
        let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        h.animator.animate(duration: .seconds(1), curve: .linear, [PropertyTarget(view, \View.center, to: Point(x: 110, y: 60))])
        h.tick(at: 0.5)
        #expect(view.center == Point(x: 60, y: 35))
        h.tick(at: 1)
        #expect(view.center == Point(x: 110, y: 60))
    }
}
