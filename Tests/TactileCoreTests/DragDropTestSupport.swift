@testable import TactileCore

/// A window with a palette on the left (400×600) and a tray on the right (400×600), the
/// real input dispatcher on a manual clock, an animator reading that clock, and a drag
/// manager whose every source, zone and delegate callback is recorded as a trace line.
final class DragHarness: DragDropManagerDelegate {
    let input = GestureHarness()
    let animator: Animator
    let manager: DragDropManager
    let palette: View
    let tray: View
    var root: View { input.root }
    var dispatcher: InputDispatcher { input.dispatcher }
    var trace: [String] { input.trace }
    /// Whether `moved` callbacks are recorded (they make long traces).
    var recordsMoves = true

    init() {
        let clock = input.clock
        animator = Animator(clock: { clock.now })
        manager = DragDropManager(rootView: input.root, animator: animator)
        palette = input.addView(Rect(x: 0, y: 0, width: 400, height: 600), name: "palette")
        tray = input.addView(Rect(x: 400, y: 0, width: 400, height: 600), name: "tray")
        manager.delegate = self
    }

    func note(_ line: String) { input.note(line) }

    /// A 60×60 coloured tile centred at (x, y) in `parent`.
    @discardableResult
    func tile(_ name: String, at x: Double, _ y: Double, in parent: View, color: Color = .black) -> View {
        let view = input.addView(Rect(x: x - 30, y: y - 30, width: 60, height: 60), to: parent, name: name)
        view.backgroundColor = color
        return view
    }

    /// Registers `view` as a source whose hooks are traced; its payload is its name.
    @discardableResult
    func source(_ view: View, configure: (DragSource) -> Void = { _ in }) -> DragSource {
        let source = DragSource(view: view)
        let name = view.identifier ?? "?"
        source.shouldStart = { [unowned self] _ in note("\(name) shouldStart"); return true }
        source.willStart = { [unowned self] session in
            note("\(name) willStart")
            session.pasteboard.text = name
        }
        source.started = { [unowned self] _ in note("\(name) started") }
        source.ended = { [unowned self] _, outcome in note("\(name) ended \(describe(outcome))") }
        configure(source)
        manager.register(source)
        return source
    }

    /// Registers `view` as a zone whose hooks are traced (interested in everything unless
    /// `accepts` says otherwise).
    @discardableResult
    func zone(_ view: View, placement: DropPlacement = .keepWhereDropped,
              accepts: @escaping (String?) -> Bool = { _ in true }) -> DropZone {
        let zone = DropZone(view: view, placement: placement)
        let name = view.identifier ?? "?"
        zone.isInterested = { [unowned self] session in
            let answer = accepts(session.pasteboard.text)
            note("\(name) interested in \(session.pasteboard.text ?? "nothing")? \(answer)")
            return answer
        }
        zone.entered = { [unowned self] session in note("\(name) entered by \(item(session))") }
        zone.moved = { [unowned self] session in
            if recordsMoves { note("\(name) moved over by \(item(session)) at \(session.location)") }
        }
        zone.exited = { [unowned self] session in note("\(name) exited by \(item(session))") }
        zone.dropped = { [unowned self] session in note("\(name) dropped \(item(session))") }
        zone.displaced = { [unowned self] occupant, session in
            note("\(name) displaced \(occupant.identifier ?? "?") for \(item(session))")
        }
        zone.highlightChanged = { [unowned self] on in note("\(name) highlight \(on ? "on" : "off")") }
        manager.register(zone)
        return zone
    }

    private func item(_ session: DragSession) -> String { session.sourceView.identifier ?? "?" }

    func describe(_ outcome: DragOutcome) -> String {
        switch outcome {
        case .moved(let zone): "moved into \(zone.view?.identifier ?? "?")"
        case .copied(let zone): "copied into \(zone.view?.identifier ?? "?")"
        case .handled(let zone): "handled by \(zone.view?.identifier ?? "?")"
        case .returned(let reason): "returned \(reason)"
        case .sentToOtherApp(let action): "sent to another app \(action.contains(.move) ? "moved" : "copied")"
        }
    }

    // MARK: Delegate

    func dragDropManager(_ manager: DragDropManager, shouldStart session: DragSession) -> Bool {
        note("delegate shouldStart \(item(session)) #\(session.id)")
        return true
    }
    func dragDropManager(_ manager: DragDropManager, didStart session: DragSession) {
        note("delegate didStart \(item(session))")
    }
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didEnter zone: DropZone) {
        note("delegate \(item(session)) entered \(zone.view?.identifier ?? "?")")
    }
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didExit zone: DropZone) {
        note("delegate \(item(session)) exited \(zone.view?.identifier ?? "?")")
    }
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didDropOn zone: DropZone) {
        note("delegate \(item(session)) dropped on \(zone.view?.identifier ?? "?")")
    }
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didDisplace occupant: View, from zone: DropZone) {
        note("delegate \(item(session)) displaced \(occupant.identifier ?? "?") from \(zone.view?.identifier ?? "?")")
    }
    func dragDropManager(_ manager: DragDropManager, didEnd session: DragSession, outcome: DragOutcome) {
        note("delegate \(item(session)) ended \(describe(outcome))")
    }
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didHandOff handOff: SharedDragHandOff) {
        note("delegate \(item(session)) handed off")
    }
    func dragDropManager(_ manager: DragDropManager, session: DragSession, sharedDragReturned reason: SharedDragReturn) {
        note("delegate \(item(session)) came back \(reason)")
    }

    // MARK: Driving

    /// Plays scripted touch frames through the real dispatcher (as sway delivers them),
    /// ticking the animator at each frame's time.
    func play(_ frames: [ScriptFrame]) {
        for frame in frames {
            input.play([frame])
            tick()
        }
    }

    /// Advances the clock by `milliseconds` and ticks the animator there.
    func wait(_ milliseconds: Double) {
        input.clock.advance(by: .milliseconds(milliseconds))
        tick()
    }

    private func tick() { animator.tick(now: input.clock.now) }

    /// Ticks at 60 Hz until every animation has ended; returns the frames needed, or nil if
    /// some animation was still running after 10 s.
    @discardableResult
    func settle() -> Int? {
        var frames = 0
        while animator.isAnimating {
            guard frames < 600 else { return nil }
            wait(1000.0 / 60)
            frames += 1
        }
        return frames
    }

    /// "name in parent #index at (x, y) w×h", plus the transform and alpha when not the
    /// identity and 1: where a view rests, for whole-state comparisons.
    func place(_ view: View) -> String {
        let parent = view.superview
        let index = parent?.subviews.firstIndex { $0 === view } ?? -1
        var text = "\(view.identifier ?? "?") in \(parent?.identifier ?? "nothing") #\(index) at \(view.center) \(view.bounds.size)"
        if !view.transform.isIdentity { text += " transform \(view.transform)" }
        if view.alpha != 1 { text += " alpha \(fmt(view.alpha))" }
        return text
    }
}
