import Testing
@testable import Tactile

/// A visitor's accessibility settings on a scene host: larger text measured and drawn at its
/// scale (views sized to their text grow, the layout follows, a keyboard's captions keep their
/// size), high contrast on the root and the root's own theme back after it, speech handed to
/// whoever runs speech mode, the trace, the observers and the idle reset.
@Suite struct AccessibilitySettingsTests {
    /// A 300×120 host tracing into `lines`, holding a stack of a label and a button.
    final class Scene {
        var lines: [String] = []
        let host: SceneHost
        let label = Label(text: "Tactile", style: TextStyle(font: Font(size: 16), maximumLines: 1))
        let button = Button(title: "Go")

        init() {
            var collect: ((String) -> Void)?
            host = SceneHost(size: Size(width: 300, height: 120), clock: ManualClock(), trace: { collect?($0) })
            collect = { [unowned self] in lines.append($0) }
            let stack = Stack(.horizontal, spacing: 8, [label, button])
            stack.alignment = .leading
            stack.layout.fillsSuperview = true
            host.rootView.addSubview(stack)
            host.rootView.layoutIfNeeded()
        }

        /// A full frame into a fresh buffer: its pixels.
        func draw() -> [UInt32] {
            var pixels = [UInt32](repeating: 0, count: 300 * 120)
            pixels.withUnsafeMutableBytes { bytes in
                let target = PixelBuffer(pixels: bytes.baseAddress!, width: 300, height: 120, stride: 1200, scale: 1)
                _ = host.drawFrame(at: .zero, into: target, bufferAge: 0, layers: nil)
            }
            return pixels
        }
    }

    /// At 1.5× the label and the button grow by half their text (to the pixel the measure
    /// rounds to) and the stack places them anew; what is drawn differs, and back at 1 it is
    /// the first frame again, pixel for pixel: no picture or layout of the larger text is
    /// taken for the smaller one. A font that keeps its size measures the same at any scale.
    @Test func largerTextGrowsTheViewsSizedToItAndIsDrawnLarger() throws {
        let scene = Scene()
        let host = scene.host
        let measurer = try #require(host.rootView.layoutEnvironment.textMeasurer)
        var kept = Font(size: 16)
        kept.keepsSize = true
        let keptWidth = measurer.size(of: "Tactile", style: TextStyle(font: kept), width: nil).width
        let (labelBefore, buttonBefore) = (scene.label.frame, scene.button.frame)
        let before = scene.draw()
        host.accessibility.textScale = 1.5
        host.rootView.layoutIfNeeded()
        #expect(host.rootView.layoutEnvironment.textScale == 1.5)
        #expect(abs(scene.label.frame.width - labelBefore.width * 1.5) <= 2)
        #expect(abs(scene.label.frame.height - labelBefore.height * 1.5) <= 2)
        #expect(scene.button.frame.minX > buttonBefore.minX && scene.button.frame.width > buttonBefore.width)
        #expect(measurer.size(of: "Tactile", style: TextStyle(font: kept), width: nil).width == keptWidth)
        host.rootView.damageTracker.invalidateAll()
        let larger = scene.draw()
        #expect(larger != before)
        host.accessibility.textScale = 1
        host.rootView.layoutIfNeeded()
        #expect(scene.label.frame == labelBefore && scene.button.frame == buttonBefore)
        host.rootView.damageTracker.invalidateAll()
        #expect(scene.draw() == before)
        #expect(scene.lines == ["a11y text 1.5", "a11y text 1"])
    }

    /// The text scale stays within 1…2; setting the scale it has traces nothing.
    @Test func theTextScaleIsClampedAndOnlyChangesAreTraced() {
        let scene = Scene()
        let settings = scene.host.accessibility
        settings.textScale = 3
        #expect(settings.textScale == 2 && scene.host.rootView.layoutEnvironment.textScale == 2)
        settings.textScale = 2
        settings.textScale = 0.5
        #expect(settings.textScale == 1)
        #expect(scene.lines == ["a11y text 2", "a11y text 1"])
    }

    /// High contrast puts `Theme.highContrast` on the root and gives back the root's own
    /// theme (none, or the app's) when turned off; observers hear every change, speech goes
    /// to the switch speech mode set, and the reset turns everything off.
    @Test func contrastAndSpeechFollowTheSettingsAndTheResetTurnsAllOff() {
        let scene = Scene()
        let host = scene.host, settings = host.accessibility
        host.rootView.theme = .dark
        var heard: [String] = [], speech: [Bool] = []
        settings.addObserver { heard.append("\($0.textScale) \($0.isHighContrast) \($0.isSpeechOn)") }
        settings.speechModeSwitch = { speech.append($0) }
        settings.isHighContrast = true
        #expect(host.rootView.theme == .highContrast && scene.button.effectiveTheme == .highContrast)
        settings.isSpeechOn = true
        settings.textScale = 1.25
        settings.resetForNextVisitor()
        #expect(host.rootView.theme == .dark)
        #expect(heard == ["1.0 true false", "1.0 true true", "1.25 true true", "1.0 true true", "1.0 false true",
                          "1.0 false false"])
        #expect(speech == [true, false])
        #expect(scene.lines == ["a11y contrast on", "a11y text 1.25", "a11y text 1", "a11y contrast off"])
    }

    /// A kiosk session's idle reset turns the visitor's settings off.
    @Test func theIdleResetTurnsTheSettingsOff() {
        let runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 400, height: 300), events: [], snapshots: []),
                                     trace: { _ in }, sceneTrace: { _ in })
        let host = runner.host
        let session = KioskSession(host: host, timeouts: KioskTimeouts(idleReset: .seconds(10), attract: nil, blank: nil))
        host.accessibility.textScale = 1.5
        host.accessibility.isHighContrast = true
        runner.play([], until: .zero + .seconds(11))
        #expect(host.accessibility.textScale == 1 && !host.accessibility.isHighContrast)
        #expect(host.rootView.theme == nil)
        _ = session
    }
}
