// Drags that leave the window for other apps. Inside the window a drag is the app's own; when
// its finger or pointer leaves the window and its source has a `sharedDrag` offer, it is handed
// to `sharedDrags` (the compositor's drag-and-drop). The item hides meanwhile (the compositor
// shows its icon under the finger); a move another app takes removes it here, anything else
// brings it back home as an in-app cancel does. A drag no app sees within
// `sharedDragTimeout` is given up: a compositor that starts touch drags but delivers them to
// nobody (sway 1.7) must not leave it hanging.

extension DragDropManager {
    /// Checks, as the finger moves, whether a drag that may go to other apps has left the
    /// window; the hand-off itself runs just after the current input (it withdraws the
    /// recognizer whose action is running now).
    func handOffIfOutside(_ session: DragSession) {
        // Runs at every motion: the cheap checks come first, the weak `sharedDrags` read (the
        // runtime's slow path) only once the finger is outside.
        guard !rootView.bounds.contains(session.location), session.sharedDrag == nil, !session.isLeavingWindow,
              !session.sharedDragRefused, sharedDrags != nil,
              let clock = session.source.recognizer.dispatcher?.clock else { return }
        session.isLeavingWindow = true
        _ = clock.schedule(after: .zero) { [weak self, weak session] in
            guard let self, let session else { return }
            session.isLeavingWindow = false
            handOff(session, clock: clock)
        }
    }

    private func handOff(_ session: DragSession, clock: InputClock) {
        // The finger may have come back, or lifted, since the check.
        guard let carrier = sharedDrags, let offer = session.source.sharedDrag, sessions.contains(where: { $0 === session }),
              session.sharedDrag == nil, let item = session.item, item.superview === overlay,
              !rootView.bounds.contains(session.location),
              let touch = session.source.recognizer.touches.first(where: { $0.isDown && $0.source != .mouseWheel }) else { return }
        let input: SharedDragInput = touch.source == .mouseButton ? .pointer : .finger(id: touch.id)
        var actions = offer.actions
        if case .copy = session.source.operation { actions.remove(.move) }
        let handOff = SharedDragHandOff(session: session, data: offer.data(session), actions: actions,
                                        offersImage: offer.offersImage, input: input, icon: item,
                                        hotspot: item.convert(session.location, from: nil) - item.bounds.origin)
        guard carrier.startSharedDrag(handOff) else {
            session.sharedDragRefused = true  // It stays in the window; no second try.
            return
        }
        session.sharedDrag = handOff
        handOff.ended = { [weak self, weak session] result in
            guard let self, let session else { return }
            sharedDragEnded(session, result, clock: clock)
        }
        putZonesAside(of: session)
        item.isHidden = true
        // The compositor owns the input now: the recognizer lets go, and a finger's touch or
        // the mouse's button ends here (the compositor keeps its `up` or release). Left held,
        // the button would keep the item's own pinch and turn waiting, and the scene from rest.
        let dispatcher = session.source.recognizer.dispatcher
        if let dispatcher { holdRestWhileCarriedElsewhere(on: dispatcher) }
        session.source.recognizer.withdraw()
        switch input {
        case .finger(let id): dispatcher?.endTouch(id)
        case .pointer: dispatcher?.endMouseButton()
        }
        autoScrolling.update(for: sessions, carriedIn: overlay)
        delegate?.dragDropManager(self, session: session, didHandOff: handOff)
        if let timeout = sharedDragTimeout {
            handOff.timer = clock.schedule(after: timeout) { [weak self, weak handOff] in
                guard let self, let handOff, !handOff.isOver, !handOff.targetSeen, !handOff.dropPerformed else { return }
                giveUp(handOff, .timedOut(timeout))
            }
        }
    }

    /// Makes `dispatcher` count a drag carried by other apps as input in progress, once per
    /// manager: no recognizer is engaged meanwhile, yet the scene is not at rest (an app
    /// saving at a rest must not save while the item is away).
    private func holdRestWhileCarriedElsewhere(on dispatcher: InputDispatcher) {
        guard !holdsRestForSharedDrags else { return }
        holdsRestForSharedDrags = true
        dispatcher.addInputHold { [weak self] in
            self?.sessions.contains { $0.sharedDrag != nil } ?? false
        }
    }

    /// Gives up the session's drag in other apps, if it is there: true when it was (the item
    /// then comes home through `sharedDragEnded`).
    func cancelSharedDrag(of session: DragSession) -> Bool {
        guard let handOff = session.sharedDrag, !handOff.isOver else { return false }
        giveUp(handOff, .cancelledByApp)
        return true
    }

    /// Ends the compositor's drag and brings the item home, telling why.
    private func giveUp(_ handOff: SharedDragHandOff, _ reason: SharedDragReturn) {
        sharedDrags?.cancelSharedDrag(handOff, reason: reason)
        handOff.giveUp(reason)
    }

    /// Leaves the zone the session hovers over and puts its zones and scroll views aside while
    /// the drag is away: nothing in the window reacts to it until it comes back.
    func putZonesAside(of session: DragSession) {
        exit(session)
        session.keptWhileAway = (session.interestedZones, session.scrollViews)
        session.interestedZones = [:]
        session.scrollViews = []
    }

    private func sharedDragEnded(_ session: DragSession, _ result: Result<SharedDragActions, SharedDragReturnError>, clock: InputClock) {
        if let timer = session.sharedDrag?.timer { clock.cancel(timer) }
        guard let item = session.item else { return }
        item.isHidden = false
        // Over its own window no other app can have taken it: a `finished` before the
        // window's drop (no real order) sends it home as a cancel does.
        var result = result
        if session.sharedDrag?.isOverWindow == true, case .success = result {
            result = .failure(SharedDragReturnError(reason: .cancelled))
        }
        exit(session)
        switch result {
        case .success(let action):
            if action.contains(.move), case .move = session.source.operation {
                item.removeFromSuperview()
                if !session.carriesSourceView { session.sourceView.removeFromSuperview() }
                session.sourceView.alpha = session.origin.alpha
                overlay.hideIfEmpty()
                finishSession(session, .sentToOtherApp(.move))
            } else {
                returnItem(of: session)
                finishSession(session, .sentToOtherApp(.copy))
            }
        case .failure(let error):
            delegate?.dragDropManager(self, session: session, sharedDragReturned: error.reason)
            returnItem(of: session)
            finishSession(session, .returned(.cancelled))
        }
    }
}
