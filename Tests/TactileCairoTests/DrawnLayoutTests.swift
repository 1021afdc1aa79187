import CCairo
import CPango
import Testing
@testable import TactileCairo
import TactileCore

/// A label's cached layout is laid out again only for a drawing context in another state:
/// `pango_cairo_update_layout` on its own changes the layout (its serial moves, and Pango
/// lays it out anew) at every call, even for the same context.
@Suite struct DrawnLayoutTests {
    @Test func aLayoutDrawnAgainOnAContextInTheSameStateBarATranslationIsNotLaidOutAgain() throws {
        let pango = PangoText()
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64))
        let cairo = try #require(cairo_create(surface))
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        let layout = pango.makeLayout("label", style: TextStyle(font: Font(size: 20)), width: nil, cairo: cairo)
        let drawn = DrawnLayout(layout: layout, state: pango.contextState(of: cairo))
        let serial = pango_layout_get_serial(layout)
        drawn.update(for: cairo, state: pango.contextState(of: cairo))
        cairo_translate(cairo, 12, 7)
        drawn.update(for: cairo, state: pango.contextState(of: cairo))
        #expect(pango_layout_get_serial(layout) == serial, "the same context, translated, changed the layout")
        cairo_scale(cairo, 2, 2)
        drawn.update(for: cairo, state: pango.contextState(of: cairo))
        #expect(pango_layout_get_serial(layout) != serial, "a context scaled twice left the layout as it was")
    }
}
