import Glibc
import Testing
import TactileCairo
import TactileCore

/// A colour as the canvas reads an opaque pixel.
private func pixel(_ color: Color) -> String { "#ff" + color.hexString.dropFirst() }

/// True when some pixel of `rect` (buffer pixels) is exactly `color`: a title's glyph stems.
private func holds(_ canvas: Canvas, _ color: Color, in rect: Rect) -> Bool {
    for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) where canvas.hex(x, y) == pixel(color) { return true }
    }
    return false
}

/// Every control drawn by Cairo in the light and the dark theme, read pixel by pixel, on a
/// 400×300 root filled with the theme's background:
/// - a button "Go" at (20, 20, 160×56);
/// - a toggle at (20, 100, 52×48): its 52×32 track spans y 108…140, the knob (26 px) is
///   centred at x 36 when off, 56 when on;
/// - a slider over 0…100 at (20, 160, 224×48) at 50: thumb centred at (132, 184), an accent
///   ring of radius 12 around a knob-coloured disc of radius 6;
/// - a segmented control at (20, 220, 300×48) with three 100 px segments, the middle selected;
/// - a progress bar at (20, 280, 300×8) at half.
@MainActor @Suite struct ControlPixelTests {
    /// The controls of the scene, for changing their state.
    struct Scene {
        let root: View
        let button = Button(frame: Rect(x: 20, y: 20, width: 160, height: 56), title: "Go")
        let toggle = Toggle(frame: Rect(x: 20, y: 100, width: 52, height: 48))
        let slider = Slider(frame: Rect(x: 20, y: 160, width: 224, height: 48), value: 50, in: 0...100)
        let segments = SegmentedControl(frame: Rect(x: 20, y: 220, width: 300, height: 48), segments: ["A", "B", "C"], selectedIndex: 1)
        let progress = ProgressView(frame: Rect(x: 20, y: 280, width: 300, height: 8), progress: 0.5)

        init(theme: Theme) {
            root = rootView(width: 400, height: 300, color: theme.colors.background)
            root.theme = theme
            for control in [button, toggle, slider, segments, progress] as [Control] { root.addSubview(control) }
        }
    }


    @Test(arguments: [Theme.light, Theme.dark])
    func eachControlIsDrawnInItsThemesColours(theme: Theme) {
        let scene = Scene(theme: theme), colors = theme.colors
        let canvas = renderFully(scene.root)
        // Button: accent fill, its title in the ink on accent, the background around it.
        #expect(canvas.hex(30, 48) == pixel(colors.accent))
        #expect(canvas.hex(10, 48) == pixel(colors.background))
        #expect(holds(canvas, colors.onAccent, in: Rect(x: 80, y: 30, width: 40, height: 36)))
        // Toggle off: track at the right end, knob at the left.
        #expect(canvas.hex(64, 124) == pixel(colors.track))
        #expect(canvas.hex(36, 124) == pixel(colors.knob))
        // Slider: accent before the thumb, track after it, the thumb's ring and disc.
        #expect(canvas.hex(60, 184) == pixel(colors.accent))
        #expect(canvas.hex(220, 184) == pixel(colors.track))
        #expect(canvas.hex(141, 184) == pixel(colors.accent))
        #expect(canvas.hex(132, 184) == pixel(colors.knob))
        // Segments: the middle one in the accent, the first on the track.
        #expect(canvas.hex(127, 244) == pixel(colors.accent))
        #expect(canvas.hex(30, 244) == pixel(colors.track))
        #expect(holds(canvas, colors.onAccent, in: Rect(x: 150, y: 230, width: 40, height: 28)))
        #expect(holds(canvas, colors.text, in: Rect(x: 50, y: 230, width: 40, height: 28)))
        // Progress: filled to the middle.
        #expect(canvas.hex(100, 284) == pixel(colors.accent))
        #expect(canvas.hex(250, 284) == pixel(colors.track))
    }

    @Test(arguments: [Theme.light, Theme.dark])
    func pressedOnAndDisabledStatesAreDrawn(theme: Theme) {
        let scene = Scene(theme: theme), colors = theme.colors
        let dispatcher = InputDispatcher(rootView: scene.root, clock: ManualClock())
        dispatcher.surfaceSize = Size(width: 400, height: 300)
        dispatcher.handleTouch(.down(time: 0, id: 1, location: Point(x: 100, y: 48)))
        dispatcher.handleTouch(.frame)
        scene.toggle.isOn = true
        scene.slider.isEnabled = false
        let canvas = renderFully(scene.root)
        #expect(canvas.hex(30, 48) == pixel(colors.accentPressed))
        #expect(canvas.hex(26, 124) == pixel(colors.accent))
        #expect(canvas.hex(56, 124) == pixel(colors.knob))
        #expect(canvas.hex(60, 184) == pixel(colors.onDisabled))
        #expect(canvas.hex(220, 184) == pixel(colors.disabled))
        dispatcher.handleTouch(.up(time: 40, id: 1))
        dispatcher.handleTouch(.frame)
        scene.button.isEnabled = false
        let released = renderFully(scene.root)
        #expect(released.hex(30, 48) == pixel(colors.disabled))
        #expect(holds(released, colors.onDisabled, in: Rect(x: 80, y: 30, width: 40, height: 36)))
    }

