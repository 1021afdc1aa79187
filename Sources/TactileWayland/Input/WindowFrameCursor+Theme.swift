import TactileCore

extension WindowFrameCursor {
    /// The cursor theme's names for the shape, the first the theme has being shown: the X11
    /// core names come first (every theme has them, Adwaita as links), then the CSS names
    /// newer themes use.
    var themeNames: [String] {
        switch self {
        case .arrow: return ["left_ptr", "default"]
        case .resize(let edges):
            switch edges {
            case .top: return ["top_side", "n-resize"]
            case .bottom: return ["bottom_side", "s-resize"]
            case .left: return ["left_side", "w-resize"]
            case .right: return ["right_side", "e-resize"]
            case [.top, .left]: return ["top_left_corner", "nw-resize"]
            case [.top, .right]: return ["top_right_corner", "ne-resize"]
            case [.bottom, .left]: return ["bottom_left_corner", "sw-resize"]
            case [.bottom, .right]: return ["bottom_right_corner", "se-resize"]
            default: return ["left_ptr", "default"]
            }
        }
    }
}
