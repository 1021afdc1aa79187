import TactileCore
import Testing
@testable import Tactile

/// The AT-SPI bridge's translations that need no bus: roles and state bits as AT-SPI numbers
/// them, a field's text cut the way the Text interface's calls ask, and a text change told as
/// a deletion and an insertion.
@Suite struct ATSPIValuesTests {
    static func node(_ role: AccessibilityRole, states: AccessibilityStates = []) -> AccessibilityNode {
        AccessibilityNode(id: 1, parent: 0, children: [], element: AccessibilityElement(role: role, states: states), frame: .zero)
    }

    @Test func rolesAreAtspiRoleNumbersWithTheirNames() {
        let roles = AccessibilityRole.allCases.map { role in
            let number = ATSPIRole.number(for: Self.node(role))
            return "\(role) \(number) \(ATSPIRole.name(of: number))"
        }
        #expect(roles == [
            "application 75 application", "group 39 panel", "button 43 push button", "toggle 62 toggle button", "slider 51 slider",
            "progressBar 42 progress bar", "segmentedControl 38 page tab list", "textField 79 entry", "label 29 label",
            "image 27 image", "list 31 list", "draggableItem 32 list item", "dropZone 39 panel", "dialog 16 dialog",
            "video 107 video", "keyboard 39 panel",
        ])
        #expect(ATSPIRole.number(for: Self.node(.textField, states: .secure)) == 40)  // password text
    }

    @Test func statesAreTwoWordsOfAtspiStateBits() {
        // visible 30, showing 25, enabled 8, sensitive 24, focusable 11, checkable 41, focused 12, checked 4.
        let toggle = ATSPIStateSet(Self.node(.toggle, states: [.focused, .checked]))
        let low: UInt32 = [30, 25, 24, 12, 11, 8, 4].reduce(0) { $0 | 1 << UInt32($1) }
        #expect(toggle.words == [low, 1 << (41 - 32)])
        let disabled = ATSPIStateSet(Self.node(.button, states: .disabled))
        #expect(!disabled.contains(ATSPIStateSet.enabled) && !disabled.contains(ATSPIStateSet.sensitive))
        let changes = ATSPIStateSet.changes(from: disabled, to: ATSPIStateSet(Self.node(.button, states: .selected)))
        #expect(changes.map { "\($0.name) \($0.isSet)" } == ["selected true", "enabled true", "sensitive true"])
    }

    @Test func aFieldsTextIsCutIntoCharactersWordsAndTheLine() {
        let text = ATSPIText("Hi wörld é")
        #expect(text.count == 10)
        #expect(text.piece(at: 4, boundary: 0, shift: 0) == ("ö", 4, 5))
        #expect(text.piece(at: 4, boundary: 1, shift: 0) == ("wörld ", 3, 9))
        #expect(text.piece(at: 4, boundary: 1, shift: -1) == ("Hi ", 0, 3))
        #expect(text.piece(at: 4, boundary: 1, shift: 1) == ("é", 9, 10))
        #expect(text.piece(at: 4, boundary: 5, shift: 0) == ("Hi wörld é", 0, 10))
        #expect(text.text(from: 3, to: -1) == "wörld é")
        // A character of two scalars counts two in AT-SPI's offsets.
        #expect(ATSPIText.scalarOffset(ofCharacterOffset: 2, in: "e\u{301}x") == 3)
    }

    @Test func aTextChangeIsADeletionThenAnInsertionAtTheFirstDifference() {
        #expect(ATSPIText.edit(from: "1234", to: "12x4") == (2, "3", "x"))
        #expect(ATSPIText.edit(from: "abc", to: "abcd") == (3, "", "d"))
        #expect(ATSPIText.edit(from: "aaa", to: "aa") == (2, "a", ""))
    }
}