    /// A button with a 16×16 red image before its title "Go": image and title centred together
    /// (16 + 8 + the title's estimated 21.6 px: the image spans x 77.2…93.2, y 40…56); with the
    /// image alone, the image sits in the middle.
    @Test func aButtonDrawsItsImageBeforeItsTitle() throws {
        let path = "/tmp/tactile-control-image-\(getpid()).png"
        defer { unlink(path) }
        let picture = PixelImage(width: 16, height: 16, scale: 1)
        SceneRenderer().render(rootView(width: 16, height: 16, color: red), into: picture.renderTarget, bufferAge: 0)
        try picture.writePNG(to: path)
        let image = try Image(contentsOfFile: path)
        let scene = Scene(theme: .light)
        scene.button.image = image
        let canvas = renderFully(scene.root)
        #expect([canvas.hex(76, 48), canvas.hex(85, 48), canvas.hex(85, 39)] == [pixel(Theme.light.colors.accent), "#ffff0000", pixel(Theme.light.colors.accent)])
        scene.button.title = ""
        #expect(renderFully(scene.root).hex(100, 48) == "#ffff0000")
        #expect(scene.button.sizeThatFits(.zero) == Size(width: 48, height: 48))
    }

    /// The frame that shows a press, drawn from the damage alone into the previous frame, has
    /// the pixels of a full repaint; so does the frame after the switch to the dark theme.
    @Test func damageOnlyFramesMatchFullRepaints() {
        let scene = Scene(theme: .light)
        let renderer = SceneRenderer(tileSize: 16)
        let shown = Canvas(width: 400, height: 300)
        renderer.render(scene.root, into: shown.target, bufferAge: 0)
        let dispatcher = InputDispatcher(rootView: scene.root, clock: ManualClock())
        dispatcher.surfaceSize = Size(width: 400, height: 300)
        dispatcher.handleTouch(.down(time: 0, id: 1, location: Point(x: 30, y: 124)))
        dispatcher.handleTouch(.frame)
        renderer.render(scene.root, into: shown.target, bufferAge: 1)
        #expect(shown.hasSamePixels(as: renderFully(scene.root)))
        scene.root.theme = .dark
        scene.root.backgroundColor = Theme.dark.colors.background
        renderer.render(scene.root, into: shown.target, bufferAge: 1)
        #expect(shown.hasSamePixels(as: renderFully(scene.root)))
    }
}

/// The indeterminate bar's sweep on a manual clock: it runs while the bar is drawn, stops the
/// frame after the bar's container is hidden (the animator then wants no frames), and starts
/// again when the bar is drawn again.
@MainActor @Suite struct ProgressSweepTests {
    @Test func theSweepRunsOnlyWhileTheBarIsShown() {
        let clock = ManualClock()
        let animator = Animator { clock.now }
        let root = rootView(width: 320, height: 40)
        let panel = View(frame: Rect(x: 0, y: 0, width: 320, height: 40))
        let bar = ProgressView(frame: Rect(x: 10, y: 16, width: 300, height: 8))
        panel.addSubview(bar)
        root.addSubview(panel)
        #expect(!animator.needsFrames)
        bar.indeterminateAnimator = animator
        let renderer = SceneRenderer(tileSize: 16)
        let shown = Canvas(width: 320, height: 40)
        renderer.render(root, into: shown.target, bufferAge: 0)
        #expect(animator.needsFrames)
        // At half the sweep the third-long segment (100 px) covers x 110…210: accent at 160,
        // track at 60 and 260.
        clock.advance(by: .seconds(0.6))
        animator.tick(now: clock.now)
        renderer.render(root, into: shown.target, bufferAge: 1)
        let accent = "#ff" + Theme.light.colors.accent.hexString.dropFirst()
        let track = "#ff" + Theme.light.colors.track.hexString.dropFirst()
        #expect([shown.hex(60, 20), shown.hex(160, 20), shown.hex(260, 20)] == [track, accent, track])
        #expect(shown.hasSamePixels(as: renderFully(root)))
        // A whole sweep later the next one runs.
        clock.advance(by: .seconds(1.2))
        animator.tick(now: clock.now)
        #expect(animator.needsFrames)
        panel.isHidden = true
        clock.advance(by: .milliseconds(16))
        animator.tick(now: clock.now)
        #expect(!animator.needsFrames && !animator.isAnimating)
        panel.isHidden = false
        renderer.render(root, into: shown.target, bufferAge: 1)
        #expect(animator.needsFrames)
        bar.indeterminateAnimator = nil
        #expect(!animator.isAnimating)
    }
}

/// The slider and the segmented control drawn by Cairo when the window reads right to left,
/// read pixel by pixel (scene as in `ControlPixelTests`): the slider at 25 with its value
/// shown fills from its right end to the thumb and writes the value at its left; the
/// selected first segment is the rightmost.
@MainActor @Suite struct ControlDirectionPixelTests {
    @Test(arguments: [Theme.light, Theme.dark])
    func theSliderAndTheSegmentsAreMirrored(theme: Theme) {
        let scene = ControlPixelTests.Scene(theme: theme), colors = theme.colors
        scene.slider.value = 25
        scene.slider.showsValue = true
        scene.segments.selectedIndex = 0
        scene.root.layoutEnvironment.direction = .rightToLeft
        let canvas = renderFully(scene.root)
        // Slider: the accent from the right end of the track to the thumb, the track to its left.
        #expect(canvas.hex(225, 184) == pixel(colors.accent))
        #expect(canvas.hex(120, 184) == pixel(colors.track))
        #expect(holds(canvas, colors.text, in: Rect(x: 20, y: 166, width: 44, height: 36)))
        #expect(!holds(canvas, colors.text, in: Rect(x: 210, y: 166, width: 34, height: 36)))
        // Segments: the first, selected, at the right; the third, on the track, at the left.
        #expect(canvas.hex(300, 244) == pixel(colors.accent))
        #expect(canvas.hex(30, 244) == pixel(colors.track))
        #expect(holds(canvas, colors.onAccent, in: Rect(x: 250, y: 230, width: 40, height: 28)))
        #expect(holds(canvas, colors.text, in: Rect(x: 50, y: 230, width: 40, height: 28)))
    }
}
