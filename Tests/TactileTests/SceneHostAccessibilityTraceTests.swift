import Tactile
import Testing

/// The focus lines a host's trace gets from its semantic tree's changes.
@Suite struct SceneHostAccessibilityTraceTests {
    /// Tab moves the controls' focus: each move the tree's update tells is traced with the
    /// element's role and name, a name with quotes escaped; an update without a move traces
    /// nothing, nor does the focus going to nothing.
    @Test func focusMovesAreTracedByRoleAndName() {
        var lines: [String] = []
        let host = SceneHost(size: Size(width: 400, height: 300), clock: ManualClock(), trace: { lines.append($0) })
        let ok = Button(frame: Rect(x: 10, y: 10, width: 120, height: 48), title: "OK")
        let sound = Toggle(frame: Rect(x: 10, y: 70, width: 60, height: 48))
        sound.accessibilityName = LocalizedString("Say \"hi\"", comment: "test")
        [ok, sound].forEach(host.rootView.addSubview)
        let focus = ControlFocus(rootView: host.rootView)
        let tree = host.startAccessibilityTree()
        tree.update()
        #expect(lines.isEmpty, "nothing is focused yet")
        focus.focus(ok)
        tree.update()
        focus.focus(sound)
        tree.update()
        tree.update()
        focus.focus(nil)
        tree.update()
        #expect(lines == ["a11y focus button \"OK\"", "a11y focus toggle \"Say \\\"hi\\\"\""])
    }
}
