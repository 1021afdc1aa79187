// The manual's code for "The scene and views" (Tactile.docc/SceneAndViews.md), compiled with the
// package so the article cannot go stale: .ci/check-snippets finds every ```swift block of the
// manual verbatim in this folder.
import Tactile

/// A card built from plain views: the article's first snippet.
func buildCard(app: Application) -> View {
    let card = View(frame: Rect(x: 40, y: 40, width: 320, height: 200))
    card.backgroundColor = Color(hex: "#2b3340")
    card.cornerRadius = 16
    card.shadow = Shadow()
    card.identifier = "card"           // names it in the event log and in tests

    let title = Label(frame: Rect(x: 16, y: 16, width: 288, height: 32), text: "Welcome")
    card.addSubview(title)
    app.rootView.addSubview(card)      // later subviews draw above earlier ones
    return card
}

/// A view that draws itself: the article's second snippet.
final class Gauge: View {
    var level = 0.5 { didSet { setNeedsDisplay() } }   // repaint only this view's frame

    override func draw(in context: DrawingContext, rect: Rect) {
        let filled = Rect(x: 0, y: 0, width: bounds.width * level, height: bounds.height)
        context.fillRoundedRect(filled, cornerRadius: 8, color: Color(red: 0.24, green: 0.68, blue: 0.64))
    }
}

/// A list that scrolls like a touch list: the article's third snippet.
func buildList(app: Application, rows: [View]) -> ScrollView {
    let list = ScrollView(frame: Rect(x: 400, y: 40, width: 300, height: 500))
    list.contentSize = Size(width: 300, height: Double(rows.count) * 64)
    for (index, row) in rows.enumerated() {
        row.frame = Rect(x: 0, y: Double(index) * 64, width: 300, height: 56)
        list.addSubview(row)
    }
    list.enableFlickScrolling(animator: app.animator)   // 1:1 pan, momentum, rubber band
    return list
}

/// Animations: the article's fourth snippet.
func animateCard(_ card: View, app: Application) {
    app.animator.animate(duration: .seconds(0.3), [PropertyTarget(card, \.alpha, to: 0.5)])
    app.animator.animate(spring: Spring(response: .seconds(0.4), dampingRatio: 0.8),
                         [PropertyTarget(card, \.center, to: Point(x: 400, y: 300))]) { finished in
        if finished { card.identifier = "card-moved" }
    }
}
