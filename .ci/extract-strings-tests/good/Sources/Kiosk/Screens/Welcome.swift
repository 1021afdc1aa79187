import Tactile

// Not a call: LocalizedString("In a comment", comment: "skipped")
/* Nor this: /* nested */ LocalizedString("In a block comment", comment: "skipped") */
let notMarked = "LocalizedString(\"In a string\", comment: \"skipped\") \(1 + 2)"

let keep = LocalizedString("Keep", comment: "Title of the drop zone that keeps tiles")
let open = LocalizedString("Open", context: "verb", comment: "A button that opens the basket")
let openAdjective = Tactile.LocalizedString(
    "Open",
    context: "adjective",
    comment: "Said of a shop that is open"
)

func tileCount(_ tiles: [Int], zone: LocalizedString) -> LocalizedString {
    LocalizedString(
        "{count} tile in {zone}",
        plural: "{count} tiles in {zone}",
        count: tiles.filter({ $0 > max(1, 2) }).count,
        comment: "How many tiles a zone holds"
    ).with(["zone": .localized(LocalizedString("Keep", comment: "The zone's name in a sentence"))])
}
