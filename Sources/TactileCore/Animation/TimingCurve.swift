/// How an animation's progress follows its time: a cubic Bézier from (0, 0) to (1, 1), as
/// CSS `cubic-bezier(x1, y1, x2, y2)`.
///
/// The horizontal axis is the elapsed fraction of the duration (0…1), the vertical axis the
/// fraction of the way from the start value to the target (0…1, or beyond when a control
/// point's y lies outside 0…1).
public struct TimingCurve: Hashable, Sendable {
    /// First control point, x in 0…1.
    public let controlPoint1: Point
    /// Second control point, x in 0…1.
    public let controlPoint2: Point

    /// Creates the curve with the given control points; their x must lie in 0…1 so that
    /// time never runs backwards.
    public init(controlPoint1: Point, controlPoint2: Point) {
        precondition((0...1).contains(controlPoint1.x) && (0...1).contains(controlPoint2.x),
                     "a timing curve's control points must have x in 0…1")
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
    }

    /// Creates the curve CSS writes `cubic-bezier(x1, y1, x2, y2)`.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(controlPoint1: Point(x: x1, y: y1), controlPoint2: Point(x: x2, y: y2))
    }

    /// Constant speed.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly, ends at full speed (CSS `ease-in`).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Starts at full speed, slows to a stop (CSS `ease-out`).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Slow at both ends (CSS `ease-in-out`).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// True when the curve is the straight diagonal, which needs no solving.
    private var isLinear: Bool {
        controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
    }

    /// The progress (fraction of the way to the target) at `fraction` of the duration;
    /// `fraction` is clamped to 0…1.
    public func progress(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        if isLinear { return x }
        return Self.bezier(at: parameter(forX: x), controlPoint1.y, controlPoint2.y)
    }

    /// The slope d(progress)/d(fraction) at `fraction` of the duration: multiplied by the
    /// distance and divided by the duration it gives the animated value's velocity. Zero
    /// where the curve's horizontal speed vanishes (an end point with x1 = 0 or x2 = 1).
    package func slope(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        if isLinear { return 1 }
        let t = parameter(forX: x)
        let dx = Self.bezierDerivative(at: t, controlPoint1.x, controlPoint2.x)
        guard dx > 1e-12 else { return 0 }
        return Self.bezierDerivative(at: t, controlPoint1.y, controlPoint2.y) / dx
    }

    /// The curve parameter whose x coordinate is `x`: Newton's method from x itself, which
    /// converges in a few steps on these gentle curves, with bisection as the fallback where
    /// the derivative is too flat for Newton to be trusted.
    private func parameter(forX x: Double) -> Double {
        let x1 = controlPoint1.x, x2 = controlPoint2.x
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(at: t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let derivative = Self.bezierDerivative(at: t, x1, x2)
            if derivative < 1e-6 { break }
            t -= error / derivative
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = Self.bezier(at: t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve at parameter `t`, with end points 0 and 1 and inner
    /// control values `p1`, `p2`: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, in Horner form.
    private static func bezier(at t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The derivative of `bezier(at:_:_:)` with respect to `t`.
    private static func bezierDerivative(at t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}
