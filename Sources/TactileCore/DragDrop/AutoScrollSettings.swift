/// How scroll views scroll by themselves while a dragging finger rests near their edge
/// (`DragDropManager.autoScroll`).
///
/// A scroll view takes part when it is an interested zone of the drag or contains one. The
/// finger scrolls it while it is inside the scroll view within `edgeBand` of an edge along
/// which the content extends further: at `maximumSpeed` on the edge itself, slowing
/// linearly to nothing at the band's inner border, and stopping at the content's end.
public struct AutoScrollSettings: Sendable {
    /// The width of the band along each edge, in logical pixels of the scroll view's own
    /// space (about a fingertip, so a finger resting on a list's edge scrolls it).
    public var edgeBand: Double {
        didSet { Self.check(edgeBand: edgeBand) }
    }
    /// The scrolling speed with the finger on the edge, in logical pixels per second.
    public var maximumSpeed: Double {
        didSet { Self.check(maximumSpeed: maximumSpeed) }
    }
    /// False turns auto-scrolling off.
    public var isEnabled: Bool

    /// Creates the settings; the defaults suit a touch list: a 60 px band and at most
    /// 1,200 px per second (a 60 px row every 50 ms).
    public init(edgeBand: Double = 60, maximumSpeed: Double = 1200, isEnabled: Bool = true) {
        Self.check(edgeBand: edgeBand)
        Self.check(maximumSpeed: maximumSpeed)
        self.edgeBand = edgeBand
        self.maximumSpeed = maximumSpeed
        self.isEnabled = isEnabled
    }

    private static func check(edgeBand: Double) {
        precondition(edgeBand > 0 && edgeBand.isFinite, "the auto-scroll band is a finite width above 0")
    }

    private static func check(maximumSpeed: Double) {
        precondition(maximumSpeed >= 0 && maximumSpeed.isFinite, "the auto-scroll speed is finite and not negative")
    }

    /// The speed along one axis for a finger `toLow` pixels from the low edge (left, top)
    /// and `toHigh` from the high edge: negative towards the low end, 0 outside the bands.
    func speed(toLow: Double, toHigh: Double) -> Double {
        if toLow < edgeBand && toLow <= toHigh { return -maximumSpeed * (1 - max(toLow, 0) / edgeBand) }
        if toHigh < edgeBand { return maximumSpeed * (1 - max(toHigh, 0) / edgeBand) }
        return 0
    }
}
