import Glibc
import Testing
import TactileCairo
@testable import TactileCore

/// Renders the root `make` builds, laid out, in a window reading `direction`.
@MainActor private func render(_ direction: LayoutDirection, _ make: () -> View) -> Canvas {
    let root = make()
    root.layoutEnvironment.direction = direction
    root.layoutIfNeeded()
    return renderFully(root)
}

/// How far `rtl` is from `ltr` flipped left for right: the pixels that differ, those of them
/// off an edge (where the flipped pixel equals its four neighbours), and the largest
/// difference of a channel among them.
private func mirrorDifference(_ ltr: Canvas, _ rtl: Canvas) -> (pixels: Int, offEdges: Int, channel: Int) {
    func flipped(_ x: Int, _ y: Int) -> UInt32 {
        ltr.pixels.load(fromByteOffset: y * ltr.stride + (ltr.width - 1 - x) * 4, as: UInt32.self)
    }
    var pixels = 0, offEdges = 0, channel = 0
    for y in 0..<ltr.height {
        for x in 0..<ltr.width {
            let a = flipped(x, y)
            let b = rtl.pixels.load(fromByteOffset: y * rtl.stride + x * 4, as: UInt32.self)
            guard a != b else { continue }
            pixels += 1
            let neighbours = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].filter { $0.0 >= 0 && $0.0 < ltr.width && $0.1 >= 0 && $0.1 < ltr.height }
            if neighbours.allSatisfy({ flipped($0.0, $0.1) == a }) { offEdges += 1 }
            for shift in stride(from: 0, through: 24, by: 8) {
                channel = max(channel, abs(Int((a >> UInt32(shift)) & 0xff) - Int((b >> UInt32(shift)) & 0xff)))
            }
        }
    }
    return (pixels, offEdges, channel)
}

/// The columns of `canvas` where a pixel of rows `rows` is not the white background.
private func inkColumns(_ canvas: Canvas, rows: Range<Int>) -> ClosedRange<Int>? {
    var low: Int?, high: Int?
    for x in 0..<canvas.width {
        for y in rows where canvas.hex(x, y) != "#ffffffff" {
            low = low ?? x
            high = x
            break
        }
    }
    guard let low, let high else { return nil }
    return low...high
}

/// The right-to-left picture of every container and of every control drawn along x, shapes
/// only, is the left-to-right picture flipped left for right: exactly for containers (whole
/// pixel frames), and for controls with the same geometry mirrored, differing only in the
/// antialiasing of round edges (Cairo flattens a curve and samples coverage in one
/// direction, so a mirrored circle's edge pixels come out a few levels apart): every pixel
/// that differs lies on an edge, by at most 16 of 255 in a channel. Text is not flipped: a
/// label keeps its glyphs and is only aligned.
@MainActor @Suite struct RightToLeftPixelTests {
    /// A padded row (10 px at the left, 30 at the right) of three boxes, a flow wrapping six
    /// boxes onto two lines and a grid with a cell spanning two columns, filling a 320 px root.
    @Test func containersAreTheirLeftToRightPictureFlipped() {
        let difference = mirrorDifference(render(.leftToRight, containerScene), render(.rightToLeft, containerScene))
        #expect(difference.pixels == 0)
    }

    /// The most a channel of an antialiased edge pixel may differ from its mirror.
    static let edgeTolerance = 16

    private func containerScene() -> View {
        let root = rootView(width: 320, height: 240)
        let row = Stack(.horizontal, spacing: 6, frame: Rect(x: 0, y: 0, width: 320, height: 60), [
            box(Rect(x: 0, y: 0, width: 50, height: 40), red), box(Rect(x: 0, y: 0, width: 70, height: 40), green),
            box(Rect(x: 0, y: 0, width: 40, height: 40), blue),
        ])
        row.padding = EdgeInsets(top: 10, left: 10, bottom: 10, right: 30)
        row.alignment = .center
        let flow = Flow(spacing: 8, frame: Rect(x: 0, y: 70, width: 320, height: 80),
                        [red, green, blue, red, green, blue].enumerated().map { index, color in
                            box(Rect(x: 0, y: 0, width: 40 + Double(index) * 10, height: 30), color)
                        })
        let grid = Grid(columns: [.fixed(60), .fixed(80), .fixed(100)], spacing: 4, frame: Rect(x: 0, y: 160, width: 320, height: 80))
        let wide = box(.zero, red)
        wide.layout = LayoutParameters(columnSpan: 2)
        for view in [wide, box(.zero, green), box(.zero, blue), box(.zero, red)] { grid.addSubview(view) }
        for view in [row, flow, grid] { root.addSubview(view) }
        return root
    }

