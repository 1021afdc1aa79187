// The manual's code for "Gestures" (Tactile.docc/Gestures.md); see SceneAndViews.swift.
import Tactile

/// A tile that moves with one finger and scales with two: the article's first snippet.
func makeTileInteractive(_ tile: View) {
    let pan = PanGestureRecognizer()
    pan.onChange { pan in
        guard pan.state.isActive, let parent = tile.superview else { return }
        tile.center = tile.center + pan.translation(in: parent)
        pan.setTranslation(.zero, in: parent)   // take the movement since the last change
    }
    let pinch = PinchGestureRecognizer()
    var scaleAtStart = 1.0, scale = 1.0
    pinch.onChange { pinch in
        if pinch.state == .began { scaleAtStart = scale }
        guard pinch.state.isActive else { return }
        scale = scaleAtStart * pinch.scale       // relative to the fingers' distance at the start
        tile.transform = AffineTransform(scaleX: scale, y: scale)
    }
    pan.recognizeSimultaneously(with: pinch)     // both run at once instead of competing
    tile.addGestureRecognizer(pan)
    tile.addGestureRecognizer(pinch)
}

/// A double tap that a single tap waits for: the article's second snippet.
func addTaps(to view: View) {
    let single = TapGestureRecognizer()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    single.onChange { _ in view.alpha = 0.5 }
    double.onChange { _ in view.alpha = 1 }
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
}
