// Bringing a view into sight inside the scroll views that hold it, as the keyboard focus
// does when Tab lands on a row scrolled out of a long list.

extension View {
    /// Scrolls every `ScrollView` this view lies in, innermost first, by the least amount
    /// that shows `rect` (this view's space, logical pixels), as much of it as fits, within
    /// each scroll view's content; along an axis where `rect` already fills a scroll view,
    /// that one stays put. Each outer scroll view is asked to show only the part the
    /// inner ones now show. Scrolling is immediate; a momentum or other animation of a
    /// scroll view's offset on `animator` is stopped first, so it does not undo the scroll.
    /// An empty `rect`, or one clipped away entirely, scrolls nothing further out.
    /// Called when the keyboard focus moves to this view.
    public func scrollIntoView(_ rect: Rect, animator: Animator) {
        var shown = rect
        var view = self
        while let superview = view.superview, !shown.isEmpty {
            shown = view.convert(shown, to: superview)
            if let scrollView = superview as? ScrollView {
                animator.stop(scrollView, \ScrollView.alignedContentOffset)
                scrollView.scrollRectToVisible(shown.spanning(scrollView.bounds))
                shown = shown.intersection(scrollView.bounds)
            }
            view = superview
        }
    }
}

private extension Rect {
    /// This rect, except that along an axis where it already covers all of `visible` it takes
    /// `visible`'s extent: a view larger than its scroll view that fills it along an axis
    /// needs no scrolling there (`scrollRectToVisible` would go to its top or left end).
    func spanning(_ visible: Rect) -> Rect {
        let coversX = minX <= visible.minX && maxX >= visible.maxX
        let coversY = minY <= visible.minY && maxY >= visible.maxY
        return Rect(x: coversX ? visible.minX : minX, y: coversY ? visible.minY : minY,
                    width: coversX ? visible.width : width, height: coversY ? visible.height : height)
    }
}
