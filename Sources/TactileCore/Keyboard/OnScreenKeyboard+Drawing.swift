// Drawing and damage: the keys are drawn by the keyboard itself, the enlarged previews and
// the accent pop-up are subviews above it (they reach above the keyboard's top edge). A
// change damages only the keys it concerns and the subviews it adds, moves or removes.

extension OnScreenKeyboard {
    /// Draws the keys that meet `rect` (bounds space).
    func drawKeys(in context: DrawingContext, rect: Rect) {
        let keys = model.layout.keys
        for index in keys.indices where keys[index].frame.intersects(rect) {
            drawKey(keys[index], pressed: drawnPressedKeys.contains(index), in: context)
        }
    }

    private func drawKey(_ placed: PlacedKey, pressed: Bool, in context: DrawingContext) {
        let frame = placed.frame
        var color = style.specialKeyColor, labelColor = style.labelColor
        var label = "", labelScale = 0.4
        switch placed.key.action {
        case .character:
            color = style.keyColor
            label = KeyboardKey.shown(model.text(of: placed.key) ?? "")
            labelScale = 0.45
        case .space: color = style.keyColor
        case .shift:
            label = model.shiftState == .capsLock ? "⇪" : "⇧"
            if model.shiftState != .off { color = style.activeColor; labelColor = style.activeLabelColor }
        case .backspace: label = "⌫"
        case .enter: label = "⏎"
        case .hide: label = "⌨"
        case .page(let page):
            label = captions.caption(forKeyTo: page)
            labelScale = 0.32
        case .nextArrangement:
            label = model.arrangement.name.uppercased()
            labelScale = 0.32
        }
        if pressed { color = style.pressedKeyColor }
        context.fillRoundedRect(frame, cornerRadius: style.cornerRadius, color: color)
        context.drawLabel(label, centredIn: frame, font: style.font(size: frame.height * labelScale), color: labelColor)
    }

    /// Brings the drawing up to date with the model, damaging what changed.
    func modelDidChange(_ change: KeyboardTouchModel.Change) {
        switch change {
        case .touches:
            syncPressedKeys()
        case .shift:
            // Every letter changes case, and shift its colour.
            setNeedsDisplay()
            syncPressedKeys()
        case .page:
            setNeedsDisplay()
            drawnPressedKeys = []
            syncPressedKeys()
            if isResting { logKeys() }
        }
    }

    private func syncPressedKeys() {
        let pressed = model.pressedKeys
        let keys = model.layout.keys
        for index in Set(pressed).symmetricDifference(drawnPressedKeys) where keys.indices.contains(index) {
            setNeedsDisplay(keys[index].frame)
        }
        drawnPressedKeys = pressed
        syncPreviews()
        syncPopup()
    }

    private func syncPreviews() {
        let wanted = model.previewedKeys
        for (id, preview) in previews where !wanted.contains(where: { $0.touchID == id }) {
            preview.removeFromSuperview()
            previews[id] = nil
        }
        for (id, keyIndex) in wanted {
            let key = model.layout.keys[keyIndex]
            let label = KeyboardKey.shown(model.text(of: key.key) ?? "")
            let frame = KeyPreviewView.frame(above: key.frame, keyboardWidth: bounds.width, gap: metrics.rowGap / 2)
            if let preview = previews[id] {
                preview.label = label
                preview.frame = frame
            } else {
                let preview = KeyPreviewView(label: label, style: style)
                preview.frame = frame
                previews[id] = preview
                addSubview(preview)
            }
        }
    }

    private func syncPopup() {
        guard let popup = model.accentPopup else {
            popupView?.removeFromSuperview()
            popupView = nil
            return
        }
        if let popupView, popupView.popup.touchID == popup.touchID, popupView.popup.cells == popup.cells {
            popupView.popup = popup
            return
        }
        popupView?.removeFromSuperview()
        let view = AccentPopupView(popup: popup, style: style)
        popupView = view
        addSubview(view)
    }
}
