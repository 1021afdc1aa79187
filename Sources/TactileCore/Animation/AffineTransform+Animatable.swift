/// A transform in decomposed lanes: x scale, y scale, shear, rotation angle (radians),
/// x translation, y translation.
///
/// Interpolating matrix entries would shrink and shear a view half-way through a rotation
/// (the middle of 0° and 180° is the zero matrix). The matrix is split instead, as CSS does
/// for 2-D transforms, into a rotation R(angle) applied after an upper-triangular part
/// [[scaleX, shear], [0, scaleY]], plus the translation; a rotation combined with a
/// uniform scale then stays exactly that at every step.
extension AffineTransform: Animatable {
    /// Lanes scaleX, scaleY, shear, angle, tx, ty.
    public var animationComponents: AnimationVector {
        var scaleX = (a * a + b * b).squareRoot()
        // A mirror image: flip the x axis when it is the smaller diagonal entry (as CSS
        // does), so that scale(-1, 1) reads as a negative scale, not a half turn.
        if determinant < 0 && a < d { scaleX = -scaleX }
        let angle = scaleX == 0 ? 0 : _atan2(b / scaleX, a / scaleX)
        let cosine = _cos(angle), sine = _sin(angle)
        // R(−angle) applied to the image of the y axis gives the upper-triangular column.
        let shear = cosine * c + sine * d
        let scaleY = cosine * d - sine * c
        return AnimationVector(scaleX, scaleY, shear, angle, tx, ty, 0, 0)
    }

    /// Rebuilds R(angle) · [[scaleX, shear], [0, scaleY]] and the translation.
    public init(animationComponents v: AnimationVector) {
        let scaleX = v[0], scaleY = v[1], shear = v[2]
        let cosine = _cos(v[3]), sine = _sin(v[3])
        self.init(a: cosine * scaleX, b: sine * scaleX,
                  c: cosine * shear - sine * scaleY, d: sine * shear + cosine * scaleY,
                  tx: v[4], ty: v[5])
    }

    /// Scale, shear and angle to 1/10 000 (a 0.05 px error at the edge of a 500 px view),
    /// translation to a hundredth of a pixel.
    public static var animationPrecision: AnimationVector {
        AnimationVector(1e-4, 1e-4, 1e-4, 1e-4, 0.01, 0.01, 0, 0)
    }

    /// Turns the start angle by whole turns so the rotation takes the shorter way round
    /// (from 170° to −170° is 20°, not 340°).
    public static func alignAnimationComponents(_ components: inout AnimationVector, toward target: AnimationVector) {
        let fullTurn = 2 * Double.pi
        let turns = ((components[3] - target[3]) / fullTurn).rounded()
        components[3] -= turns * fullTurn
    }
}
