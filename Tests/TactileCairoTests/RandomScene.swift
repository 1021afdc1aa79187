import PropertyBased
import TactileCore

/// A small random scene (64×48 logical pixels) of nested views with random geometry and
/// appearance, a label and a scroll view, plus random mutations of it: the input of the
/// damage-repaint property tests. Everything follows from the generator's seed.
///
/// With `onlyTranslatedFills`, the scene keeps to what the renderer repaints without tiles:
/// plain views with backgrounds, borders and shadows, moved by translations and uniform
/// scales, no label, scroll view or clipping (and, now and then, a focus ring).
final class RandomScene {
    let root = View(frame: Rect(x: 0, y: 0, width: 64, height: 48))
    /// Every non-root view, attached or not.
    private(set) var views: [View] = []
    private let label = Label(frame: Rect(x: 4, y: 4, width: 40, height: 16), text: "Tap", style: TextStyle(font: Font(size: 11)))
    private let scroll = ScrollView(frame: Rect(x: 20, y: 20, width: 30, height: 20))

    private let onlyTranslatedFills: Bool
    private let scrolling: Bool
    private let layers: Bool

    /// With `scrolling`, the scroll view holds rows of plain fills, some bordered, that the
    /// renderer may move rather than repaint, and half the mutations scroll it, mostly by
    /// whole logical pixels.
    ///
    /// With `layers`, some views prefer their own compositor layer, more mutations switch that,
    /// and every place, size, translation and scroll offset is a whole number of pixels (sizes
    /// even): a layer is moved by whole pixels, so the screen then matches a repaint exactly.
    init(using rng: inout Xoshiro, onlyTranslatedFills: Bool = false, scrolling: Bool = false, layers: Bool = false) {
        self.onlyTranslatedFills = onlyTranslatedFills
        self.scrolling = scrolling
        self.layers = layers
        root.backgroundColor = Bool.random(using: &rng) ? .white : nil
        scroll.contentSize = Size(width: 60, height: 60)
        if !onlyTranslatedFills {
            views = [label, scroll]
            root.addSubview(label)
            root.addSubview(scroll)
        }
        if scrolling {
            scroll.backgroundColor = [nil, .white, .black].randomElement(using: &rng)!
            for row in 0..<Int.random(in: 2...6, using: &rng) {
                let x = Double(Int.random(in: -4...20, using: &rng)), width = Int.random(in: 10...60, using: &rng)
                // Even with layers, as every size then is: a row moved out of the list and placed by its
                // centre on a whole pixel then has a whole-pixel origin. (Rounded down rather than drawn
                // from another range, so that a seed gives the same scene and mutations as before.)
                let view = View(frame: Rect(x: x, y: Double(row * 11), width: Double(layers ? width / 2 * 2 : width), height: 10))
                view.backgroundColor = [.black, Color(red: 1, green: 0, blue: 0), Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.7)]
                    .randomElement(using: &rng)!
                view.cornerRadius = [0, 3].randomElement(using: &rng)!
                view.borderWidth = [0, 0, 2].randomElement(using: &rng)!
                view.borderColor = Color(red: 0.2, green: 0.8, blue: 0.3)
                scroll.addSubview(view)
                views.append(view)
            }
        }
        for _ in 0..<Int.random(in: 3...9, using: &rng) {
            let view = View()
            randomizeAppearance(of: view, using: &rng)
            view.frame = randomFrame(using: &rng)
            attachedViews(including: true).randomElement(using: &rng)!.addSubview(view)
            views.append(view)
        }
        if layers {
            for view in views where Int.random(in: 0...2, using: &rng) == 0 { view.prefersOwnLayer = true }
        }
    }

    /// Applies one random change.
    func mutate(using rng: inout Xoshiro) {
        if scrolling && Bool.random(using: &rng) {
            let step = layers ? 1 : [1, 1, 1, 0.5, 0.3].randomElement(using: &rng)!
            let offset = { (rng: inout Xoshiro) in Double(Int.random(in: 0...40, using: &rng)) * step }
            scroll.setContentOffset(Point(x: Int.random(in: 0...3, using: &rng) == 0 ? offset(&rng) : scroll.contentOffset.x,
                                          y: offset(&rng)))
            return
        }
        let view = views.randomElement(using: &rng)!
        switch Int.random(in: 0...(layers ? 15 : 13), using: &rng) {
        case 0: view.center = Point(x: coordinate(using: &rng), y: coordinate(using: &rng))
        case 1: view.bounds.size = Size(width: length(upTo: 40, using: &rng), height: length(upTo: 30, using: &rng))
        case 2: view.transform = randomTransform(using: &rng)
        case 3: view.alpha = [1, 0.6, 0.25, 0].randomElement(using: &rng)!
        case 4: view.isHidden.toggle()
        case 5, 6: randomizeAppearance(of: view, using: &rng)
        case 7: if !onlyTranslatedFills { view.clipsToBounds.toggle() }
        case 8:
            guard let parent = view.superview else { return }
            if Bool.random(using: &rng) { parent.bringSubviewToFront(view) } else { parent.sendSubviewToBack(view) }
        case 9:
            let targets = attachedViews(including: true).filter { !$0.isDescendant(of: view) }
            if view.superview != nil, let target = targets.randomElement(using: &rng) { view.moveToSuperview(target) }
        case 10: view.removeFromSuperview()
        case 11:
            if view.superview == nil { attachedViews(including: true).randomElement(using: &rng)!.addSubview(view) }
        case 12: label.text = ["Tap", "Drag me", "", "Ω ≠ 42"].randomElement(using: &rng)!
        case 13:
            guard !onlyTranslatedFills else { return }
            scroll.setContentOffset(Point(x: length(upTo: 40, using: &rng), y: length(upTo: 40, using: &rng)))
        default: view.prefersOwnLayer.toggle()
        }
    }

    /// The root (when asked) and every view in its tree.
    private func attachedViews(including includeRoot: Bool) -> [View] {
        (includeRoot ? [root] : []) + views.filter { $0.superview != nil && $0.root === root }
    }

    private func coordinate(using rng: inout Xoshiro) -> Double {
        layers ? Double(Int.random(in: -8...72, using: &rng)) : Double.random(in: -8...72, using: &rng)
    }

    /// A length from 0 to `limit`: even whole pixels with `layers`.
    private func length(upTo limit: Double, using rng: inout Xoshiro) -> Double {
        layers ? Double(2 * Int.random(in: 0...Int(limit / 2), using: &rng)) : Double.random(in: 0...limit, using: &rng)
    }

    private func randomFrame(using rng: inout Xoshiro) -> Rect {
        let x = coordinate(using: &rng), y = coordinate(using: &rng)
        guard layers else {
            return Rect(x: x, y: y, width: Double.random(in: 2...36, using: &rng), height: Double.random(in: 2...28, using: &rng))
        }
        return Rect(x: x, y: y, width: Double(2 * Int.random(in: 1...18, using: &rng)), height: Double(2 * Int.random(in: 1...14, using: &rng)))
    }

    private func randomTransform(using rng: inout Xoshiro) -> AffineTransform {
        if onlyTranslatedFills {
            let scale = [1, 1, 1.08, 0.7].randomElement(using: &rng)!
            return AffineTransform(scaleX: scale, y: scale)
                .translatedBy(x: coordinate(using: &rng) / 4, y: Double.random(in: -3...3, using: &rng))
        }
        switch Int.random(in: 0...3, using: &rng) {
        case 0: return .identity
        case 1: return AffineTransform(rotationAngle: Double.random(in: -3...3, using: &rng))
        case 2: return AffineTransform(scaleX: Double.random(in: 0.5...2, using: &rng), y: Double.random(in: 0.5...2, using: &rng))
        default:
            let turned = AffineTransform(rotationAngle: 0.4)
            guard layers else { return turned.translatedBy(x: coordinate(using: &rng) / 4, y: 3) }
            // Whole pixels, as every translation with layers (a layer moves by whole pixels).
            return AffineTransform(a: turned.a, b: turned.b, c: turned.c, d: turned.d, tx: (coordinate(using: &rng) / 4).rounded(), ty: 3)
        }
    }

    private func randomizeAppearance(of view: View, using rng: inout Xoshiro) {
        let palette: [Color?] = [nil, Color(red: 1, green: 0, blue: 0), Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.7), .black, .white]
        view.backgroundColor = palette.randomElement(using: &rng)!
        view.cornerRadius = [0, 3, 7.5].randomElement(using: &rng)!
        view.borderWidth = [0, 0, 1, 2.5].randomElement(using: &rng)!
        view.borderColor = Color(red: 0.2, green: 0.8, blue: 0.3)
        view.shadow = Bool.random(using: &rng) ? nil
            : Shadow(color: Color.black.withAlpha(0.4), offset: Point(x: 2, y: 3), blurRadius: Double.random(in: 0...5, using: &rng))
        view.focusRing = Int.random(in: 0...3, using: &rng) > 0 ? nil
            : FocusRing(width: Double.random(in: 1...3, using: &rng), gap: Double.random(in: 0...3, using: &rng))
    }
}

extension Xoshiro {
    /// A generator whose whole state follows from one number.
    init(seed: UInt64) {
        self.init(seed: (seed, seed ^ 0x9e37_79b9_7f4a_7c15, seed &* 0xbf58_476d_1ce4_e5b9 | 1, ~seed))
    }
}
