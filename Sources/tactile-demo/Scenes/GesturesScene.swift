import Tactile

/// Tiles to move, pinch and rotate with fingers (or the mouse fallback): pan, pinch and
/// rotation run together on each tile, and a long-press of zero duration lifts the tile at
/// touch-down (it brightens and comes to the front before the finger moves).
///
/// Every gesture state change is traced (`gesture pan began tile-2`) and every tile's
/// geometry at the end of a gesture (`tile-2 center 320 240 scale 1.25 rotation 0.5`), for
/// tests and diagnostics.
final class GesturesScene: DemoScene {
    static let name = "gestures"
    let view = View()
    /// A tool scene takes no keys.
    let keyboard: KeyboardDragController? = nil
    private let tiles: [View]
    /// Where the tiles start: a row of four stand-ins, each a fifth of the width wide
    /// and centred at the next fifth, between margins of a tenth (weights 1, 2, 2, 2, 2, 1).
    /// It is laid out apart from the scene and never drawn: the tiles move freely over the
    /// scene and come to the front when touched, which would reorder a container holding them.
    private let startRow: Stack
    private let standIns: [View]
    private let trace: (String) -> Void

    /// Creates the scene; `trace` receives its gesture and geometry lines.
    init(trace: @escaping (String) -> Void) {
        self.trace = trace
        view.backgroundColor = Color(hex: "#1b2838")
        view.identifier = "gestures"
        let palette = ["#e8505b", "#f9a03f", "#3caea3", "#8e6cc9"]
        tiles = palette.enumerated().map { index, hex in
            let tile = View(frame: Rect(x: 0, y: 0, width: 110, height: 110))
            tile.identifier = "tile-\(index)"
            tile.backgroundColor = Color(hex: hex)
            tile.cornerRadius = 16
            tile.shadow = Shadow()
            // Squares of a colour, moved, pinched and turned by fingers only (the scene tests
            // gestures): pictures named by their colour.
            tile.accessibilityRole = .image
            tile.accessibilityName = ColourNames.name(ofHex: hex)
            return tile
        }
        standIns = tiles.map { _ in Self.flexibleSpace(weight: 2) }
        startRow = Stack(.horizontal, [Self.flexibleSpace(weight: 1)] + standIns + [Self.flexibleSpace(weight: 1)])
        for tile in tiles {
            view.addSubview(tile)
            attachGestures(to: tile)
        }
    }

    /// At every size the tiles go back to their stand-ins' centres, in a row across the middle.
    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
        startRow.frame = Rect(origin: .zero, size: size)
        startRow.layoutIfNeeded()
        for (tile, standIn) in zip(tiles, standIns) { tile.center = standIn.center }
    }

    /// An empty view taking a share of a row's width by `weight`, and all its height.
    private static func flexibleSpace(weight: Double) -> View {
        let space = View()
        space.layout.width = .flexible(weight: weight)
        return space
    }

    private func attachGestures(to tile: View) {
        let name = tile.identifier ?? "tile"
        let pan = PanGestureRecognizer()
        let pinch = PinchGestureRecognizer()
        let rotation = RotationGestureRecognizer()
        let lift = LongPressGestureRecognizer()
        lift.minimumPressDuration = .zero
        lift.allowableMovement = .infinity
        for (recognizer, kind) in [(pan, "pan"), (pinch, "pinch"), (rotation, "rotation"), (lift, "lift")] as [(GestureRecognizer, String)] {
            recognizer.name = "\(kind) \(name)"
            // The tile holds its recognizers: an action holding the tile would keep it forever.
            recognizer.addAction { [unowned self, unowned tile] in
                trace("gesture \(kind) \($0.state) \(name)")
                if $0.state == .ended || $0.state == .cancelled { traceGeometry(of: tile) }
            }
            tile.addGestureRecognizer(recognizer)
        }
        pan.recognizeSimultaneously(with: pinch)
        pan.recognizeSimultaneously(with: rotation)
        pinch.recognizeSimultaneously(with: rotation)
        for other in [pan, pinch, rotation] as [GestureRecognizer] { lift.recognizeSimultaneously(with: other) }

        pan.onChange { [unowned tile] pan in
            guard pan.state.isActive, let parent = tile.superview else { return }
            let delta = pan.translation(in: parent)
            tile.center = tile.center + delta
            pan.setTranslation(.zero, in: parent)
        }
        // Pinch and rotation run together: each owns one factor of the transform, relative to
        // the value it had when that gesture began.
        var scale = 1.0, angle = 0.0, scaleAtStart = 1.0, angleAtStart = 0.0
        let apply = { [unowned tile] in tile.transform = AffineTransform(scaleX: scale, y: scale).rotated(by: angle) }
        pinch.onChange { pinch in
            if pinch.state == .began { scaleAtStart = scale }
            guard pinch.state.isActive else { return }
            scale = scaleAtStart * pinch.scale
            apply()
        }
        rotation.onChange { rotation in
            if rotation.state == .began { angleAtStart = angle }
            guard rotation.state.isActive else { return }
            angle = angleAtStart + rotation.rotation
            apply()
        }
        lift.onChange { [unowned tile] lift in
            switch lift.state {
            case .began:
                tile.superview?.bringSubviewToFront(tile)
                tile.alpha = 0.85
            case .ended, .cancelled:
                tile.alpha = 1
            default:
                break
            }
        }
    }

    private func traceGeometry(of tile: View) {
        let t = tile.transform
        trace("\(tile.identifier ?? "tile") center \(tile.center.x) \(tile.center.y) scale \(t.scaleFactor) rotation \(t.rotationAngle)")
    }
}
