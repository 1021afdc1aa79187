/// The components of an animatable value: up to eight numbers in which the animation
/// engine interpolates linearly and integrates springs, lane by lane. Lanes a type does not
/// use are zero. A fixed-size SIMD vector, so sampling an animation never allocates.
public typealias AnimationVector = SIMD8<Double>

/// A value the `Animator` can move.
///
/// The value maps to an `AnimationVector` in which straight-line motion looks right (for a
/// transform: scale, shear, angle and translation rather than matrix entries), and back.
/// Velocities are expressed in the same components, per second.
public protocol Animatable {
    /// This value as components; unused lanes are zero.
    var animationComponents: AnimationVector { get }

    /// Rebuilds a value from components, which may lie between or beyond (spring overshoot)
    /// those of real values.
    init(animationComponents: AnimationVector)

    /// Per lane, the distance (in component units) below which a difference is invisible:
    /// a spring whose remaining motion stays within it has settled and snaps to its target,
    /// and a glide slower than it per 1/60 s stops.
    static var animationPrecision: AnimationVector { get }

    /// Adjusts the start components so that moving linearly towards `target` takes the
    /// natural path (for an angle, the shorter way round). Called once when a motion starts.
    static func alignAnimationComponents(_ components: inout AnimationVector, toward target: AnimationVector)
}

extension Animatable {
    /// A thousandth of a unit in every lane: right for opacities and colour channels.
    public static var animationPrecision: AnimationVector { AnimationVector(repeating: 0.001) }

    /// Most values have no wrap-around: the straight line is already the natural path.
    public static func alignAnimationComponents(_ components: inout AnimationVector, toward target: AnimationVector) {}
}

/// A hundredth of a logical pixel: the precision of every length-valued type.
let pixelPrecision = AnimationVector(repeating: 0.01)

/// A plain number (an opacity, an offset) in lane 0.
extension Double: Animatable {
    /// Lane 0 holds the number.
    public var animationComponents: AnimationVector { AnimationVector(self, 0, 0, 0, 0, 0, 0, 0) }
    /// Reads lane 0.
    public init(animationComponents components: AnimationVector) { self = components[0] }
}

/// A point in lanes 0 (x) and 1 (y), in logical pixels.
extension Point: Animatable {
    /// Lanes x, y.
    public var animationComponents: AnimationVector { AnimationVector(x, y, 0, 0, 0, 0, 0, 0) }
    /// Reads lanes x, y.
    public init(animationComponents c: AnimationVector) { self.init(x: c[0], y: c[1]) }
    /// A hundredth of a pixel.
    public static var animationPrecision: AnimationVector { pixelPrecision }
}

/// A size in lanes 0 (width) and 1 (height), in logical pixels.
extension Size: Animatable {
    /// Lanes width, height.
    public var animationComponents: AnimationVector { AnimationVector(width, height, 0, 0, 0, 0, 0, 0) }
    /// Reads lanes width, height.
    public init(animationComponents c: AnimationVector) { self.init(width: c[0], height: c[1]) }
    /// A hundredth of a pixel.
    public static var animationPrecision: AnimationVector { pixelPrecision }
}

/// A rectangle in lanes x, y, width, height, in logical pixels.
extension Rect: Animatable {
    /// Lanes x, y, width, height.
    public var animationComponents: AnimationVector {
        AnimationVector(origin.x, origin.y, size.width, size.height, 0, 0, 0, 0)
    }
    /// Reads lanes x, y, width, height.
    public init(animationComponents c: AnimationVector) { self.init(x: c[0], y: c[1], width: c[2], height: c[3]) }
    /// A hundredth of a pixel.
    public static var animationPrecision: AnimationVector { pixelPrecision }
}

/// A colour in premultiplied lanes (red·alpha, green·alpha, blue·alpha, alpha).
///
/// Premultiplied, as CSS interpolates colours: a fade from `.clear` to red stays red while
/// it becomes opaque, instead of passing through a dark, half-transparent red.
extension Color: Animatable {
    /// Lanes red·alpha, green·alpha, blue·alpha, alpha.
    public var animationComponents: AnimationVector {
        AnimationVector(red * alpha, green * alpha, blue * alpha, alpha, 0, 0, 0, 0)
    }
    /// Un-premultiplies, clamping every channel to 0…1 (a spring may overshoot).
    public init(animationComponents c: AnimationVector) {
        let alpha = min(max(c[3], 0), 1)
        func channel(_ premultiplied: Double) -> Double {
            alpha > 0 ? min(max(premultiplied / alpha, 0), 1) : 0
        }
        self.init(red: channel(c[0]), green: channel(c[1]), blue: channel(c[2]), alpha: alpha)
    }
}

/// An optional colour (a view's `backgroundColor`): nil animates as transparent, so a
/// highlight fades in from nothing in its own hue and fades out to exactly nil.
extension Optional: Animatable where Wrapped == Color {
    /// The colour's lanes; nil is `Color.clear`.
    public var animationComponents: AnimationVector { (self ?? .clear).animationComponents }
    /// Always a colour: only a finished animation leaves nil (its exact target) behind.
    public init(animationComponents components: AnimationVector) { self = Color(animationComponents: components) }
}
