import Testing
@testable import TactileCore

@Suite struct KeyboardLayoutTests {
    /// The labels of each row of `page`, laid out 800×228, a string per row.
    private func rows(of page: KeyboardPage, _ arrangement: LetterArrangement = .qwerty) -> [String] {
        let layout = KeyboardLayout(page: page, arrangement: arrangement, size: Size(width: 800, height: 228))
        let rowTops = Array(Set(layout.keys.map(\.frame.minY))).sorted()
        return rowTops.map { top in
            layout.keys.filter { $0.frame.minY == top }.map { $0.key.logLabel() }.joined(separator: " ")
        }
    }

    private static let builtIn: [LetterArrangement] = [.qwerty, .qwertz, .azerty]

    @Test func eachArrangementHasItsLetterRows() {
        #expect(Self.builtIn.map { rows(of: .letters, $0) } == [
            ["q w e r t y u i o p", "a s d f g h j k l", "shift z x c v b n m backspace", "123 hide , space . enter"],
            ["q w e r t z u i o p ü", "a s d f g h j k l ö ä", "shift y x c v b n m backspace", "123 hide , space . enter"],
            ["a z e r t y u i o p", "q s d f g h j k l m", "shift w x c v b n ' backspace", "123 hide , space . enter"],
        ])
    }

    /// With several arrangements the letter page's bottom row has the key to the next, which
    /// takes a unit of the space bar; a row as wide as the top one still fits shift and
    /// backspace a unit each, and a page never narrower than nine units keeps the space bar
    /// two wide.
    @Test func theLetterRowsFollowTheArrangement() {
        let layout = KeyboardLayout(page: .letters, arrangement: .qwerty, switchesArrangement: true, size: Size(width: 800, height: 228))
        #expect(layout.keys.suffix(7).map { $0.key.logLabel() } == ["123", "layout", "hide", ",", "space", ".", "enter"])
        let space = layout.keys.first { $0.key.action == .space }!.frame
        let plain = KeyboardLayout(page: .letters, arrangement: .qwerty, size: Size(width: 800, height: 228))
        let pitch = layout.keys[0].frame.width + KeyboardMetrics().keyGap
        #expect(abs(space.width + pitch - plain.keys.first { $0.key.action == .space }!.frame.width) < 1e-9)
        // Nine bottom letters: eleven units, shift and backspace one each.
        let narrow = LetterArrangement(name: "narrow", letters: ["abcdefg", "hijklmn", "opqrstuvw"])
        let keys = KeyboardLayout(page: .letters, arrangement: narrow, switchesArrangement: true, size: Size(width: 800, height: 228)).keys
        #expect(abs(keys.first { $0.key.action == .shift }!.frame.width - keys[0].frame.width) < 1e-9)
        #expect(keys.filter { $0.frame.minY == keys[0].frame.minY }.count == 7)
        let shortest = LetterArrangement(name: "short", letters: ["abc", "def", "ghi"])
        let bottom = KeyboardLayout(page: .letters, arrangement: shortest, switchesArrangement: true, size: Size(width: 800, height: 228)).keys
        let unit = bottom[0].frame.width
        #expect(abs(bottom.first { $0.key.action == .space }!.frame.width - (2 * unit + 6)) < 1e-9)
    }

    @Test func theOtherPagesHaveTheirRows() {
        #expect([KeyboardPage.symbols, .numberPad, .pinPad].map { rows(of: $0) } == [
            ["1 2 3 4 5 6 7 8 9 0", "@ # € % & * - + ( )", "! \" ' : ; / ? _ backspace", "abc hide , space . enter"],
            ["1 2 3 backspace", "4 5 6 enter", "7 8 9 hide", "- 0 . ,"],
            ["1 2 3 backspace", "4 5 6 enter", "7 8 9 hide", "0"],
        ])
    }

    /// At any size, the full rows span the width between the paddings, every row has the
    /// same height, keys never overlap and stay inside the keyboard.
    @Test func keysFillTheWidthAndShareTheHeightAtAnySize() {
        let metrics = KeyboardMetrics()
        for size in [Size(width: 320, height: 180), Size(width: 800, height: 228), Size(width: 1920, height: 300)] {
            for page in [KeyboardPage.letters, .symbols, .numberPad, .pinPad] {
                for arrangement in Self.builtIn {
                    let keys = KeyboardLayout(page: page, arrangement: arrangement, size: size).keys
                    let inside = Rect(x: 0, y: 0, width: size.width, height: size.height)
                    #expect(keys.allSatisfy { inside.contains($0.frame) })
                    #expect(Set(keys.map { ($0.frame.height * 1e6).rounded() }).count == 1)
                    let lefts = keys.map(\.frame.minX), rights = keys.map(\.frame.maxX)
                    #expect(abs(lefts.min()! - metrics.padding) < 1e-9)
                    #expect(abs(rights.max()! - (size.width - metrics.padding)) < 1e-9)
                    let bottom = keys.map(\.frame.maxY).max()!
                    #expect(abs(bottom - (size.height - metrics.padding)) < 1e-9)
                    for (a, first) in keys.enumerated() {
                        for second in keys[(a + 1)...] { #expect(!first.frame.intersects(second.frame)) }
                    }
                }
            }
        }
    }

    /// With room, a key is 48 px high; the keyboard takes at most half its container.
    @Test func keysAre48PixelsHighWhereSpaceAllows() {
        let metrics = KeyboardMetrics()
        #expect(metrics.keyboardHeight(rows: 4, containerHeight: 800) == 228)
        #expect(metrics.keyboardHeight(rows: 4, containerHeight: 300) == 150)
        let roomy = KeyboardLayout(page: .letters, arrangement: .qwerty, size: Size(width: 800, height: 228))
        #expect(roomy.keys.allSatisfy { $0.frame.height == 48 })
    }

    /// Every point, in a gap, in the margin or outside the keyboard, goes to the key whose
    /// frame is closest: no dead gaps.
    @Test func aTouchGoesToTheNearestKey() {
        let layout = KeyboardLayout(page: .letters, arrangement: .qwerty, size: Size(width: 800, height: 228))
        func key(_ x: Double, _ y: Double) -> String {
            layout.keys[layout.nearestKey(to: Point(x: x, y: y))!].key.logLabel()
        }
        let q = layout.keys[0].frame, w = layout.keys[1].frame, a = layout.keys[10].frame
        #expect(key(q.midX, q.midY) == "q")
        #expect(key(q.maxX + 1, q.midY) == "q")                // in the gap, nearer to q
        #expect(key(w.minX - 1, q.midY) == "w")                // in the gap, nearer to w
        #expect(key(q.midX, -30) == "q")                       // above the keyboard
        #expect(key(1, 1) == "q")                              // in the corner margin
        #expect(key(a.minX - 2, a.midY) == "a")                // the half-key indent of row 2
        #expect(key(q.midX, q.maxY + 3) == "q")                // between rows, nearer to the top one
        #expect(key(400, 600) == "space")                      // far below
    }

    @Test func keysymsFollowXkbcommonsRule() {
        #expect(["a", "Z", " ", "é", "ß", "€", "ł", "e\u{301}"].map { String(Keysym.forText($0), radix: 16) }
                == ["61", "5a", "20", "e9", "df", "10020ac", "1000142", "0"])
    }
}
