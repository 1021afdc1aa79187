import CXKBCommon

/// The XKB layout a hardware keymap's layout name stands for. A compositor's keymap names its
/// first layout by its description (`xkb_keymap_layout_get_name`: "German", "French
/// (Switzerland)"), which the rules' list of layouts and variants (rules/evdev.lst in
/// xkbcommon's data directory) maps back to a layout and variant; a name in RMLVO form ("de",
/// "de(nodeadkeys)", "us,de": the first layout counts) is taken as it is.
package struct XKBLayoutNames {
    private var descriptions: [String: (layout: String, variant: String)] = [:]

    /// The names of the system's list, read from the first of xkbcommon's data directories
    /// that has one; none when no list can be read (RMLVO names still resolve).
    package init() {
        self.init(list: Self.systemList() ?? "")
    }

    private static func systemList() -> String? {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else { return nil }
        defer { xkb_context_unref(context) }
        for index in 0..<xkb_context_num_include_paths(context) {
            guard let directory = xkb_context_include_path_get(context, index),
                  let bytes = try? FileAccess.read(String(cString: directory) + "/rules/evdev.lst") else { continue }
            return String(decoding: bytes, as: UTF8.self)
        }
        return nil
    }

    /// The names of `list`, in the rules' list format: a `! layout` section of lines
    /// `  de  German`, a `! variant` section of lines `  nodeadkeys  de: German (no dead keys)`.
    package init(list: String) {
        var section = ""
        for line in list.split(separator: "\n") {
            if line.hasPrefix("!") {
                section = line.dropFirst().trimmingPrefix(" ").split(separator: " ").first.map(String.init) ?? ""
                continue
            }
            let fields = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard fields.count == 2 else { continue }
            let name = String(fields[0]), rest = fields[1].drop { $0 == " " }
            switch section {
            case "layout": descriptions[String(rest)] = (name, "")
            case "variant":
                guard let colon = rest.firstIndex(of: ":") else { continue }
                descriptions[String(rest[rest.index(after: colon)...].drop { $0 == " " })] = (String(rest[..<colon]), name)
            default: break
            }
        }
    }

    /// The layout and variant `name` stands for; nil for a name that is neither a description
    /// in the list nor in RMLVO form.
    package func resolve(_ name: String) -> (layout: String, variant: String)? {
        if let described = descriptions[name] { return described }
        let first = name.split(separator: ",").first.map { String($0).lowercased() } ?? ""
        let parts = first.split(separator: "(", maxSplits: 1)
        guard let layout = parts.first, !layout.isEmpty else { return nil }
        let variant = parts.count > 1 ? parts[1].dropLast(parts[1].hasSuffix(")") ? 1 : 0) : ""
        let allowed: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard layout.allSatisfy(allowed), variant.allSatisfy(allowed) else { return nil }
        return (String(layout), String(variant))
    }
}
