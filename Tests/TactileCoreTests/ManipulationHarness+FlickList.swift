@testable import TactileCore

extension ManipulationHarness {
    /// A 200×300 list at (100, 100) holding ten 100 px rows (content 200×1000, so the offset
    /// runs 0…700), each tappable, on the root; the scroll pan and the rows' taps are traced.
    func makeFlickList() -> ScrollView {
        let list = ScrollView(frame: Rect(x: 100, y: 100, width: 200, height: 300))
        list.contentSize = Size(width: 200, height: 1000)
        for index in 0..<10 {
            let row = View(frame: Rect(x: 0, y: Double(index) * 100, width: 200, height: 100))
            let tap = TapGestureRecognizer()
            row.addGestureRecognizer(tap)
            gestures.watch(tap, "row \(index)")
            list.addSubview(row)
        }
        let scroller = list.enableFlickScrolling(animator: animator)
        gestures.watch(scroller.pan, "scroll") { "velocity \($0.velocity(in: nil))" }
        root.addSubview(list)
        return list
    }
}
