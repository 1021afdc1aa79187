import TactileCore

/// The letter arrangements a scene host's keyboard shows, each read from XKB once (a keymap
/// takes milliseconds to compile) and each failure reported once through `log`.
final class KeyboardLetterCache {
    private let log: (String) -> Void
    /// The arrangements read, by `language <code>` or `layout <name>`; nil for a failure.
    private var arrangements: [String: LetterArrangement?] = [:]
    /// The system's layout descriptions, read at the first hardware layout name.
    private var layoutNames: XKBLayoutNames?

    /// A cache reporting failures to `log`.
    init(log: @escaping (String) -> Void) { self.log = log }

    /// The letters of `language`; nil when it has none (logged the first time).
    func arrangement(forLanguage language: String) -> LetterArrangement? {
        arrangement(key: "language " + language) { () throws(KeyboardLayoutError) in
            try LetterArrangement(language: language)
        }
    }

    /// The letters of the layout a hardware keymap names `name` ("German", "de"); QWERTY when
    /// it cannot be read (logged the first time).
    func arrangement(forKeymapLayout name: String) -> LetterArrangement {
        let names = layoutNames ?? XKBLayoutNames()
        layoutNames = names
        return arrangement(key: "layout " + name) { () throws(KeyboardLayoutError) in
            guard let (layout, variant) = names.resolve(name) else { throw .unknownLayout(layout: name, variant: "") }
            return try LetterArrangement(xkbLayout: layout, variant: variant)
        } ?? .qwerty
    }

    private func arrangement(key: String, read: () throws(KeyboardLayoutError) -> LetterArrangement) -> LetterArrangement? {
        if let known = arrangements[key] { return known }
        do {
            let arrangement = try read()
            arrangements[key] = arrangement
            return arrangement
        } catch {
            log("keyboard letters: \(error)")
            arrangements[key] = .some(nil)
            return nil
        }
    }
}
