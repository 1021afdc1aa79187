import Tactile
import Testing

/// An 800×600 offscreen scene with a text field at the top and the on-screen keyboard, driven
/// by touches on the runner's manual clock; the host's trace lines are kept.
final class KeyboardRun {
    final class Lines { var all: [String] = [] }
    let lines = Lines()
    let runner: OffscreenRunner
    let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 48))
    private var time = 0.0

    /// A run whose keyboard shows `arrangement`, or, when nil, what the host decides; the
    /// host is given `languages` before the keyboard is made.
    init(arrangement: LetterArrangement? = nil, languages: [String]? = nil) {
        let lines = lines
        runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 800, height: 600), events: [], snapshots: []),
                                 trace: { _ in }, sceneTrace: { lines.all.append($0) })
        runner.rootView.addSubview(field)
        if let languages { runner.host.setKeyboardLanguages(languages) }
        runner.host.enableOnScreenKeyboard(arrangement: arrangement)
    }

    var keyboard: OnScreenKeyboard { runner.host.textEntry!.keyboard }

    /// Taps `point` 50 ms long, then lets 400 ms pass (the keyboard's slide comes to rest).
    func tap(_ point: Point) {
        let start = MonotonicTime(sinceOrigin: .milliseconds(time + 100))
        let end = MonotonicTime(sinceOrigin: .milliseconds(time + 150))
        runner.play([OffscreenEvent(time: start, kind: .down(id: 1, location: point)), OffscreenEvent(time: start, kind: .frame),
                     OffscreenEvent(time: end, kind: .up(id: 1)), OffscreenEvent(time: end, kind: .frame)],
                    until: MonotonicTime(sinceOrigin: .milliseconds(time + 550)))
        time += 550
    }

    /// The keys shown now, by label, with their frames (surface coordinates).
    var keys: [String: Rect] {
        var frames: [String: Rect] = [:]
        for line in keyboard.keyLogLines() {
            let fields = line.split(separator: " ").map(String.init)
            let numbers = fields[3...].compactMap { Double($0) }
            frames[fields[2]] = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        return frames
    }

    /// The pixels of `frame` (surface coordinates), row by row.
    func pixels(in frame: Rect) -> [UInt32] {
        (Int(frame.minY)..<Int(frame.maxY)).flatMap { y in (Int(frame.minX)..<Int(frame.maxX)).map { runner.pixel(x: $0, y: y) } }
    }

    /// Taps the key labelled `label`.
    func tap(key label: String) {
        let frame = keys[label]!
        tap(Point(x: frame.midX, y: frame.midY))
    }
}

@Suite struct KeyboardLanguageTests {
    /// Two languages: the letter page's bottom row has the key to the next arrangement,
    /// labelled with the shown one's name; each tap shows the next, the first after the last.
    @Test func twoLanguagesShowTheKeyThatCyclesThem() {
        let run = KeyboardRun()
        run.runner.host.setKeyboardLanguages(["el", "en"])
        #expect(run.lines.all.last == "keyboard letters el en")
        run.tap(Point(x: 200, y: 44))
        #expect(run.keyboard.isShown && run.keyboard.arrangement.name == "el")
        #expect(run.keys["layout"] != nil && run.keys["λ"] != nil && run.keys["q"] == nil)
        run.tap(key: "λ")
        run.tap(key: "layout")
        #expect(run.keyboard.arrangement.name == "en" && run.keys["q"] != nil && run.keys["λ"] == nil)
        // The keys were logged again for the new letters.
        #expect(run.lines.all.last?.hasPrefix("osk key enter ") == true)
        run.tap(key: "q")
        run.tap(key: "layout")
        #expect(run.keyboard.arrangement.name == "el")
        run.tap(key: "ω")
        #expect(run.field.text == "λqω")
        // One language: no such key; the space bar takes its unit back.
        let space = run.keys["space"]!.width
        run.runner.host.setKeyboardLanguages(["de"])
        #expect(run.keys["layout"] == nil && run.keys["ü"] != nil && run.keys["space"]!.width > space)
    }

