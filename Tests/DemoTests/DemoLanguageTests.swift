import DemoState
import Foundation
import Tactile
import TestSupport
import Testing
@testable import tactile_demo

/// The demo in every shipped language: the catalogs complete and accepted, every scene laid
/// out without overflowing at 1280×800 and 800×1280, and a switch that loses nothing.
@Suite struct DemoLanguageTests {
    static let sizes = [Size(width: 1280, height: 800), Size(width: 800, height: 1280)]

    /// A session on a host of `size` in `language`, translated with `translations`, its
    /// scenes laid out.
    static func session(_ language: Language, size: Size, translations: Translations,
                        scene: String = DemoScenes.seeds[0].name) -> (SceneHost, DemoSession) {
        let host = SceneHost(size: size, clock: ManualClock())
        let session = DemoSession(host: host, sceneName: scene, state: nil, store: nil, translations: translations)
        host.language = language
        session.resized(to: size)
        return (host, session)
    }

    /// What overflows below `view` (each a line naming the view): a visible subview whose frame
    /// leaves its superview's bounds (but for a scroll view's content, which scrolls, and a
    /// window's handles, which stand out of its edge by design), or a
    /// label whose text, laid out by its own rules (wrapped at its width, cut at its
    /// `maximumLines` with an ellipsis), is larger than its bounds.
    static func overflows(below view: View, measurer: TextMeasuring) -> [String] {
        var found: [String] = []
        for subview in view.subviews where !subview.isHidden {
            let name = subview.identifier ?? (subview as? Label)?.text ?? "\(type(of: subview))"
            let frame = subview.frame, bounds = view.bounds
            let standsOut = view is ScrollView || name.hasSuffix("handle")
            if !standsOut && (frame.minX < bounds.minX - 0.5 || frame.minY < bounds.minY - 0.5
                                         || frame.maxX > bounds.maxX + 0.5 || frame.maxY > bounds.maxY + 0.5) {
                found.append("\(name) at \(frame) leaves \(view.identifier ?? "\(type(of: view))") \(bounds)")
            }
            if let label = subview as? Label, !label.text.isEmpty {
                let text = measurer.size(of: label.text, style: label.style, width: label.bounds.width)
                if text.height > label.bounds.height + 0.5 || text.width > label.bounds.width + 0.5 {
                    found.append("label \"\(label.text)\" needs \(text) in \(label.bounds.size)")
                }
            }
            found += overflows(below: subview, measurer: measurer)
        }
        return found
    }

    /// Every seed scene shown in turn in `language` at `size`: what overflows in each, with
    /// the home bar.
    static func overflowsInEveryScene(_ language: Language, size: Size, translations: Translations) -> [String] {
        let (host, session) = session(language, size: size, translations: translations)
        let measurer = host.rootView.layoutEnvironment.textMeasurer!
        var found: [String] = []
        for scene in session.shell.scenes {
            session.shell.show(scene.name)
            host.rootView.layoutIfNeeded()
            found += overflows(below: host.rootView, measurer: measurer).map { "\(language) \(size) \(scene.name): \($0)" }
        }
        return found
    }

    @Test func everyCatalogIsAcceptedAndTranslatesEveryString() throws {
        var log: [String] = []
        let translations = DemoLanguages.translations(directory: DemoLanguages.sourceDirectory) { log.append($0) }
        #expect(translations.languages == DemoLanguages.shipped.map(\.language).sorted { $0.code < $1.code })
        // Each scene shown in each language: any string without a translation would be reported.
        for (language, _) in DemoLanguages.shipped {
            _ = Self.overflowsInEveryScene(language, size: Self.sizes[0], translations: translations)
        }
        #expect(log == [])
    }

    @Test(arguments: DemoLanguages.shipped.map(\.language))
    func noSceneOverflowsInEitherOrientation(language: Language) {
        let translations = DemoLanguages.translations(directory: DemoLanguages.sourceDirectory)
        for size in Self.sizes {
            #expect(Self.overflowsInEveryScene(language, size: size, translations: translations) == [])
        }
    }

    /// A catalog whose every translation is its source ten times over: ellipsized or
    /// wrapped within its place, never overflowing.
    @Test func aTranslationFarLongerThanItsSourceIsEllipsized() throws {
        let directory = TemporaryDirectory()
        let template = try String(contentsOfFile: DemoLanguages.sourceDirectory + "/tactile-demo.pot", encoding: .utf8)
        var catalog = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n\"\n"
        for entry in template.components(separatedBy: "\n\n").dropFirst() {
            guard let line = entry.split(separator: "\n").first(where: { $0.hasPrefix("msgid \"") }) else { continue }
            let source = String(line.dropFirst(7).dropLast())
            let long = Array(repeating: source, count: 10).joined(separator: " ")
            catalog += "\n" + (entry.split(separator: "\n").filter { $0.hasPrefix("msgid") }.joined(separator: "\n"))
            catalog += entry.contains("msgid_plural") ? "\nmsgstr[0] \"\(long)\"\nmsgstr[1] \"\(long)\"\n" : "\nmsgstr \"\(long)\"\n"
        }
        try catalog.write(toFile: directory.path + "/de.po", atomically: true, encoding: .utf8)
        var log: [String] = []
        let translations = DemoLanguages.translations(directory: directory.path) { log.append($0) }
        for size in Self.sizes {
            #expect(Self.overflowsInEveryScene(Language("de"), size: size, translations: translations) == [])
        }
        #expect(log == [])
        let (_, session) = Self.session(Language("de"), size: Self.sizes[0], translations: translations)
        // The caption's text is the long one, shown cut.
        #expect(session.scene(SortingScene.self).view.allLabels.contains { $0.text.hasPrefix("Left Left Left") })
    }
}

