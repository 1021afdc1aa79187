import Testing
@testable import TactileWayland

/// The Xcursor parser on files the tests write byte by byte: the nearest size is chosen with
/// its hotspot and pixels, and every kind of damage is refused with its reason.
@Suite struct XcursorFileTests {
    /// A little-endian Xcursor file writer: a header, a table and the chunks it lists.
    struct Writer {
        /// One image chunk: its nominal size, dimensions, hotspot and pixels.
        struct Image {
            var nominalSize: Int
            var width: Int
            var height: Int
            var hotspot: (x: Int, y: Int)
            var pixels: [UInt32]
        }

        var images: [Image]

        /// The image whose pixels are `seed`, `seed + 1`, … so that each size is told apart.
        static func image(size: Int, side: Int, hotspot: (x: Int, y: Int), seed: UInt32) -> Image {
            Image(nominalSize: size, width: side, height: side, hotspot: hotspot,
                  pixels: (0..<UInt32(side * side)).map { seed &+ $0 })
        }

        var bytes: [UInt8] {
            var words: [UInt32] = [0x7275_6358, 16, 0x1_0000, UInt32(images.count)]
            var position = 16 + 12 * images.count
            for image in images {
                words += [XcursorFile.imageType, UInt32(image.nominalSize), UInt32(position)]
                position += 36 + 4 * image.pixels.count
            }
            for image in images {
                words += [36, XcursorFile.imageType, UInt32(image.nominalSize), 1, UInt32(image.width), UInt32(image.height),
                          UInt32(image.hotspot.x), UInt32(image.hotspot.y), 50]
                words += image.pixels
            }
            return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
        }
    }

    static let sizes = Writer(images: [
        Writer.image(size: 24, side: 24, hotspot: (3, 4), seed: 0x1000),
        Writer.image(size: 32, side: 32, hotspot: (5, 6), seed: 0x2000),
        Writer.image(size: 48, side: 48, hotspot: (7, 8), seed: 0x3000),
    ])

    @Test(arguments: [(24, 24), (1, 24), (27, 24), (28, 24), (29, 32), (40, 32), (41, 48), (200, 48)])
    func theNearestNominalSizeIsChosen(wanted: Int, chosen: Int) throws {
        let image = try XcursorFile.image(in: Self.sizes.bytes, nearestTo: wanted)
        let expected = try #require(Self.sizes.images.first { $0.nominalSize == chosen })
        #expect(image == XcursorImage(width: expected.width, height: expected.height,
                                      hotspotX: expected.hotspot.x, hotspotY: expected.hotspot.y, pixels: expected.pixels))
    }

    /// Listed largest first, the tie still goes to the smaller size; other chunk types are skipped.
    @Test func aTieGoesToTheSmallerSizeAndCommentsAreSkipped() throws {
        var bytes = Writer(images: Self.sizes.images.reversed()).bytes
        #expect(try XcursorFile.image(in: bytes, nearestTo: 28).width == 24)
        bytes[16..<20] = [1, 0, 0xfe, 0xff]  // The first entry (48) becomes a comment.
        #expect(try XcursorFile.image(in: bytes, nearestTo: 100).width == 32)
    }

    /// Overwrites the little-endian word at `offset`.
    static func patched(_ bytes: [UInt8], at offset: Int, _ word: UInt32) -> [UInt8] {
        var bytes = bytes
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: word >> (8 * index)) }
        return bytes
    }

    @Test func damagedFilesAreRefusedWithTheirReason() {
        let one = Writer(images: [Writer.image(size: 24, side: 2, hotspot: (1, 1), seed: 7)]).bytes
        let chunk = 16 + 12  // Where the only image chunk starts.
        let cases: [([UInt8], XcursorError)] = [
            (Array(one.prefix(15)), .truncatedHeader),
            (Self.patched(one, at: 0, 0x5850_4d2f), .notAnXcursorFile),
            (Self.patched(one, at: 4, 8), .badHeaderSize(8)),
            (Self.patched(one, at: 4, 1 << 20), .badHeaderSize(1 << 20)),
            (Self.patched(one, at: 12, 0xffff_ffff), .tableOutsideFile(entries: 0xffff_ffff)),
            (Self.patched(one, at: 12, 0), .noImages),
            (Self.patched(one, at: 24, 0xffff_fff0), .chunkOutsideFile(position: 0xffff_fff0)),
            (Self.patched(one, at: 24, UInt32(one.count - 35)), .chunkOutsideFile(position: one.count - 35)),
            (Self.patched(one, at: chunk + 4, 0xfffe_0001), .chunkIsNotAnImage(position: chunk)),
            (Self.patched(one, at: chunk + 8, 32), .chunkIsNotAnImage(position: chunk)),
            (Self.patched(one, at: chunk + 16, 0), .absurdSize(width: 0, height: 2)),
            (Self.patched(one, at: chunk + 20, 0x7fff_ffff), .absurdSize(width: 2, height: 0x7fff_ffff)),
            (Self.patched(one, at: chunk + 24, 2), .hotspotOutsideImage(x: 2, y: 1)),
            (Self.patched(one, at: chunk + 16, 3), .pixelsOutsideFile(position: chunk)),
            (Self.patched(one, at: chunk, 4), .pixelsOutsideFile(position: chunk)),
            (Array(one.dropLast()), .pixelsOutsideFile(position: chunk)),
        ]
        for (bytes, reason) in cases {
            #expect(throws: reason) { try XcursorFile.image(in: bytes, nearestTo: 24) }
        }
        #expect(XcursorError.hotspotOutsideImage(x: 2, y: 1).description == "hotspot (2, 1) lies outside the image")
    }
}
