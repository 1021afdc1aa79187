import PropertyBased
import Testing
@testable import TactileCore

/// Hit testing as specified, with no caches: the oracle for the cached implementation.
private func plainHitTest(_ view: View, _ point: Point) -> View? {
    guard view.isUserInteractionEnabled, !view.isHidden, view.alpha >= 0.01 else { return nil }
    let inside = view.bounds.insetBy(dx: -view.touchAreaOutset, dy: -view.touchAreaOutset).contains(point)
    if view.clipsToBounds && !inside { return nil }
    for child in view.subviews.reversed() {
        guard let inverse = child.transformToSuperview.inverted() else { continue }
        if let hit = plainHitTest(child, inverse.apply(to: point)) { return hit }
    }
    return inside ? view : nil
}

/// Applies the change encoded by `code` to the tree under `root` (`views` lists every view
/// ever made, attached or not).
private func apply(_ code: Int, root: View, views: inout [View]) {
    let attached = [root] + views.filter { $0.root === root }
    let a = (code / 16) % 97, b = (code / 1552) % 89
    let view = views.isEmpty ? root : views[a % views.count]
    let value = Double(b) * 2.5 - 20
    switch code % 16 {
    case 0, 1, 2:
        let child = View(frame: Rect(x: value, y: Double(a) * 2 - 10, width: 10 + Double(b % 40), height: 8 + Double(a % 30)))
        attached[b % attached.count].addSubview(child)
        views.append(child)
    case 3, 4: view.center = Point(x: value, y: Double(a) * 2)
    case 5: view.transform = AffineTransform(rotationAngle: Double(a) / 10).scaledBy(x: 0.5 + Double(b % 4) / 2, y: 1)
    case 6: view.bounds = Rect(x: Double(a % 9) - 4, y: Double(b % 7) - 3, width: 5 + Double(a % 50), height: 5 + Double(b % 40))
    case 7: view.touchAreaOutset = Double(b % 3) * 4
    case 8: view.clipsToBounds.toggle()
    case 9: view.superview?.bringSubviewToFront(view)
    case 10: view.superview?.sendSubviewToBack(view)
    case 11:
        let target = attached[b % attached.count]
        if view !== root, view.superview != nil, !target.isDescendant(of: view) { view.moveToSuperview(target, at: a % 3) }
    case 12: if view !== root { view.removeFromSuperview() }
    case 13: if view !== root, view.superview == nil { attached[b % attached.count].addSubview(view) }
    case 14: view.isHidden = b % 5 == 0
    default: view.isUserInteractionEnabled = b % 4 != 0
    }
}

@Test func cachedHitTestingAgreesWithAPlainWalk() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 5...60)) { codes in
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        var views: [View] = []
        for code in codes {
            apply(code, root: root, views: &views)
            for row in 0..<9 {
                for column in 0..<9 {
                    let point = Point(x: Double(column) * 27.5 - 15, y: Double(row) * 27.5 - 15)
                    #expect(root.hitTest(point) === plainHitTest(root, point), "at \(point)")
                }
            }
        }
    }
}
