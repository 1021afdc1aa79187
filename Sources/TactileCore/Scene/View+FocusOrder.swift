// The order in which Tab visits views: the scene's own order, so that moving a view into
// another container moves it in the order too, and nothing needs to be declared.

extension View {
    /// The views of this subtree that are in `members`, in focus order: tree order, back to
    /// front, a view before its subviews. Hidden and nearly transparent subtrees (which take
    /// no touches either) are left out.
    func focusOrder(among members: Set<ObjectIdentifier>) -> [View] {
        var order: [View] = []
        appendFocusOrder(among: members, to: &order)
        return order
    }

    private func appendFocusOrder(among members: Set<ObjectIdentifier>, to order: inout [View]) {
        guard !isHidden, alpha >= 0.01 else { return }
        if members.contains(ObjectIdentifier(self)) { order.append(self) }
        for subview in subviews { subview.appendFocusOrder(among: members, to: &order) }
    }
}

/// The index Tab (forward) or Shift-Tab (backward) goes to among `count` items from
/// `current`, wrapping around at both ends; from nothing, the first or the last.
func focusStep(from current: Int?, count: Int, backward: Bool) -> Int {
    guard let current else { return backward ? count - 1 : 0 }
    return (current + (backward ? count - 1 : 1)) % count
}
