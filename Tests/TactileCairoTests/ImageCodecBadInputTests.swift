import Foundation
import Testing
import TactileCairo
import TactileCore
import TestSupport

/// Each bad input gives one line that says what is wrong, never a crash or a huge allocation.
@Suite struct ImageCodecBadInputTests {
    @Test func aTruncatedJPEGIsRefusedWhenDecoded() throws {
        let bytes = jpegBytes(gradient(width: 64, height: 64))
        let truncated = Array(bytes.prefix(bytes.count / 2))
        let directory = TemporaryDirectory()
        writeFile(truncated, to: "\(directory.path)/cut.jpg")
        for image in [try Image(bytes: truncated, name: "cut.jpg"), try Image(contentsOfFile: "\(directory.path)/cut.jpg")] {
            #expect(failureReason { try ImageCodec.decode(image, width: 64, height: 64) } == "truncated")
            #expect(failureReason { try ImageCodec.decode(image, width: 8, height: 8) } == "truncated")
        }
        #expect(failureReason { try Image(bytes: Array(bytes.prefix(40)), name: "header.jpg") } == "truncated")
    }

    @Test func headersClaimingTooManyPixelsAreRefusedBeforeAnyAllocation() throws {
        // A PNG signature and an IHDR claiming 30000×30000, and nothing after it.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        #expect(failureReason { try Image(bytes: png, name: "huge.png") } == "claims 30000×30000 pixels, more than the 120 MP allowed")
        // A JPEG whose frame header says 30000×30000.
        var jpeg = jpegBytes(gradient(width: 16, height: 16))
        let frame = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(frame + 5..<frame + 9, with: [0x75, 0x30, 0x75, 0x30])
        #expect(failureReason { try Image(bytes: jpeg, name: "huge.jpg") } == "claims 30000×30000 pixels, more than the 120 MP allowed")
        // A GIF whose screen is 30000×30000.
        let gif = gifBytes(width: 30000, height: 30000, [(PixelRect(x: 0, y: 0, width: 1, height: 1), [1], 0, 0, -1, false)])
        #expect(failureReason { try Image(bytes: gif, name: "huge.gif") } == "claims 30000×30000 pixels, more than the 120 MP allowed")
        // A 100 MP camera's size passes; asking for a picture beyond the budget does not.
        #expect(11648 * 8736 <= ImageCodec.pixelBudget)
        let image = try Image(bytes: jpegBytes(gradient(width: 16, height: 16)), name: "small.jpg")
        #expect(failureReason { try ImageCodec.decode(image, width: 30000, height: 30000) } == "cannot be shown at 30000×30000 pixels, more than the 120 MP allowed")
    }

    @Test func anAnimationTooLargeToHoldAtTheSizeAskedIsRefused() throws {
        // Four frames of 8000×8000 would be 256 MP of pictures.
        let image = try Image(bytes: gifBytes(ImageCodecGIFTests.frames), name: "animated.gif")
        #expect(failureReason { try ImageCodec.decodeFrames(image, width: 8000, height: 8000) } == "has too many frames (4) to hold at 8000×8000")
        #expect(try ImageCodec.decodeFrames(image, width: 1000, height: 1000).count == 4)
    }

    @Test func billionLaughsOfNestedUsesStopAtLibrsvgsLimit() throws {
        // Ten levels of ten uses each: 10^10 rectangles, were they all drawn.
        var defs = "<rect id=\"l0\" width=\"1\" height=\"1\"/>"
        for level in 1...10 {
            defs += "<g id=\"l\(level)\">" + String(repeating: "<use xlink:href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        let bytes = svgBytes("width=\"10\" height=\"10\"", "<defs>\(defs)</defs><use xlink:href=\"#l10\"/>")
        let image = try Image(bytes: bytes, name: "laughs.svg")
        let reason = try #require(failureReason { try ImageCodec.decode(image, width: 10, height: 10) })
        #expect(reason == "exceeded more than 500000 referenced elements")
    }

    @Test func anXMLEntityBombIsRefused() {
        var entities = "<!ENTITY a0 \"laugh\">"
        for level in 1...10 { entities += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">" }
        let bytes = Array("<?xml version=\"1.0\"?><!DOCTYPE svg [\(entities)]><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"><text>&a10;</text></svg>".utf8)
        let reason = failureReason { try Image(bytes: bytes, name: "entities.svg") }
        #expect(reason?.hasPrefix("XML parse error: ") == true && reason?.hasSuffix("Detected an entity reference loop") == true)
    }

    @Test func theBytesDecideTheFormatNotTheName() throws {
        let directory = TemporaryDirectory()
        directory.write("just some text\n", to: "photo.jpg")
        #expect(failureReason { try Image(contentsOfFile: "\(directory.path)/photo.jpg") } == "not a JPEG, PNG, WebP, GIF or SVG file")
        writeFile(pngBytes(quadrants(width: 4, height: 4)), to: "\(directory.path)/really-a-png.jpg")
        #expect(try Image(contentsOfFile: "\(directory.path)/really-a-png.jpg").format == .png)
    }

    @Test func unreadableAndEmptyFilesSayWhy() throws {
        let directory = TemporaryDirectory()
        #expect(failureReason { try Image(contentsOfFile: "\(directory.path)/missing.jpg") } == "No such file or directory")
        #expect(failureReason { try Image(contentsOfFile: directory.path) } == "Is a directory")
        try #require(mkfifo("\(directory.path)/pipe.jpg", 0o644) == 0)
        #expect(failureReason { try Image(contentsOfFile: "\(directory.path)/pipe.jpg") } == "not a regular file")
        directory.write("", to: "empty.png")
        #expect(failureReason { try Image(contentsOfFile: "\(directory.path)/empty.png") } == "empty file")
        #expect(failureReason { try Image(bytes: [], name: "nothing") } == "empty file")
    }

    @Test func aFileReplacedAfterItsHeaderWasReadIsRefused() throws {
        let directory = TemporaryDirectory()
        let path = "\(directory.path)/photo"
        let replacements = [jpegBytes(gradient(width: 48, height: 32)), jpegBytes(gradient(width: 32, height: 48), orientation: 6),
                            pngBytes(gradient(width: 32, height: 48)), losslessWebP(gradient(width: 20, height: 20)),
                            gifBytes([(PixelRect(x: 0, y: 0, width: 8, height: 8), Array(repeating: 1, count: 64), 0, 0, -1, false)]),
                            svgBytes("width=\"9\" height=\"9\"", "")]
        for (index, original) in replacements.enumerated() {
            writeFile(original, to: path)
            let image = try Image(contentsOfFile: path)
            writeFile(replacements[(index + 1) % replacements.count], to: path)
            #expect(failureReason { try ImageCodec.decode(image, width: 8, height: 8) } == "changed since it was read", "\(image.format)")
            try FileManager.default.removeItem(atPath: path)
            #expect(failureReason { try ImageCodec.decode(image, width: 8, height: 8) } == "No such file or directory")
        }
    }
}