    /// A slider at 30 %, a switch that is on, a progress bar at 30 % and a segmented control
    /// of three untitled segments with the first selected, each alone on a root of its size.
    @Test func controlsDrawnAlongXAreTheirLeftToRightPictureFlipped() {
        let scenes: [(String, () -> View)] = [
            ("slider", { Self.alone(Slider(frame: Rect(x: 0, y: 0, width: 224, height: 48), value: 30, in: 0...100)) }),
            ("toggle", { Self.alone(Toggle(frame: Rect(x: 0, y: 0, width: 52, height: 48), isOn: true)) }),
            ("progress", { Self.alone(ProgressView(frame: Rect(x: 0, y: 0, width: 300, height: 8), progress: 0.3)) }),
            ("segments", { Self.alone(SegmentedControl(frame: Rect(x: 0, y: 0, width: 300, height: 48), segments: ["", "", ""])) }),
        ]
        var differences: [String] = []
        for (name, make) in scenes {
            let difference = mirrorDifference(render(.leftToRight, make), render(.rightToLeft, make))
            differences.append("\(name) \(difference.offEdges) \(difference.channel <= Self.edgeTolerance)")
            print("\(name): \(difference.pixels) pixels differ, at most \(difference.channel) in a channel")
        }
        #expect(differences == ["slider 0 true", "toggle 0 true", "progress 0 true", "segments 0 true"])
    }

    /// A bar of work of unknown length a quarter into its sweep: its third-long segment has
    /// entered from the reading start, covering the first 100 px from the left, or from the
    /// right; the picture is the left-to-right one flipped.
    @Test func theSweepEntersFromTheReadingStart() {
        func sweep(_ direction: LayoutDirection) -> Canvas {
            let clock = ManualClock()
            let animator = Animator { clock.now }
            let root = rootView(width: 300, height: 8)
            root.layoutEnvironment.direction = direction
            let bar = ProgressView(frame: Rect(x: 0, y: 0, width: 300, height: 8))
            bar.indeterminateAnimator = animator
            root.addSubview(bar)
            _ = renderFully(root)
            clock.advance(by: .seconds(0.3))
            animator.tick(now: clock.now)
            return renderFully(root)
        }
        let ltr = sweep(.leftToRight), rtl = sweep(.rightToLeft)
        let accent = pixelHex(Theme.light.colors.accent), track = pixelHex(Theme.light.colors.track)
        #expect([ltr.hex(50, 4), ltr.hex(250, 4), rtl.hex(50, 4), rtl.hex(250, 4)] == [accent, track, track, accent])
        let difference = mirrorDifference(ltr, rtl)
        #expect(difference.offEdges == 0 && difference.channel <= Self.edgeTolerance)
    }

    private static func alone(_ control: Control) -> View {
        let root = rootView(width: control.frame.width, height: control.frame.height)
        root.addSubview(control)
        return root
    }

    /// A switch's knob sits at the reading end when on: the right, or the left.
    @Test func aSwitchThatIsOnHasItsKnobAtTheReadingEnd() {
        let make = { Self.alone(Toggle(frame: Rect(x: 0, y: 0, width: 52, height: 48), isOn: true)) }
        let knob = pixelHex(Theme.light.colors.knob)
        #expect(render(.leftToRight, make).hex(39, 24) == knob)
        #expect(render(.rightToLeft, make).hex(13, 24) == knob)
    }

    /// A button's 16×16 red image goes before its title "Go" in reading order: at x 77…93 of
    /// the 160 px button from the left, mirrored to 107…123 from the right.
    @Test func aButtonsImageGoesBeforeItsTitleInReadingOrder() throws {
        let path = "/tmp/tactile-rtl-image-\(getpid()).png"
        defer { unlink(path) }
        let picture = PixelImage(width: 16, height: 16, scale: 1)
        SceneRenderer().render(rootView(width: 16, height: 16, color: red), into: picture.renderTarget, bufferAge: 0)
        try picture.writePNG(to: path)
        let image = try Image(contentsOfFile: path)
        let make = { Self.alone(Button(frame: Rect(x: 0, y: 0, width: 160, height: 56), title: "Go", image: image)) }
        let ltr = render(.leftToRight, make), rtl = render(.rightToLeft, make)
        #expect([ltr.hex(65, 28), rtl.hex(65, 28)] == ["#ffff0000", pixelHex(Theme.light.colors.accent)])
        #expect([ltr.hex(95, 28), rtl.hex(95, 28)] == [pixelHex(Theme.light.colors.accent), "#ffff0000"])
    }

