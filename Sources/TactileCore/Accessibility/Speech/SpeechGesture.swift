/// What a visitor's fingers asked of speech mode: the touch gestures of a screen reader, read
/// from the raw touches by `SpeechGestureReader`.
package enum SpeechGesture: Equatable, Sendable {
    /// The first finger of a new gesture came down: speech mode remembers which element it
    /// was on, for a double tap that follows.
    case began
    /// A finger rests or slides at `point` (root space): say what is under it, nothing more.
    case explore(Point)
    /// One finger tapped at `point` (it has already explored there).
    case tap(Point)
    /// A second tap came soon after a first: activate the element spoken before them.
    case doubleTap(Point)
    /// `fingers` fingers flicked in `direction`.
    case swipe(SwipeDirection, fingers: Int)
    /// `fingers` fingers (two or more) touched and lifted together without moving.
    case multiTap(fingers: Int)
    /// `fingers` fingers (three) held still for the long-press time.
    case longPress(fingers: Int)
}

/// The direction of a flick, on screen.
package enum SwipeDirection: String, Equatable, Sendable {
    case left, right, up, down
}

/// How speech mode tells gestures apart: the distances in logical pixels and times in
/// milliseconds that make a tap, a double tap, a flick and a long press.
package struct SpeechGestureLimits: Equatable, Sendable {
    /// A tap lasts at most this long and moves less than `tapSlop`.
    package var tapDuration: UInt32 = 300
    /// How far a tapping finger may move.
    package var tapSlop = 15.0
    /// The longest pause between two taps that makes them a double tap.
    package var doubleTapGap: UInt32 = 350
    /// A flick lasts at most this long...
    package var swipeDuration: UInt32 = 400
    /// ...and goes at least this far along its axis, twice as far as across it.
    package var swipeDistance = 50.0
    /// ...at this speed at least, in logical pixels per millisecond (a finger sliding slowly
    /// explores).
    package var swipeSpeed = 0.3
    /// Before this time a finger moving fast is taken for a flick, and explores nothing.
    package var flickWindow: UInt32 = 250
    /// How long three fingers must rest to make a long press (speech mode's switch).
    package var longPress = TimeSpan.seconds(2)
    /// How far a finger of a long press may move.
    package var longPressSlop = 30.0

    /// The defaults.
    package init() {}
}
