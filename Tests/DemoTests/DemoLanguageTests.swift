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
