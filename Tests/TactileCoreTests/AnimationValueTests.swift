import PropertyBased
import Testing
import TactileCore

/// How values are taken apart for animation: transforms decompose so rotations stay
/// rotations, colours interpolate premultiplied.
@Suite struct AnimationValueTests {
    private func isClose(_ lhs: AffineTransform, _ rhs: AffineTransform, within tolerance: Double = 1e-9) -> Bool {
        let l = [lhs.a, lhs.b, lhs.c, lhs.d, lhs.tx, lhs.ty], r = [rhs.a, rhs.b, rhs.c, rhs.d, rhs.tx, rhs.ty]
        return zip(l, r).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Any transform built from a scale (possibly mirrored), a shear, a rotation and a
    /// translation survives the trip through its components.
    @Test func transformComponentsRebuildTheSameTransform() async {
        let scale = Gen.double(in: 0.1...4)
        await propertyCheck(input: scale, scale, Gen.bool, Gen.double(in: -2...2), Gen.double(in: -10...10),
                            Gen.double(in: -500...500)) { sx, sy, mirrored, shear, angle, offset in
            let transform = AffineTransform(a: mirrored ? -sx : sx, b: 0, c: shear, d: sy, tx: 0, ty: 0)
                .rotated(by: angle).translatedBy(x: offset, y: -offset)
            let rebuilt = AffineTransform(animationComponents: transform.animationComponents)
            #expect(isClose(rebuilt, transform), "\(transform) came back as \(rebuilt)")
        }
    }

    /// Half-way from identity to a quarter turn at double size is an eighth of a turn at
    /// 1.5×: a pure rotation and scale (orthogonal axes of equal length), no shear.
    @Test func halfWayThroughARotationIsARotation() {
        let h = AnimatorHarness()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let quarterTurn = AffineTransform(scaleX: 2, y: 2).rotated(by: Double.pi / 2)
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(view, \.transform, to: quarterTurn)])
        h.tick(at: 0.5)
        #expect(isClose(view.transform, AffineTransform(scaleX: 1.5, y: 1.5).rotated(by: Double.pi / 4)))
        h.tick(at: 1)
        #expect(view.transform == quarterTurn)
    }

    /// From 170° to −170° a rotation turns 20° through 180°, not 340° through 0°.
    @Test func rotationTakesTheShorterWayRound() {
        let h = AnimatorHarness()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let degree = Double.pi / 180
        view.transform = AffineTransform(rotationAngle: 170 * degree)
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(view, \.transform, to: AffineTransform(rotationAngle: -170 * degree))])
        h.tick(at: 0.5)
        #expect(isClose(view.transform, AffineTransform(rotationAngle: Double.pi)))
    }

    /// A mirror image animates as a scale through zero, not as a half turn.
    @Test func mirroringScalesThroughZero() {
        let mirror = AffineTransform(scaleX: -1, y: 1)
        let middle = (AffineTransform.identity.animationComponents + mirror.animationComponents) / 2
        #expect(isClose(AffineTransform(animationComponents: middle), AffineTransform(scaleX: 0, y: 1)))
        #expect(AffineTransform(animationComponents: mirror.animationComponents) == mirror)
    }

    /// Fading in from transparent keeps the hue: premultiplied interpolation.
    @Test func colourFadesInWithoutDarkening() {
        let h = AnimatorHarness()
        let view = AnimationTintedView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.tint = .clear
        let red = Color(red: 1, green: 0, blue: 0)
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(view, \.tint, to: red)])
        h.tick(at: 0.5)
        #expect(view.tint == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    /// A zone's highlight fades in from nil in its own hue and fades out to exactly nil.
    @Test func optionalColourFadesFromAndToNil() {
        let h = AnimatorHarness()
        let zone = AnimationTintedView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let blue = Color(red: 0, green: 0, blue: 1)
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(zone, \.highlight, to: blue)])
        h.tick(at: 0.5)
        h.trace.append("entering: \(zone.highlight.map { "\($0)" } ?? "nil")")
        h.tick(at: 1)
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(zone, \.highlight, to: nil)])
        h.tick(at: 1.75)
        h.trace.append("exiting: \(zone.highlight.map { "\($0)" } ?? "nil")")
        h.tick(at: 2)
        h.trace.append("exited: \(zone.highlight.map { "\($0)" } ?? "nil")")
        #expect(h.trace == ["schedule changed", "entering: #0000ff@0.5", "schedule changed", "exiting: #0000ff@0.25", "exited: nil"])
    }

    /// Overshoot beyond the colour range is clamped rather than wrapped.
    @Test func colourComponentsAreClampedToTheirRange() {
        let beyond = AnimationVector(1.2, -0.1, 0.5, 1.1, 0, 0, 0, 0)
        #expect(Color(animationComponents: beyond) == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
        #expect(Color(animationComponents: AnimationVector(0.3, 0.3, 0.3, -0.2, 0, 0, 0, 0)) == .clear)
    }

    @Test func plainValuesUseLeadingLanes() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).animationComponents == AnimationVector(1, 2, 3, 4, 0, 0, 0, 0))
        #expect(Size(animationComponents: AnimationVector(5, 6, 0, 0, 0, 0, 0, 0)) == Size(width: 5, height: 6))
        #expect(Point(x: 7, y: 8).animationComponents == AnimationVector(7, 8, 0, 0, 0, 0, 0, 0))
        #expect(Double(animationComponents: 0.25.animationComponents) == 0.25)
    }
}
