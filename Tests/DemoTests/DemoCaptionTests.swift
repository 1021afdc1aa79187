import DemoState
import Tactile
import TestSupport
import Testing
@testable import tactile_demo

/// Every drop zone of the seed scenes has a caption right above it, in the 24 px the zone
/// keeps from what is above it, in the look's text colour.
@Suite struct DemoCaptionTests {
    /// The caption above `view`: the caption laid out just before it, or before the nearest
    /// ancestor that has one.
    static func caption(above view: View) -> Caption? {
        var view = view
        while let parent = view.superview {
            if let index = parent.subviews.firstIndex(where: { $0 === view }), index > 0, let caption = parent.subviews[index - 1] as? Caption {
                return caption
            }
            view = parent
        }
        return nil
    }

    /// Each scene's zones (its containers, and the colour target and the tags field, which
    /// take drops too) with their captions' texts.
    @Test func eachZoneHasItsCaptionRightAboveIt() throws {
        let shell = DemoLayoutTests.shell(size: Size(width: 1024, height: 768))
        var texts: [String: [String]] = [:]
        for scene in shell.scenes {
            var zones = scene.containers
            if let colour = scene as? ColourScene { zones.append(colour.target) }
            if let tags = scene as? TagsScene { zones.insert(tags.field, at: 0) }
            if let photos = scene as? PhotosScene { zones.append(photos.tray) }
            for zone in zones {
                let caption = try #require(Self.caption(above: zone), "no caption above \(zone.identifier ?? "?")")
                let frame = caption.convert(caption.bounds, to: nil), zoneFrame = zone.convert(zone.bounds, to: nil)
                #expect(frame.height == Caption.height && frame.maxY <= zoneFrame.minY + 1e-9, "\(zone.identifier ?? "?")")
                texts[scene.name, default: []].append(caption.text)
            }
        }
        #expect(texts["sorting"] == ["Left", "Middle: drop between two tiles", "Right"])
        #expect(texts["palette"] == ["Colours only", "Words only", "List: both, one a row"])
        #expect(texts["colour"] == ["Tray", "Slots: a drop replaces the tile there", "Slots: a drop replaces the tile there",
                                    "Slots: a drop replaces the tile there", "Target: takes the colour of a tile dropped on it"])
        #expect(texts["photos"] == ["Favourites"])
        #expect(texts["tags"] == ["Name: type a word, enter makes a tag; drop a tag here to type it", "Inbox", "Keep", "Bin"])
    }

    /// The light look gives every caption of every scene the light theme's text colour; the
    /// dark one gives it back.
    @Test func captionsFollowTheLook() {
        let shell = DemoLayoutTests.shell(size: Size(width: 1024, height: 768))
        func colours() -> Set<Color> {
            var found: Set<Color> = []
            func visit(_ view: View) {
                if let caption = view as? Caption { found.insert(caption.style.color) }
                view.subviews.forEach(visit)
            }
            shell.scenes.forEach { visit($0.view) }
            return found
        }
        #expect(colours() == [DemoLook.dark.theme.colors.text])
        shell.apply(DemoSettings(appearance: .light))
        #expect(colours() == [DemoLook.light.theme.colors.text])
        shell.apply(DemoSettings(appearance: .dark))
        #expect(colours() == [DemoLook.dark.theme.colors.text])
    }

    /// On screen: the sorting scene's captions are drawn in the margin above their zones, in
    /// the dark look's text colour (#e8ebf0, the stems of the bold glyphs), and nothing of
    /// them reaches into the zone.
    @Test func theCaptionsAreDrawnAboveTheZones() throws {
        let run = DemoRun(TouchScript())
        let last = try #require(try run.play().last)
        let margin = (24..<120).flatMap { x in (0..<24).map { (x, $0) } }
        let zoneTop = (48..<120).map { ($0, 27) }
        #expect(pngPixels(last, at: margin)?.contains(0xFFE8_EBF0) == true)
        #expect(pngPixels(last, at: zoneTop)?.allSatisfy { $0 == 0xFF2B_3340 } == true)
    }
}
