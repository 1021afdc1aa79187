import PropertyBased
import Testing
import TactileCore

@Suite struct AnimationCurveTests {
    /// Progress at every tenth of the duration, against values found by bisection on the
    /// CSS definition of the curve (200 halvings, outside this code base).
    @Test func presetCurvesMatchTheCSSDefinitions() {
        func samples(_ curve: TimingCurve) -> String {
            (0...10).map { traceRounded(curve.progress(at: Double($0) / 10)) }.joined(separator: " ")
        }
        #expect(samples(.easeIn) == "0 0.017 0.0623 0.1296 0.2149 0.3154 0.4291 0.5548 0.6916 0.8394 1.0")
        #expect(samples(.easeOut) == "0 0.1606 0.3084 0.4452 0.5709 0.6846 0.7851 0.8704 0.9377 0.983 1.0")
        #expect(samples(.easeInOut) == "0 0.0197 0.0817 0.1874 0.3319 0.5 0.6681 0.8126 0.9183 0.9803 1.0")
        #expect(samples(.linear) == "0 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9 1.0")
    }

    @Test func progressIsClampedOutsideTheDuration() {
        #expect(TimingCurve.easeIn.progress(at: -0.5) == 0)
        #expect(TimingCurve.easeIn.progress(at: 1.5) == 1)
    }

    /// For any curve and any curve parameter t, the progress at x(t) is y(t): the solver
    /// inverts the horizontal polynomial, checked here from the other direction.
    @Test func progressInvertsTheParametricCurve() async {
        let unit = Gen.double(in: 0...1)
        await propertyCheck(input: unit, Gen.double(in: -0.5...1.5), unit, Gen.double(in: -0.5...1.5), unit) {
            x1, y1, x2, y2, t in
            let curve = TimingCurve(x1, y1, x2, y2)
            func bezier(_ p1: Double, _ p2: Double) -> Double {
                3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
            }
            #expect(abs(curve.progress(at: bezier(x1, x2)) - bezier(y1, y2)) < 1e-6)
        }
    }

    /// The slope is the derivative of the progress: it matches a central difference.
    @Test func slopeIsTheDerivativeOfProgress() {
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, .linear] {
            for fraction in [0.1, 0.3, 0.5, 0.7, 0.9] {
                let h = 1e-6
                let difference = (curve.progress(at: fraction + h) - curve.progress(at: fraction - h)) / (2 * h)
                #expect(abs(curve.slope(at: fraction) - difference) < 1e-5, "\(curve) at \(fraction)")
            }
        }
    }
}
