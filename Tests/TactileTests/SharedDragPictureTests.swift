import CCairo
import Testing
@testable import Tactile
@testable import TactileCairo
@testable import TactileCore

/// The picture a drag leaving the window offers other apps as `image/png`: listed after the
/// offer's own data, drawn only when an app asks, the item at its size times the window's scale.
@Suite struct SharedDragPictureTests {
    /// The colour of pixel (`x`, `y`) of PNG `bytes`, premultiplied 0xAARRGGBB, and the size.
    private func decoded(_ bytes: [UInt8], x: Int, y: Int) throws -> (pixel: UInt32, width: Int, height: Int) {
        let image = try Image(bytes: bytes, name: "offered picture")
        #expect(image.format == .png)
        let picture = try ImageCodec.decode(image, width: image.pixelWidth, height: image.pixelHeight)
        defer { withExtendedLifetime(picture) {} }
        let surface = picture.surface
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixel = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        return (pixel, image.pixelWidth, image.pixelHeight)
    }

    /// A red 60×40 item carried with the pasteboard's text: the text comes first, the picture
    /// last, and asking for it twice draws it twice the same (at scale 2: 120×80 pixels, red
    /// throughout). An offer without `offersImage` lists no picture.
    @Test func thePictureIsListedLastAndDrawnWhenAsked() throws {
        let item = View(frame: Rect(x: 0, y: 0, width: 60, height: 40))
        item.backgroundColor = Color(hex: "#e8505b")
        let session = DragSession(id: 1, source: DragSource(view: item), sourceView: item, location: Point(x: 30, y: 20),
                                  origin: RestingPlace(of: item))
        let text = SharedDragData(mimeType: SharedDragContent.textType, bytes: Array("apple".utf8))
        let handOff = SharedDragHandOff(session: session, data: [text], actions: [.copy], offersImage: true,
                                        input: .pointer, icon: item, hotspot: Point(x: 30, y: 20))
        let representations = WindowSharedDrags.representations(of: handOff, scale: 2)
        #expect(representations.map(\.mimeType) == [SharedDragContent.textType, SharedDragContent.imageType])
        #expect(representations[0].bytes() == Array("apple".utf8))
        let png = representations[1].bytes()
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let centre = try decoded(png, x: 60, y: 40), corner = try decoded(png, x: 1, y: 1)
        #expect(centre.width == 120 && centre.height == 80)
        #expect(centre.pixel == 0xFFE8_505B && corner.pixel == 0xFFE8_505B)
        #expect(representations[1].bytes() == png)

        let plain = SharedDragHandOff(session: session, data: [text], actions: [.copy], input: .pointer, icon: item, hotspot: .zero)
        #expect(WindowSharedDrags.representations(of: plain, scale: 1).map(\.mimeType) == [SharedDragContent.textType])
    }

    /// An item of no size has no picture: empty bytes, which a reader refuses.
    @Test func anItemOfNoSizeHasNoPicture() {
        #expect(WindowSharedDrags.picture(of: View(frame: .zero), scale: 1).isEmpty)
    }
}
