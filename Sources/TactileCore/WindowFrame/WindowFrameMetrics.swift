/// The frame's figures, in logical pixels (the output's scale multiplies them at drawing).
///
/// Tactile's frame is made for fingers as well as for the mouse: its targets are as large as
/// the controls a kiosk app puts under a fingertip (`Theme.touchTarget`), where desktop frames
/// size theirs for a mouse pointer.
package struct WindowFrameMetrics: Hashable, Sendable {
    /// The title bar's height: 44 is the smallest target the common touch guidelines give a
    /// fingertip (Apple's 44 points; about 12 mm at 96 dpi), so the bar and its buttons can be
    /// hit by a finger without aiming.
    package var titleBarHeight: Double
    /// A button's width; its target is the bar's whole height by this. 48 is the default
    /// `Theme.touchTarget` (Material's touch target): a little wider than tall, as a finger's
    /// contact patch is.
    package var buttonWidth: Double
    /// How far the shadow reaches beyond the visible window: enough for a soft fall-off that
    /// separates the window from any background, and room for the resize margin inside it.
    package var shadowExtent: Double
    /// The input area beyond the visible edge where a press starts a resize: the visible border
    /// is 1 px, and half the shadow is a target a mouse finds without aiming and a finger can
    /// still hit beside the window.
    package var resizeMargin: Double
    /// How far along an edge from a corner the corner's diagonal resize applies: twice the
    /// margin, so that a corner target is about a fingertip wide along either side.
    package var cornerGrab: Double
    /// The radius of the title bar's top corners: soft as current desktops draw them, small
    /// enough that the buttons' and the shadow's corners stay close to it.
    package var cornerRadius: Double
    /// Space between the title bar's left end and the title, and between the title and the
    /// buttons.
    package var titlePadding: Double
    /// The smallest content the frame allows (`xdg_toplevel.set_min_size`): room for the three
    /// buttons (144 px) and a title beside them, and for content a finger can still use.
    package var minimumContentSize: Size

    /// The frame Tactile draws.
    package static let standard = WindowFrameMetrics()

    /// Creates a set of figures; every default is the standard frame's.
    package init(titleBarHeight: Double = 44, buttonWidth: Double = 48, shadowExtent: Double = 24, resizeMargin: Double = 12,
                 cornerGrab: Double = 24, cornerRadius: Double = 10, titlePadding: Double = 16,
                 minimumContentSize: Size = Size(width: 320, height: 200)) {
        self.titleBarHeight = titleBarHeight
        self.buttonWidth = buttonWidth
        self.shadowExtent = shadowExtent
        self.resizeMargin = resizeMargin
        self.cornerGrab = cornerGrab
        self.cornerRadius = cornerRadius
        self.titlePadding = titlePadding
        self.minimumContentSize = minimumContentSize
    }
}
