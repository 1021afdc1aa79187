import CCairo
import CPango
import TactileCore

/// The caret geometry and drawing of text wrapped at a width (a text field of several lines):
/// one Pango layout per text, made on the measuring surface and brought to each drawing
/// context as needed, so that the carets and the pixels come from the same shaping.
extension PangoText {
    func caretRect(at offset: Int, in text: String, style: TextStyle, width: Double) -> Rect {
        Self.rect(block(text, style: style, width: width).cursor(at: offset))
    }

    func caretOffset(at point: Point, in text: String, style: TextStyle, width: Double) -> Int {
        let unit = Double(tactile_pango_scale)
        return block(text, style: style, width: width).caretOffset(x: Int32((point.x * unit).rounded()),
                                                                    y: Int32((point.y * unit).rounded()))
    }

    func caretOffset(movingVisuallyFrom offset: Int, right: Bool, in text: String, style: TextStyle, width: Double) -> Int {
        let block = block(text, style: style, width: width)
        switch block.step(from: offset, right: right) {
        case .at(let cluster): return cluster
        case .offStart: return 0
        case .offEnd: return block.clusterCount
        }
    }

    func selectionRects(for range: Range<Int>, in text: String, style: TextStyle, width: Double) -> [Rect] {
        block(text, style: style, width: width).lineRects(of: range).map(Self.rect)
    }

    /// Draws `text` wrapped at `width` from `origin` (user space of `cairo`) with the caret
    /// layout; under a rotation or a scale of its own, from outlines (see `PangoText+Outlines.swift`).
    func drawBlock(_ text: String, style: TextStyle, width: Double, at origin: Point, cairo: OpaquePointer, bufferScale: Double) {
        if !Self.rastersGlyphs(cairo: cairo, bufferScale: bufferScale) {
            return drawOutline(layoutKey(text, style: style, width: width), style: style, at: origin, cairo: cairo,
                               bufferScale: bufferScale)
        }
        let block = block(text, style: style, width: width)
        _ = block.update(for: cairo, state: contextState(of: cairo))
        let color = style.color
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, origin.x, origin.y)
        pango_cairo_show_layout(cairo, block.layout)
    }

    /// `text` in `style` wrapped at `width`, from the cache or laid out now on the measuring surface.
    func block(_ text: String, style: TextStyle, width: Double) -> CaretLayout {
        let key = layoutKey(text, style: style, width: width)
        // A field asks about its text several times a frame: no hashing of a long text for each.
        if let last = lastBlock, last.key == key { return last.block }
        let block = blocks.value(for: key) ?? {
            let made = CaretLayout(layout: makeLayout(text, style: style, width: width, cairo: measureCairo), text: text,
                                   state: measureState)
            blocks.insert(made, for: key, cost: made.cost)
            return made
        }()
        lastBlock = (key, block)
        return block
    }

    /// A rectangle in Pango units as logical pixels.
    private static func rect(_ rect: PangoRectangle) -> Rect {
        let unit = Double(tactile_pango_scale)
        return Rect(x: Double(rect.x) / unit, y: Double(rect.y) / unit, width: Double(rect.width) / unit,
                    height: Double(rect.height) / unit)
    }
}
