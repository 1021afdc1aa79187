import DemoState
import Tactile
import Testing
@testable import tactile_demo

/// The tags scene on the offscreen runner (see `TagsRun`) at 1024×768: the field `name` spans
/// the top (24, 24, 976×64, centred at (512, 56)); inbox, keep and bin are 309.33 wide from
/// y 112 to 680 (keep centred at (512, 396)); a new tag's chip is 44 high and 32 + 12 px per
/// character wide, its first slot 16 px into inbox's corner.
@Suite struct DemoTagsTests {
    static let fieldCentre = Point(x: 512, y: 56)

    @Test func theFieldIsTracedWhenTheSceneIsShownAndATouchOnItBringsTheKeyboard() throws {
        let run = TagsRun()
        #expect(run.lines == ["field name 24 24 976 64"])
        let shown = run.lines { run.tap(Self.fieldCentre) }
        #expect(shown.first == "keyboard shown")
        #expect(shown.dropFirst().allSatisfy { $0.hasPrefix("osk key ") } && shown.count > 30)
        #expect(run.scene.field.isFocused)
        let keyboard = try #require(run.runner.host.textEntry?.keyboard)
        #expect(keyboard.page == .letters && keyboard.isResting && keyboard.visibleHeight > 0)
    }

    @Test func hardwareKeysAndEnterMakeATagInInbox() throws {
        let run = TagsRun()
        run.tap(Self.fieldCentre)
        // The first hardware key hides the on-screen keyboard (the caret only moves here).
        #expect(run.lines { run.typeOnHardware(Keysym.right) } == ["keyboard hidden"])
        let typed = run.lines { run.typeOnHardware("pea", enter: true) }
        // Each key comes to rest on its own.
        #expect(typed == ["text name \"p\"", "text name \"pe\"", "text name \"pea\"", "tag created tag-1 \"pea\"", "text name \"\""])
        let tag = try #require(run.scene.tags.first)
        #expect(tag.identifier == "tag-1" && tag.text == "pea" && tag.superview?.identifier == "inbox")
        #expect(tag.surfaceCenter == Point(x: 24 + 16 + 34, y: 112 + 16 + 22))
        #expect(run.scene.field.text == "")
    }

    @Test func typingOnTheOnScreenKeyboardWithARollAndAnAccentMakesATag() throws {
        let run = TagsRun()
        run.tap(Self.fieldCentre)
        var touches = TouchScript()
        // c, then a rolled over it (a goes down before c lifts), then f.
        touches.down(0, at: run.key("c"))
        touches.wait(milliseconds: 30)
        touches.down(1, at: run.key("a"))
        touches.up(0)
        touches.up(1)
        touches.wait(milliseconds: 60)
        touches.down(at: run.key("f"))
        touches.wait(milliseconds: 40)
        touches.up()
        // A still press of e opens its accents, é over the key: lifting there types it.
        touches.wait(milliseconds: 60)
        touches.down(at: run.key("e"))
        touches.wait(milliseconds: 700)
        touches.up()
        run.play(touches)
        #expect(run.scene.field.text == "café")
        #expect(run.lines.last == "text name \"café\"")
        let made = run.lines { run.tapKeys(["enter"]) }
        #expect(made == ["tag created tag-1 \"café\"", "text name \"\""])
        #expect(run.scene.tags.map(\.text) == ["café"])
    }

