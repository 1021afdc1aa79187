import Testing
import Tactile

/// A host gives its root the renderer's text measurer, so controls size their titles as Pango
/// will draw them rather than by the font-size estimate.
@Suite struct SceneHostControlTests {
    @Test func aButtonInAHostSizesToItsMeasuredTitle() throws {
        let host = SceneHost(size: Size(width: 400, height: 300), clock: ManualClock())
        let button = Button(title: "Reset scene")
        host.rootView.addSubview(button)
        let measurer = try #require(host.rootView.textMeasurer)
        let title = measurer.size(of: "Reset scene", style: TextStyle(font: Theme.light.fonts.control, maximumLines: 1), width: nil)
        #expect(title.width > 0 && title.width != 11 * 18 * 0.6)
        #expect(button.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: title.width + 32, height: 48))
    }
}
