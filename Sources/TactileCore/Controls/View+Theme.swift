// How a theme reaches the controls of a tree: set on a view, inherited by its subtree down to
// the next view with a theme of its own. Nothing is copied into the descendants, so moving a
// subtree under another parent makes it follow that parent's theme at its next paint (the
// move repaints it anyway), and a change walks only the subtree it concerns.

/// What a view holds for its subtree: the theme set on it.
final class ViewEnvironment {
    /// The theme set on the view (nil: inherited).
    var theme: Theme?
}

extension View {
    /// The theme set on this view for itself and its subtree, nil when it inherits its
    /// superview's. Setting it repaints the controls of the subtree whose look changes, not
    /// those under a view with a theme of its own, and nothing else.
    public var theme: Theme? {
        get { environment?.theme }
        set {
            guard newValue != nil || environment != nil else { return }
            let before = effectiveTheme
            if environment == nil { environment = ViewEnvironment() }
            environment?.theme = newValue
            let after = effectiveTheme
            guard before != after else { return }
            notifyThemeChange(from: before, to: after, isOrigin: true)
        }
    }

    /// The theme this view follows: its own, else its nearest ancestor's, else `Theme.light`.
    public var effectiveTheme: Theme {
        var view: View? = self
        while let current = view {
            if let theme = current.environment?.theme { return theme }
            view = current.superview
        }
        return .light
    }

    /// What measures text for controls that size themselves (`sizeThatFits`): the window's,
    /// which the host puts in the root's `layoutEnvironment` (labels measure with it too);
    /// without one, controls estimate their text from the font size.
    package var textMeasurer: TextMeasuring? { existingLayoutEnvironment?.textMeasurer }

    /// The subtree was attached under a new parent: the controls that inherit their theme
    /// size their touch areas for the theme they now follow (their look follows at the next
    /// paint, which the attachment brings).
    func inheritedThemeDidChange() {
        guard environment?.theme == nil else { return }
        if let control = self as? Control { control.updateTouchArea() }
        for subview in subviews { subview.inheritedThemeDidChange() }
    }

    /// Tells the controls of this subtree that follow this view's theme that it went from
    /// `old` to `new`; a descendant with a theme of its own keeps its subtree out.
    private func notifyThemeChange(from old: Theme, to new: Theme, isOrigin: Bool) {
        if !isOrigin && environment?.theme != nil { return }
        if let control = self as? Control { control.themeDidChange(from: old, to: new) }
        for subview in subviews { subview.notifyThemeChange(from: old, to: new, isOrigin: false) }
    }
}
