/// One thing a container arranges: a visible subview, or the room kept for an item a drag
/// is about to drop (which has a fixed size and no view).
struct LayoutItem {
    /// The subview; nil for the room kept for a drop.
    let view: View?
    /// Its size parameters.
    let parameters: LayoutParameters

    /// A subview, with its own parameters.
    init(_ view: View) {
        self.view = view
        parameters = view.layout
    }

    /// Room of `size` for a drop.
    init(room size: Size) {
        view = nil
        parameters = LayoutParameters(width: .fixed(size.width), height: .fixed(size.height))
    }

    /// What the view asks for when offered `proposal`.
    func measure(_ proposal: Size) -> Size {
        view?.sizeThatFits(proposal) ?? .zero
    }

    /// The item's request along `axis` when offered `proposal` (measured only if intrinsic).
    func request(along axis: LayoutAxis, proposal: Size) -> AxisRequest {
        let minimum = parameters.clamp(0, along: axis), maximum = parameters.clamp(.greatestFiniteMagnitude, along: axis)
        switch parameters.length(along: axis) {
        case .fixed:
            return AxisRequest(base: floor(along: axis), minimum: minimum, weight: 0, maximum: maximum, grows: false)
        case .intrinsic:
            return AxisRequest(base: parameters.clamp(measure(proposal)[axis], along: axis), minimum: minimum, weight: 0,
                               maximum: maximum, grows: true)
        case .flexible(let weight):
            return AxisRequest(base: minimum, minimum: minimum, weight: sanitized(weight), maximum: maximum, grows: false)
        }
    }

    /// The least the item takes along `axis` whatever room there is: its fixed length, else
    /// its minimum.
    func floor(along axis: LayoutAxis) -> Double {
        if case .fixed(let length) = parameters.length(along: axis) { return parameters.clamp(length, along: axis) }
        return parameters.clamp(0, along: axis)
    }

    /// The item's length across the container, in `room` of that axis, once its length
    /// along the other axis is `main`: fixed as said, flexible or `.fill`-aligned over the
    /// room, intrinsic as measured.
    func crossLength(_ axis: LayoutAxis, main: Double, room: Double, alignment: LayoutAlignment) -> Double {
        switch parameters.length(along: axis) {
        case .fixed(let length): return parameters.clamp(length, along: axis)
        case .flexible: return parameters.clamp(room, along: axis)
        case .intrinsic:
            if alignment == .fill { return parameters.clamp(room, along: axis) }
            let proposal = Size(main: main, cross: room, along: axis.cross)
            return parameters.clamp(measure(proposal)[axis], along: axis)
        }
    }

    /// The length the item needs across, for measuring a container: fixed as said,
    /// flexible its minimum, intrinsic as measured in `room` (which may be infinite).
    func crossNeed(_ axis: LayoutAxis, main: Double, room: Double) -> Double {
        switch parameters.length(along: axis) {
        case .fixed(let length): return parameters.clamp(length, along: axis)
        case .flexible: return parameters.clamp(0, along: axis)
        case .intrinsic: return parameters.clamp(measure(Size(main: main, cross: room, along: axis.cross))[axis], along: axis)
        }
    }

    /// Where an item of `length` goes in `room` starting at `start`, as `alignment` says
    /// (a `.fill` item shorter than the room, held by its maximum, is centred).
    static func position(_ length: Double, in room: Double, from start: Double, alignment: LayoutAlignment) -> Double {
        switch alignment {
        case .leading: start
        case .center, .fill: start + (room - length) / 2
        case .trailing: start + room - length
        }
    }
}
