import CCairo
import TactileCore

/// Paints the frame Tactile draws where the compositor draws none, one part (one subsurface's
/// buffer) at a time: the shadow, the title bar with its title and buttons, and the 1-px
/// border around the window. Keeps the shadow's mask and the title's layout from paint to
/// paint, so a hover or a resize repaints without blurring or shaping again.
package final class WindowFramePainter {
    /// Lays out and draws the title.
    private let text = PangoText()
    /// The blurred mask the shadow is stretched from.
    private let shadowMasks = ShadowMasks()

    /// A painter with empty caches.
    package init() {}

    /// Paints `part` of the frame laid out as `layout` whole into `buffer`, which holds exactly
    /// that part's rectangle (`layout.rect(of: part)`) at `buffer.scale`: its pixel (0, 0) is
    /// the rectangle's top-left corner. A part the layout leaves empty is cleared.
    package func paint(part: WindowFramePart, of layout: WindowFrameLayout, look: WindowFrameLook, title: String,
                       hovered: WindowFrameButton?, pressed: WindowFrameButton?, into buffer: PixelBuffer) {
        let scale = buffer.scale
        guard let rect = layout.rect(of: part) else { return clear(buffer) }
        let isActive = layout.state.isActivated
        if layout.shadowExtent > 0 {
            let geometry = layout.geometry
            func pixel(_ value: Double, from origin: Double) -> Int { Int(((value - origin) * scale).rounded()) }
            shadowMasks.paintStretchedShadow(
                columns: pixel(geometry.minX, from: rect.minX)..<pixel(geometry.maxX, from: rect.minX),
                rows: pixel(geometry.minY, from: rect.minY)..<pixel(geometry.maxY, from: rect.minY),
                cornerRadius: layout.cornerRadius * scale, blur: layout.shadowExtent * scale,
                color: isActive ? look.shadow : look.inactiveShadow, into: buffer)
        } else {
            clear(buffer)
        }
        let surface = buffer.makeCairoSurface()
        let cairo = cairo_create(surface)!
        defer {
            cairo_destroy(cairo)
            cairo_surface_flush(surface)
            cairo_surface_destroy(surface)
        }
        // Frame coordinates, in logical pixels, onto this part's buffer pixels.
        cairo_scale(cairo, scale, scale)
        cairo_translate(cairo, -rect.minX, -rect.minY)
        if part == .top {
            paintTitleBar(of: layout, look: look, title: title, hovered: hovered, pressed: pressed, cairo: cairo, scale: scale)
        }
        // Beyond the geometry on every side, its top corners following the bar's.
        let border = layout.geometry.insetBy(dx: -0.5, dy: -0.5)
        setPath(topRoundedRect(border, radius: layout.cornerRadius > 0 ? layout.cornerRadius + 0.5 : 0), on: cairo)
        setSource(look.border, on: cairo)
        cairo_set_line_width(cairo, 1)
        cairo_stroke(cairo)
    }

    /// The title bar: its fill with the top corners rounded, the buttons' fills and glyphs, the
    /// title, and the line between the bar and the content.
    private func paintTitleBar(of layout: WindowFrameLayout, look: WindowFrameLook, title: String, hovered: WindowFrameButton?,
                               pressed: WindowFrameButton?, cairo: OpaquePointer, scale: Double) {
        let isActive = layout.state.isActivated
        let bar = layout.titleBar
        cairo_save(cairo)
        setPath(topRoundedRect(bar, radius: layout.cornerRadius), on: cairo)
        cairo_clip(cairo)
        setSource(isActive ? look.titleBar : look.inactiveTitleBar, on: cairo)
        cairo_paint(cairo)
        for button in WindowFrameButton.allCases {
            guard let rect = layout.buttonRect(button) else { continue }
            let fill: Color? = switch (button, pressed == button, hovered == button) {
            case (.close, true, _): look.closePressedFill
            case (.close, false, true): look.closeHoverFill
            case (_, true, _): look.pressedFill
            case (_, false, true): look.hoverFill
            default: nil
            }
            if let fill {
                cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
                setSource(fill, on: cairo)
                cairo_fill(cairo)
            }
            let glyphColor = button == .close && fill != nil ? look.closeGlyphOnFill : isActive ? look.glyph : look.inactiveGlyph
            drawGlyph(button, isMaximized: layout.state.isMaximized, in: rect, color: glyphColor, cairo: cairo)
        }
        cairo_rectangle(cairo, bar.minX, bar.maxY - 1, bar.width, 1)
        setSource(look.border, on: cairo)
        cairo_fill(cairo)
        cairo_restore(cairo)
        let textRect = layout.titleTextRect
        guard !title.isEmpty, !textRect.isEmpty else { return }
        // One line, cut with an ellipsis where it would reach the buttons, centred vertically.
        let style = TextStyle(font: look.titleFont, color: isActive ? look.title : look.inactiveTitle, maximumLines: 1)
        let height = text.size(of: title, style: style, width: textRect.width).height
        let top = ((textRect.midY - height / 2) * scale).rounded() / scale
        text.draw(title, style: style, in: Rect(x: textRect.minX, y: top, width: textRect.width, height: height), cairo: cairo,
                  bufferScale: scale)
    }

    /// A button's glyph, 12 logical pixels across, centred in its target: a bar to minimize, a
    /// square to maximize (two overlapping ones to restore), a cross to close. Straight lines
    /// lie on pixel centres so that they stay sharp at whole scales.
    private func drawGlyph(_ button: WindowFrameButton, isMaximized: Bool, in rect: Rect, color: Color, cairo: OpaquePointer) {
        let x = rect.midX.rounded(.down), y = rect.midY.rounded(.down)
        var lineWidth = 1.0
        switch button {
        case .minimize:
            cairo_move_to(cairo, x - 6, y + 0.5)
            cairo_line_to(cairo, x + 6, y + 0.5)
        case .maximize where isMaximized:
            cairo_rectangle(cairo, x - 5.5, y - 2.5, 8, 8)
            cairo_move_to(cairo, x - 2.5, y - 2.5)
            cairo_line_to(cairo, x - 2.5, y - 5.5)
            cairo_line_to(cairo, x + 5.5, y - 5.5)
            cairo_line_to(cairo, x + 5.5, y + 2.5)
            cairo_line_to(cairo, x + 2.5, y + 2.5)
        case .maximize:
            cairo_rectangle(cairo, x - 5.5, y - 5.5, 11, 11)
        case .close:
            // Diagonals cross pixels anyway: a little heavier, so the cross weighs what the
            // squares do.
            lineWidth = 1.5
            cairo_move_to(cairo, x - 5, y - 5)
            cairo_line_to(cairo, x + 5, y + 5)
            cairo_move_to(cairo, x + 5, y - 5)
            cairo_line_to(cairo, x - 5, y + 5)
        }
        setSource(color, on: cairo)
        cairo_set_line_width(cairo, lineWidth)
        cairo_stroke(cairo)
    }

    /// A rectangle whose top corners are quarter circles of `radius` and bottom corners square:
    /// the title bar sits on the content's square top.
    private func topRoundedRect(_ rect: Rect, radius: Double) -> Path {
        guard radius > 0 else { return Path(rect: rect) }
        var path = Path()
        path.move(to: Point(x: rect.minX, y: rect.maxY))
        path.addArc(center: Point(x: rect.minX + radius, y: rect.minY + radius), radius: radius, startAngle: .pi, endAngle: 1.5 * .pi)
        path.addArc(center: Point(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, startAngle: 1.5 * .pi, endAngle: 2 * .pi)
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        path.close()
        return path
    }

    private func setSource(_ color: Color, on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Makes every pixel of `buffer` transparent.
    private func clear(_ buffer: PixelBuffer) {
        buffer.pixels.initializeMemory(as: UInt8.self, repeating: 0, count: buffer.stride * buffer.height)
    }
}
