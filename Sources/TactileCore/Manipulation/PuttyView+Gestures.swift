// The putty's gestures: the drag comes from its mover; here are the pinch and rotation
// (simultaneous with the drag and each other), the resize thumb and the rotation handle.

extension PuttyView {
    /// Attaches every recognizer and pairs those that run together.
    func installGestures() {
        pinch.name = "pinch"
        rotation.name = "rotation"
        resizePan.name = "resize"
        rotationPan.name = "turn"
        // The thumb and handle act at the first movement: a corner drag is unmistakable.
        resizePan.minimumDistance = 0
        rotationPan.minimumDistance = 0
        addGestureRecognizer(pinch)
        addGestureRecognizer(rotation)
        resizeThumb.addGestureRecognizer(resizePan)
        rotationHandle.addGestureRecognizer(rotationPan)
        pinch.recognizeSimultaneously(with: rotation)
        for recognizer in [pinch, rotation, resizePan, rotationPan] as [GestureRecognizer] {
            mover.cooperate(with: recognizer)
        }
        pinch.onChange { [unowned self] pinch in
            guard pinch.state.isActive, let superview else { return }
            let current = transform.scaleFactor
            let factor = min(max(current * pinch.scale, scaleLimits.lowerBound), scaleLimits.upperBound) / current
            pinch.scale = 1
            transform = transform.scaledBy(x: factor, y: factor)
            turnAndScale(about: pinch.focalPoint(in: superview), by: AffineTransform(scaleX: factor, y: factor))
        }
        rotation.onChange { [unowned self] rotation in
            guard rotation.state.isActive, let superview else { return }
            let angle = rotation.rotation
            rotation.rotation = 0
            transform = transform.rotated(by: angle)
            turnAndScale(about: rotation.center(in: superview), by: AffineTransform(rotationAngle: angle))
        }
        resizePan.onChange { [unowned self] pan in resize(with: pan) }
        rotationPan.onChange { [unowned self] pan in turn(with: pan) }
    }

    /// Moves the centre as `change` (a turn or scale the transform just took) moves it about
    /// `focus` (superview space), so the point between the fingers stays under them.
    private func turnAndScale(about focus: Point, by change: AffineTransform) {
        let moved = change.apply(to: center - focus) + focus
        mover.translate(by: moved - center)
    }

    /// One finger on the thumb: the size grows by the finger's movement in the putty's own
    /// (turned, scaled) space, within the size limits, and the top-left corner stays still.
    private func resize(with pan: PanGestureRecognizer) {
        if pan.state == .began {
            resizeStart = (bounds.size, transformToSuperview.apply(to: Point(x: bounds.minX, y: bounds.minY)))
        }
        guard pan.state.isActive, let start = resizeStart else { return resizeStart = nil }
        let pull = pan.translation(in: self)
        let size = Size(width: min(max(start.size.width + pull.x, minimumSize.width), maximumSize.width),
                        height: min(max(start.size.height + pull.y, minimumSize.height), maximumSize.height))
        bounds.size = size
        // The corner is at -size/2 from the centre in putty space: the centre is size/2
        // past the corner, through the transform's linear part.
        let half = AffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
            .apply(to: Point(x: size.width / 2, y: size.height / 2))
        mover.place(center: start.corner + half)
    }

    /// One finger on the handle: the putty turns about its centre by the angle the finger
    /// has swept around that centre since it started.
    private func turn(with pan: PanGestureRecognizer) {
        guard let superview else { return }
        let direction = pan.location(in: superview) - center
        if pan.state == .began {
            // From where the finger went down: the movement that began the pan counts.
            turnStart = (transform, direction - pan.translation(in: superview))
        }
        guard pan.state.isActive, let start = turnStart else { return turnStart = nil }
        let cross = start.direction.x * direction.y - start.direction.y * direction.x
        let dot = start.direction.x * direction.x + start.direction.y * direction.y
        transform = start.transform.rotated(by: _atan2(cross, dot))
        mover.translate(by: .zero)
    }
}
