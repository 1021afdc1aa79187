let welcome = LocalizedString("Welcome", comment: "The first screen's title")