extension View {
    /// Every label below this view.
    var allLabels: [Label] {
        subviews.flatMap { subview in ((subview as? Label).map { [$0] } ?? []) + subview.allLabels }
    }
}

/// The language row on the settings scene, and what a switch keeps.
@Suite struct DemoLanguageSwitchTests {
    /// The centre of the language row's segment `index` at 1024×768, as a session lays it out.
    static func segment(_ index: Int) -> Point {
        let host = SceneHost(size: BuiltInTour.size, clock: ManualClock())
        let session = DemoSession(host: host, sceneName: SettingsScene.name, state: nil, store: nil)
        session.resized(to: BuiltInTour.size)
        let row = session.scene(SettingsScene.self).language
        let frame = row.convert(row.bounds, to: nil)
        let width = frame.width / Double(DemoLanguages.shipped.count)
        return Point(x: frame.minX + width * (Double(index) + 0.5), y: frame.midY)
    }

    @Test func aTapOnTheLanguageRowSwitchesTheWholeDemoAndTheFileKeepsNoLanguage() throws {
        let directory = TemporaryDirectory()
        let path = directory.path + "/state.json"
        let store = StateStore<LayoutState>(path: path, log: { _ in })
        var touches = TouchScript()
        // A setting changed too, so that the file is written (before Arabic mirrors the rows).
        touches.tap(at: DemoSettingsTests.frames["theme"]!.center)
        touches.wait(milliseconds: 300)
        touches.tap(at: Self.segment(1))
        touches.wait(milliseconds: 300)
        touches.tap(at: Self.segment(3))
        let run = DemoRun(touches, scene: SettingsScene.name, store: store)
        try run.play()
        #expect(run.lines.filter { $0.hasPrefix("language") } == ["language de", "language ar rtl"])
        #expect(run.runner.host.language == Language("ar"))
        #expect(run.scene(SettingsScene.self).reset.title == "إعادة تعيين فرز")
        #expect(run.scene(SettingsScene.self).language.selectedIndex == 3)
        // A scene off screen shows the language once it is shown again.
        run.session.shell.show(SortingScene.name)
        #expect(run.scene(SortingScene.self).view.allLabels.map { $0.text }.contains("اليمين"))
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains("\"light\"") && !saved.contains("\"ar\"") && !saved.contains("language"))
    }

    @Test func aSwitchKeepsADragInFlightAFieldsTextAndAScrollPosition() {
        let drag = HostDrag(scene: SortingScene.name)
        let host = drag.run.runner.host
        let tags = drag.run.scene(TagsScene.self), palette = drag.run.scene(PaletteScene.self)
        tags.field.text = "Hallo"
        palette.scroller.contentOffset = Point(x: 0, y: 120)
        let tile = drag.run.scene(SortingScene.self).items[2]
        let start = tile.surfaceCenter
        drag.down(at: start)
        drag.move(to: start + Point(x: 40, y: 10))
        drag.move(to: start + Point(x: 80, y: 20))
        let carried = tile.surfaceCenter
        host.language = Language("he")
        drag.move(to: start + Point(x: 120, y: 30))
        // Still under the finger, 40 px further along.
        #expect(tile.surfaceCenter == carried + Point(x: 40, y: 10))
        drag.up()
        #expect(tags.field.text == "Hallo")
        #expect(palette.scroller.contentOffset == Point(x: 0, y: 120))
        #expect(host.rootView.layoutEnvironment.direction == .rightToLeft)
    }
}

/// The kiosk's own language against the visitor's.
@Suite struct DemoKioskLanguageTests {
    @Test func theIdleResetBringsBackTheKiosksLanguageAndTheRowSaysSo() {
        let run = TagsRun(scene: SettingsScene.name)
        let host = run.runner.host
        host.defaultLanguage = Language("fr")
        host.language = Language("fr")
        let kiosk = DemoKioskTests.startSession(on: run, KioskTimeouts(idleReset: .seconds(2), attract: nil, warning: nil))
        var touches = TouchScript()
        touches.tap(at: DemoLanguageSwitchTests.segment(4))
        run.play(touches, settle: .milliseconds(100))
        #expect(host.language == Language("he"))
        #expect(run.session.scene(SettingsScene.self).reset.title == "איפוס מיון")
        run.runner.play([], until: run.now + .milliseconds(2100))
        #expect(run.lines.filter { $0.hasPrefix("language") } == ["language fr", "language he rtl", "language fr"])
        #expect(host.language == Language("fr") && run.session.shell.active.name == SortingScene.name)
        #expect(run.session.scene(SettingsScene.self).language.selectedIndex == 2)
        #expect(run.session.scene(SortingScene.self).view.allLabels.map { $0.text } == ["Gauche", "Milieu : déposez entre deux tuiles", "Droite"])
        _ = kiosk
    }
}
