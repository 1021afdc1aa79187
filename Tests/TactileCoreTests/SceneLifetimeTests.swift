import Testing
@testable import TactileCore

// `View.superview` and `GestureRecognizer.view` are unowned references that a view's deinit
// clears: they must read nil, as weak references would, once the view they name is gone.

@Test func aSubviewOutlivingItsParentHasNoSuperview() {
    let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var parent: View? = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    parent?.addSubview(child)
    #expect(child.superview === parent)
    parent = nil
    #expect(child.superview == nil)
    #expect(child.root === child)
    #expect(child.transformToRoot == .identity)
    // It can join another tree.
    let other = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    other.addSubview(child)
    #expect(child.superview === other)
}

@Test func aRecognizerOutlivingItsViewHasNoView() {
    let pan = PanGestureRecognizer()
    var view: View? = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view?.addGestureRecognizer(pan)
    #expect(pan.view === view)
    view = nil
    #expect(pan.view == nil)
    // It can be attached again.
    let other = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    other.addGestureRecognizer(pan)
    #expect(pan.view === other)
    #expect(other.gestureRecognizers.count == 1)
}

@Test func aDeepTreeLetGoKeepsTheSubtreesStillHeld() {
    let grandchild = View(frame: Rect(x: 1, y: 1, width: 2, height: 2))
    var root: View? = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    do {
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        root?.addSubview(child)
        child.addSubview(grandchild)
    }
    #expect(grandchild.root === root)
    root = nil  // The child goes with it: nothing else holds it.
    #expect(grandchild.superview == nil)
    #expect(grandchild.root === grandchild)
}
