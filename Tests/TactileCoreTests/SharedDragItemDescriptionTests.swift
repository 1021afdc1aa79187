import Testing
@testable import TactileCore

/// Another Tactile window reads back what a drag's description says (`encoded`, then
/// `init(decoding:)`), escapes and all; text that is no description is not taken for one.
@Suite struct SharedDragItemDescriptionTests {
    @Test func aDescriptionReadsBackAsItWasSent() throws {
        let sent = "tactile-item 1\nidentifier tile-3\ntext two\\nlines \\\\ here\ncolour #8e6cc9\nsize 80.5 80\n"
        let read = try #require(SharedDragItemDescription(decoding: sent))
        #expect(read.identifier == "tile-3" && read.text == "two\nlines \\ here" && read.colour == "#8e6cc9")
        #expect(read.size == Size(width: 80.5, height: 80))
        #expect(read.encoded == sent)
        let later = try #require(SharedDragItemDescription(decoding: "tactile-item 1\nshape round\nsize 10 12"))
        #expect(later.identifier == nil && later.colour == nil && later.size == Size(width: 10, height: 12))
    }

    @Test(arguments: ["", "#e8505b", "tactile-item 2\nsize 1 1\n", "tactile-item 1\nidentifier A\n",
                      "tactile-item 1\nsize 1\n", "tactile-item 1\nsize -1 4\n", "tactile-item 1\nsize nan 4\n"])
    func otherTextIsNoDescription(_ text: String) {
        #expect(SharedDragItemDescription(decoding: text) == nil)
    }
}
