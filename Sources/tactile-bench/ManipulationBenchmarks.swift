import CShims
import TactileCairo
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// In-process cost of direct manipulation, per input frame or animation frame, through the
/// real dispatcher and animator on a manual clock (no compositor, no drawing):
///
/// - putty: two fingers pinching, turning and moving a putty view (drag, pinch and rotation
///   recognizers all running, containment clamped);
/// - list drag: one finger scrolling a list of 1,000 rows one to one;
/// - list momentum: the animator's tick while the flicked list glides and bounces;
/// - list auto-scroll: the animator's tick while the same list, every row a drop zone,
///   auto-scrolls under an item carried to its bottom edge (the offset moves and the zone
///   under the still finger is found again at every frame); then the same with each frame
///   drawn by the real renderer into a 1280×800 image (what a window's frame costs).
func runManipulationBenchmarks() {
    let clock = ManualClock()
    let animator = Animator { clock.now }
    let root = View(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
    let dispatcher = InputDispatcher(rootView: root, clock: clock)
    dispatcher.surfaceSize = root.bounds.size

    let putty = PuttyView(frame: Rect(x: 440, y: 250, width: 400, height: 300), contentView: View(),
                          animator: animator, containment: Containment(mode: .clamp))
    root.addSubview(putty)
    let frames = 20_000
    var time = MonotonicTime.zero
    func frame(_ touches: [Touch]) {
        dispatcher.process(TouchFrame(time: time, touches: touches))
        time += .milliseconds(8)
        clock.advance(by: .milliseconds(8))
    }
    frame([Touch(id: 1, phase: .began, location: Point(x: 590, y: 400), time: time),
           Touch(id: 2, phase: .began, location: Point(x: 690, y: 400), time: time)])
    var start = tactile_monotonic_ns()
    for step in 1...frames {
        // Round and round: the centroid circles, the fingers breathe and turn.
        let angle = Double(step) * 0.01, spread = 50 + 10 * sin(angle * 3)
        let centre = Point(x: 640 + 40 * sin(angle), y: 400 + 40 * cos(angle))
        let offset = Point(x: spread * cos(angle), y: spread * sin(angle))
        frame([Touch(id: 1, phase: .moved, location: centre - offset, time: time),
               Touch(id: 2, phase: .moved, location: centre + offset, time: time)])
    }
    report("putty pinch + turn + drag", start, frames)
    frame([Touch(id: 1, phase: .ended, location: .zero, time: time), Touch(id: 2, phase: .ended, location: .zero, time: time)])

    putty.removeFromSuperview()
    let list = ScrollView(frame: Rect(x: 440, y: 0, width: 400, height: 800))
    list.contentSize = Size(width: 400, height: 60_000)
    for row in 0..<1000 {
        let view = View(frame: Rect(x: 0, y: Double(row) * 60, width: 400, height: 60))
        view.backgroundColor = row % 2 == 0 ? Color(hex: "#2b3340") : Color(hex: "#323b4a")
        view.cornerRadius = 6
        view.addGestureRecognizer(TapGestureRecognizer())
        list.addSubview(view)
    }
    list.enableFlickScrolling(animator: animator)
    root.addSubview(list)
    frame([Touch(id: 3, phase: .began, location: Point(x: 640, y: 790), time: time)])
    start = tactile_monotonic_ns()
    let dragFrames = 2_000
    for step in 1...dragFrames {
        frame([Touch(id: 3, phase: .moved, location: Point(x: 640, y: 790 - Double(step) * 0.35), time: time)])
    }
    report("list drag, 1,000 rows", start, dragFrames)
    frame([Touch(id: 3, phase: .moved, location: Point(x: 640, y: 60), time: time)])
    frame([Touch(id: 3, phase: .ended, location: Point(x: 640, y: 60), time: time)])
    start = tactile_monotonic_ns()
    var ticks = 0
    while animator.needsFrames {
        clock.advance(by: .milliseconds(1000.0 / 60))
        animator.tick(now: clock.now)
        ticks += 1
    }
    report("list momentum to rest (offset \(Int(list.contentOffset.y)))", start, ticks)

    list.setContentOffset(.zero)
    let manager = DragDropManager(rootView: root, animator: animator)
    for row in list.subviews { manager.register(DropZone(view: row, placement: .center)) }
    let tile = View(frame: Rect(x: 100, y: 100, width: 80, height: 80))
    root.addSubview(tile)
    manager.register(DragSource(view: tile))
    frame([Touch(id: 4, phase: .began, location: Point(x: 140, y: 140), time: time)])
    // 30 px above the list's bottom edge: half the default maximum speed, 600 px/s.
    frame([Touch(id: 4, phase: .moved, location: Point(x: 640, y: 770), time: time)])
    for _ in 0..<30 {  // The lift's animation ends; only the scrolling is left.
        clock.advance(by: .milliseconds(1000.0 / 60))
        animator.tick(now: clock.now)
    }
    start = tactile_monotonic_ns()
    let scrollFrames = 3_000
    for _ in 0..<scrollFrames {
        clock.advance(by: .milliseconds(1000.0 / 60))
        animator.tick(now: clock.now)
    }
    let row = manager.sessions.first?.zone?.view.map { Int($0.frame.minY / 60) } ?? -1
    report("list auto-scroll under a dragged item, 1,000 row zones (target ≤ 300 µs; offset "
           + "\(Int(list.contentOffset.y)), finger over row \(row))", start, scrollFrames)

    // The same frames drawn: the list's whole visible part changes at every frame.
    list.setContentOffset(Point(x: 0, y: 10_000))
    let image = PixelImage(width: 1280, height: 800)
    let renderer = SceneRenderer()
    renderer.render(root, into: image.renderTarget, bufferAge: 0)
    start = tactile_monotonic_ns()
    let drawnFrames = 600
    for _ in 0..<drawnFrames {
        clock.advance(by: .milliseconds(1000.0 / 60))
        animator.tick(now: clock.now)
        renderer.render(root, into: image.renderTarget, bufferAge: 1)
    }
    report("list auto-scroll with each frame drawn, 1280×800 (offset \(Int(list.contentOffset.y)))", start, drawnFrames)

    // As in a window: three buffers used in turn, each three frames old when drawn again.
    list.setContentOffset(Point(x: 0, y: 10_000))
    let buffers = (0..<3).map { _ in PixelImage(width: 1280, height: 800) }
    for buffer in buffers { renderer.render(root, into: buffer.renderTarget, bufferAge: 0) }
    start = tactile_monotonic_ns()
    for frame in 0..<drawnFrames {
        clock.advance(by: .milliseconds(1000.0 / 60))
        animator.tick(now: clock.now)
        renderer.render(root, into: buffers[frame % 3].renderTarget, bufferAge: 3)
    }
    report("list auto-scroll with each frame drawn, 3 buffers of age 3 (offset \(Int(list.contentOffset.y)))", start, drawnFrames)
    frame([Touch(id: 4, phase: .ended, location: Point(x: 640, y: 770), time: time)])
}

/// Prints the mean cost per frame since `start` (nanoseconds) over `frames` frames.
private func report(_ name: String, _ start: Int64, _ frames: Int) {
    let micros = Double(tactile_monotonic_ns() - start) / 1000 / Double(max(frames, 1))
    print("\(name): \(format(micros)) µs per frame over \(frames) frames")
}