    /// Text is aligned, never mirrored: a Latin label (natural alignment) has the same pixels
    /// in both directions; digits, which have no direction of their own, go to the window's
    /// reading side; Hebrew goes right in either window, unless asked to go left.
    @Test func labelsAlignToTheirNaturalSide() {
        func label(_ text: String, _ alignment: TextAlignment = .natural) -> () -> View {
            {
                let root = rootView(width: 300, height: 40)
                root.addSubview(Label(frame: Rect(x: 0, y: 0, width: 300, height: 40), text: text,
                                      style: TextStyle(font: Font(family: "DejaVu Sans", size: 20), alignment: alignment)))
                return root
            }
        }
        #expect(render(.leftToRight, label("Tactile")).hasSamePixels(as: render(.rightToLeft, label("Tactile"))))
        #expect(inkColumns(render(.leftToRight, label("Tactile")), rows: 0..<40)!.lowerBound < 5)
        #expect(inkColumns(render(.leftToRight, label("12:30")), rows: 0..<40)!.lowerBound < 5)
        #expect(inkColumns(render(.rightToLeft, label("12:30")), rows: 0..<40)!.upperBound > 290)
        #expect(inkColumns(render(.leftToRight, label("שלום")), rows: 0..<40)!.upperBound > 290)
        #expect(inkColumns(render(.rightToLeft, label("שלום")), rows: 0..<40)!.upperBound > 290)
        #expect(inkColumns(render(.leftToRight, label("שלום", .left)), rows: 0..<40)!.lowerBound < 5)
        #expect(inkColumns(render(.rightToLeft, label("Tactile", .right)), rows: 0..<40)!.upperBound > 290)
    }

    /// An empty field's placeholder sits where its caret will be: at the left padding in a
    /// left-to-right window, ending at the right padding (x 292 of 300) in a right-to-left one.
    @Test func anEmptyFieldsPlaceholderIsOnTheWindowsSide() {
        func placeholder(_ direction: LayoutDirection) -> ClosedRange<Int>? {
            let canvas = render(direction) {
                let root = rootView(width: 300, height: 40)
                let field = TextField(frame: Rect(x: 0, y: 0, width: 300, height: 40), placeholder: "Search",
                                      style: TextStyle(font: Font(family: "DejaVu Sans", size: 20)))
                field.backgroundColor = .white
                field.borderWidth = 0
                root.addSubview(field)
                return root
            }
            return inkColumns(canvas, rows: 8..<32)
        }
        let ltr = placeholder(.leftToRight), rtl = placeholder(.rightToLeft)
        #expect(ltr.map { $0.lowerBound >= 8 && $0.lowerBound < 11 && $0.upperBound < 150 } == true, "\(String(describing: ltr))")
        #expect(rtl.map { $0.upperBound <= 292 && $0.upperBound > 288 && $0.lowerBound > 150 } == true, "\(String(describing: rtl))")
    }

    /// Bidi controls typed or pasted (an override never closed, isolates) are kept as they
    /// are and act inside their own label or field only: the label and the field under them
    /// have the same pixels as when the text above is plain, and the text itself still holds
    /// the controls.
    @Test func bidiControlsReorderNothingOutsideTheirLabelOrField() {
        let style = TextStyle(font: Font(family: "DejaVu Sans", size: 20))
        func scene(_ text: String) -> (root: View, field: TextField) {
            let root = rootView(width: 300, height: 160)
            root.addSubview(Label(frame: Rect(x: 0, y: 0, width: 300, height: 40), text: text, style: style))
            let field = TextField(frame: Rect(x: 0, y: 40, width: 300, height: 40), style: style)
            _ = field.editor.insert(text)  // As a paste puts it in.
            root.addSubview(field)
            root.addSubview(Label(frame: Rect(x: 0, y: 80, width: 300, height: 40), text: "abc (1) def", style: style))
            root.addSubview(TextField(frame: Rect(x: 0, y: 120, width: 300, height: 40), text: "abc (1) def", style: style))
            return (root, field)
        }
        let plain = renderFully(scene("abc def").root)
        for hostile in ["\u{202E}abc def", "abc \u{2067}def", "\u{2066}abc\u{2069} \u{202B}def", "\u{202D}\u{2068}abc def"] {
            let s = scene(hostile)
            #expect(s.field.text == hostile)
            let canvas = renderFully(s.root)
            let neighbours = (80..<160).allSatisfy { y in (0..<300).allSatisfy { x in canvas.hex(x, y) == plain.hex(x, y) } }
            #expect(neighbours, "\(hostile.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // The override does act inside its own label: "abc def" drawn reversed.
        let reversed = renderFully(scene("\u{202E}abc def").root)
        #expect(!(0..<40).allSatisfy { y in (0..<300).allSatisfy { x in reversed.hex(x, y) == plain.hex(x, y) } })
    }
}

/// A colour as the canvas reads an opaque pixel.
private func pixelHex(_ color: Color) -> String { "#ff" + color.hexString.dropFirst() }
