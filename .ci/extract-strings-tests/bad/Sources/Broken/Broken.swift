import Tactile

func labels(name: String, count: Int) -> [LocalizedString] {
    [
        LocalizedString(name, comment: "A variable"),
        LocalizedString("Hello \(name)", comment: "An interpolation"),
        LocalizedString("""
            Two lines
            """, comment: "A multi-line literal"),
        LocalizedString(#"Raw"#, comment: "A raw literal"),
        LocalizedString("Keep", comment: "Kept " + "twice"),
        LocalizedString("{count} box", plural: "{count} boxes", count: count, comment: "Boxes"),
        LocalizedString("{count} box", plural: "{count} crates", count: count, comment: "Boxes"),
        LocalizedString("Keep", hint: "no such label", comment: "Unknown label"),
        LocalizedString("Line\r", comment: "A carriage return"),
    ]
}