    @Test func aTagDragsIntoKeepAndDroppedOnTheFieldTypesItsTextAtTheCaret() throws {
        let run = TagsRun()
        run.tap(Self.fieldCentre)
        run.typeOnHardware("kiwi", enter: true)
        run.typeOnHardware("ab")
        var touches = TouchScript()
        touches.perform(.drag(from: Point(x: 80, y: 150), to: Point(x: 512, y: 396)))
        let dragged = run.lines { run.play(touches, settle: .milliseconds(1000)) }
        #expect(dragged == ["drag started tag-1", "drag ended tag-1 moved into keep", "tag-1 rests in keep at (512, 396)"])
        #expect(run.scene.tags[0].superview?.identifier == "keep")

        touches = TouchScript()
        touches.perform(.drag(from: Point(x: 506, y: 396), to: Point(x: 700, y: 56)))
        let dropped = run.lines { run.play(touches, settle: .milliseconds(1000)) }
        #expect(dropped == ["drag started tag-1", "drag ended tag-1 handled by name",
                            "tag-1 rests in keep at (512, 396)", "text name \"abkiwi\""])
        #expect(run.scene.field.text == "abkiwi")
    }

    @Test func aTapOutsideTheFieldAndTheKeyboardHidesItAndSoDoesLeavingTheScene() throws {
        let run = TagsRun()
        run.tap(Self.fieldCentre)
        let keyboard = try #require(run.runner.host.textEntry?.keyboard)
        // A tap on keep, which takes no typing.
        #expect(run.lines { run.tap(Point(x: 512, y: 300)) } == ["keyboard hidden"])
        #expect(!run.scene.field.isFocused && !keyboard.isShown)
        run.tap(Self.fieldCentre)
        #expect(keyboard.isShown)
        // Another scene shown (as by the home bar): the field leaves the window, the keyboard
        // goes at the next look.
        let left = run.lines {
            run.session.shell.show("sorting")
            run.runner.play([], until: run.now + .milliseconds(600))
        }
        #expect(left == ["scene sorting", "keyboard hidden"])
        #expect(!keyboard.isShown)
    }

    /// The keyboard rests on the home bar, not over it: the bar stays where it was, in sight,
    /// and a tap on one of its buttons shows that scene (and the keyboard goes with the field).
    @Test func theKeyboardRestsAboveTheHomeBarWhichStillSwitchesScenes() throws {
        let run = TagsRun()
        let bar = try #require(run.session.shell.homeBar)
        let barFrame = bar.convert(bar.bounds, to: nil)
        run.tap(Self.fieldCentre)
        let keyboard = try #require(run.runner.host.textEntry?.keyboard)
        #expect(keyboard.isShown)
        let keyboardFrame = keyboard.convert(keyboard.bounds, to: nil)
        #expect(keyboardFrame.maxY == barFrame.minY && barFrame.maxY == 768)
        #expect(bar.convert(bar.bounds, to: nil) == barFrame)
        let sorting = try #require(bar.buttons.first { $0.identifier == "home-sorting" })
        let left = run.lines { run.tap(sorting.convert(sorting.bounds.center, to: nil)) }
        #expect(left == ["scene sorting", "keyboard hidden"])
    }

    @Test func tagsAndTheFieldsTextAreSavedAndPutBackAtStart() throws {
        let run = TagsRun()
        run.tap(Self.fieldCentre)
        run.typeOnHardware("pea", enter: true)
        run.typeOnHardware("plum", enter: true)
        run.typeOnHardware("fig")
        var touches = TouchScript()
        touches.perform(.drag(from: Point(x: 74, y: 150), to: Point(x: 800, y: 500)))
        run.play(touches, settle: .milliseconds(1000))
        let state = run.session.shell.capturedState()
        let tags = try #require(state.scenes["tags"])
        #expect(tags.fields == ["name": "fig"])
        #expect(tags.items.map(\.id) == ["tag-2", "tag-1"])
        #expect(tags.items.map(\.text) == ["plum", "pea"])
        #expect(tags.items.map(\.container) == ["inbox", "bin"])

        let restored = TagsRun(state: state)
        #expect(restored.scene.field.text == "fig")
        #expect(restored.scene.tags.map { "\($0.identifier ?? "") \($0.text) \($0.superview?.identifier ?? "")" }.sorted()
                == ["tag-1 pea bin", "tag-2 plum inbox"])
        #expect(restored.session.shell.capturedState().scenes["tags"] == tags)
        restored.tap(Self.fieldCentre)
        restored.typeOnHardware("x")
        #expect(restored.lines { restored.typeOnHardware("", enter: true) } == ["tag created tag-3 \"figx\"", "text name \"\""])
    }

    /// The field is in the screen's one Tab order: Tab leaves it for the first tag (the keys
    /// then act on the tag, not in the field), Shift-Tab comes back and the keys type again.
    @Test func tabGoesFromTheFieldToTheTagsAndBack() throws {
        let run = TagsRun()
        run.tap(Self.fieldCentre)
        run.typeOnHardware(Keysym.right)
        run.typeOnHardware("fig", enter: true)
        let tabbed = run.lines {
            run.runner.handleKey(KeyEvent(time: .zero, keysym: Keysym.tab, text: "\t", pressed: true))
            run.runner.handleKey(KeyEvent(time: .zero, keysym: Keysym.tab, pressed: false))
            run.typeOnHardware("")
        }
        #expect(tabbed == ["focus tag-1"])
        #expect(run.scene.field.text == "" && !run.scene.field.isFocused)
        let back = run.lines {
            run.runner.handleKey(KeyEvent(time: .zero, keysym: Keysym.isoLeftTab, pressed: true, modifiers: .shift))
            run.runner.handleKey(KeyEvent(time: .zero, keysym: Keysym.isoLeftTab, pressed: false, modifiers: .shift))
            run.typeOnHardware("x")
        }
        #expect(back == ["focus none", "text name \"x\""])
        #expect(run.scene.field.text == "x" && run.scene.field.isFocused && run.scene.field.focusRing != nil)
    }
}
