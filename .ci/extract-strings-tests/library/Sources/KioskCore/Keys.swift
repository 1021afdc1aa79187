// A lower target whose strings are the library's too: they go into Kiosk's template.
let shift = LocalizedString("shift", context: "keyboard key", comment: "A key's caption, at most 5 characters")