    /// Languages set before the keyboard exists apply when it is made, unless the app gives
    /// `enableOnScreenKeyboard` an arrangement of its own.
    @Test func languagesSetBeforeTheKeyboardApplyWhenItIsMade() {
        let early = KeyboardRun(languages: ["ru", "uk"])
        #expect(early.keyboard.arrangements.map(\.name) == ["ru", "uk"])
        let chosen = KeyboardRun(arrangement: .azerty, languages: ["he", "ar"])
        #expect(chosen.keyboard.arrangements == [.azerty])
        // Set afterwards, they take the app's place.
        chosen.runner.host.setKeyboardLanguages(["he", "ar"])
        #expect(chosen.keyboard.arrangements.map(\.name) == ["he", "ar"])
    }

    /// A language without a layout is left out and reported once; with none left, QWERTY.
    @Test func anUnknownLanguageFallsBackToQWERTYReportedOnce() {
        let run = KeyboardRun()
        run.runner.host.setKeyboardLanguages(["xx"])
        #expect(run.lines.all == [#"keyboard letters: no keyboard layout for the language "xx""#, "keyboard letters qwerty"])
        #expect(run.keyboard.arrangement == .qwerty)
        run.runner.host.setKeyboardLanguages(["xx", "pl"])
        #expect(run.lines.all.count == 3 && run.lines.all.last == "keyboard letters pl")
        #expect(run.keyboard.arrangements.map(\.name) == ["pl"])
    }

    /// The hardware keyboard's layout name goes through XKB too: a German keymap gives the de
    /// layout's letters; a name XKB does not know gives QWERTY, reported once.
    @Test func theHardwareLayoutNameGoesThroughXKB() {
        let run = KeyboardRun()
        run.runner.host.keyboardLayoutDidChange("German")
        #expect(run.keyboard.arrangement.name == "de" && run.keyboard.arrangement.rows == LetterArrangement.qwertz.rows)
        run.runner.host.keyboardLayoutDidChange("Klingon (pIqaD)")
        run.runner.host.keyboardLayoutDidChange("Klingon (pIqaD)")
        #expect(run.keyboard.arrangement == .qwerty)
        #expect(run.lines.all == [#"keyboard letters: the XKB layout "Klingon (pIqaD)" is not in the system's xkeyboard-config data"#])
    }

    /// A Greek keyboard draws Greek letters with a font that has them: its omicron key is,
    /// pixel for pixel, the key of a keyboard that has a Latin o in its place (a missing glyph
    /// would be drawn as a box), and its lambda key shows a glyph.
    @Test func aGreekKeyboardDrawsGreekLetters() throws {
        let greek = try LetterArrangement(language: "el")
        let latinO = LetterArrangement(name: "el", rows: greek.rows.map { row in
            row.map { $0.text == "ο" ? LetterArrangement.Letter("o", shifted: "O") : $0 }
        }, accents: greek.accents)
        let runs = [KeyboardRun(arrangement: greek), KeyboardRun(arrangement: latinO)]
        for run in runs { run.tap(Point(x: 200, y: 44)) }
        let omicron = runs[0].keys["ο"]!, lambda = runs[0].keys["λ"]!
        #expect(runs[1].keys["o"] == omicron)
        let drawn = runs[0].pixels(in: omicron), latin = runs[1].pixels(in: omicron), lambdaDrawn = runs[0].pixels(in: lambda)
        let sameAsLatin = drawn == latin, lambdaDiffers = lambdaDrawn != drawn
        #expect(sameAsLatin && lambdaDiffers)
        // Each key has more than its colour and its rounded corners' blend: a glyph is there.
        #expect(Set(drawn).count > 4 && Set(lambdaDrawn).count > 4)
    }
}
