import TactileCore

// The demo's state file model (the document of its `StateStore`). Every type decodes strictly (wrong types, missing fields,
// impossible values are errors naming the field) because a kiosk that restores a half-read
// arrangement looks broken; `StateStore` moves such a file aside and starts from defaults.

/// The arrangement of every scene of the demo, as its state file stores it (format version 1):
///
/// ```json
/// {"version":1,"activeScene":"sorting","surface":{"width":1024,"height":768},
///  "scenes":{"sorting":{"containers":[{"id":"left","frame":{"x":0,"y":0,"width":300,"height":600}},
///                                     {"id":"middle","frame":{…},"order":["tile3","tile4"]}],
///                       "items":[{"id":"tile1","container":"left","frame":{"x":20,"y":30,"width":80,"height":80},
///                                 "rotation":0,"scale":1,"color":"#ff8800"}]},
///             "tags":{"containers":[…],"items":[{"id":"tag-1","container":"inbox","frame":{…},
///                                                "rotation":0,"scale":1,"color":"#3c6e9e","text":"apple"}],
///                     "fields":{"name":"pea"}},
///             "photos":{"containers":[],"items":[],"favourites":["beach.jpg","dog.png"]}},
///  "settings":{"theme":"dark","tileSize":130,"keyboard":"qwertz"}}
/// ```
///
/// `settings` (see `DemoSettings`) may be missing: a file written before it existed reads
/// with the default settings. So may a container's `order` (see `ContainerLayout`).
///
/// Frames are in surface coordinates (logical pixels) of the window at the time of writing.
package struct LayoutState: Codable, Equatable, Sendable {
    /// The only format version this build reads and writes.
    package static let formatVersion = 1

    /// The scene that was on screen, restored at start unless the user asks for another.
    package var activeScene: String
    /// The window's logical size when the file was written: the space of every frame.
    package var surface: LayoutSize
    /// Each scene's arrangement, by scene name.
    package var scenes: [String: SceneLayout]
    /// What the `settings` scene chose.
    package var settings: DemoSettings

    /// Creates a state.
    package init(activeScene: String, surface: LayoutSize, scenes: [String: SceneLayout], settings: DemoSettings = DemoSettings()) {
        self.activeScene = activeScene
        self.surface = surface
        self.scenes = scenes
        self.settings = settings
    }

    private enum CodingKeys: String, CodingKey {
        case version, activeScene, surface, scenes, settings
    }

    /// Decodes a state, refusing any version but `formatVersion`.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container,
                debugDescription: "version \(version) is not supported (this build reads version \(Self.formatVersion))")
        }
        activeScene = try container.decode(String.self, forKey: .activeScene)
        surface = try container.decode(LayoutSize.self, forKey: .surface)
        scenes = try container.decode([String: SceneLayout].self, forKey: .scenes)
        // Settings that are not even an object take their defaults rather than losing the arrangement.
        if !container.contains(.settings) {
            settings = DemoSettings()
        } else if let decoded = try? container.decode(DemoSettings.self, forKey: .settings) {
            settings = decoded
        } else {
            settings = DemoSettings()
            settings.problems = ["settings is not an object of settings; using the defaults"]
        }
    }

    /// Encodes the state with `"version": formatVersion`; `settings` only when not the defaults.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .version)
        try container.encode(activeScene, forKey: .activeScene)
        try container.encode(surface, forKey: .surface)
        try container.encode(scenes, forKey: .scenes)
        // Default settings are left out: the file reads the same to a build without settings.
        if settings != DemoSettings() { try container.encode(settings, forKey: .settings) }
    }
}

/// The arrangement of one scene: where its containers are, which item sits where, and what
/// its text fields hold.
package struct SceneLayout: Codable, Equatable, Sendable {
    /// The containers (drop areas, windows) whose frames are kept, in the order captured.
    package var containers: [ContainerLayout]
    /// The movable items, back to front (restoring them in this order keeps their stacking).
    package var items: [ItemLayout]
    /// The text of each text field, by the field's `identifier`; nil (left out of the file)
    /// for a scene without fields.
    package var fields: [String: String]?
    /// The file names of the photos the user keeps as favourites, in the tray's order; nil
    /// (left out of the file) for a scene without favourites, and in files written before it
    /// existed.
    package var favourites: [String]?

    /// Creates a scene's arrangement.
    package init(containers: [ContainerLayout], items: [ItemLayout], fields: [String: String]? = nil,
                 favourites: [String]? = nil) {
        self.containers = containers
        self.items = items
        self.fields = fields
        self.favourites = favourites
    }
}

/// Where one container sits and, for one that arranges its items itself (a grid), their order.
package struct ContainerLayout: Codable, Equatable, Sendable {
    /// The container view's `identifier`.
    package var id: String
    /// The container's bounding box in surface coordinates (logical pixels).
    package var frame: LayoutFrame
    /// The `identifier`s of the items a layout container (`Stack`, `Grid`, `Flow`) holds,
    /// in its order (a grid's reading order); nil (left out of the file) for a container
    /// whose items stay where they are put, and in files written before it existed, where
    /// the items' order in `items` is the container's order.
    package var order: [String]?

    /// Creates a container entry.
    package init(id: String, frame: LayoutFrame, order: [String]? = nil) {
        self.id = id
        self.frame = frame
        self.order = order
    }
}

/// Where one item sits, in which container, turned and scaled how, in which colour.
package struct ItemLayout: Codable, Equatable, Sendable {
    /// The item view's `identifier`.
    package var id: String
    /// The `identifier` of the container holding the item ("" for the scene's root view).
    package var container: String
    /// The item's untransformed bounds placed at its on-screen centre, in surface coordinates
    /// (logical pixels): `width`/`height` are the bounds' size, the centre is where it shows.
    package var frame: LayoutFrame
    /// The item's on-screen rotation in degrees, clockwise (y grows downwards).
    package var rotation: Double
    /// The item's on-screen scale factor (1: natural size); greater than 0.
    package var scale: Double
    /// The item's background colour without its opacity; nil when it has none.
    package var color: Color?
    /// The text an item made from text carries (a tag); nil for the others.
    package var text: String?

    /// Creates an item entry.
    package init(id: String, container: String, frame: LayoutFrame, rotation: Double = 0, scale: Double = 1, color: Color? = nil,
                text: String? = nil) {
        self.id = id
        self.container = container
        self.frame = frame
        self.rotation = rotation
        self.scale = scale
        self.color = color
        self.text = text
    }

    private enum CodingKeys: String, CodingKey {
        case id, container, frame, rotation, scale, color, text
    }

    /// Decodes an item, checking that the scale is positive and the colour is "#rrggbb".
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        self.container = try container.decode(String.self, forKey: .container)
        frame = try container.decode(LayoutFrame.self, forKey: .frame)
        rotation = try container.decode(Double.self, forKey: .rotation)
        scale = try container.decode(Double.self, forKey: .scale)
        guard scale > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .scale, in: container,
                                                   debugDescription: "scale \(scale) is not greater than 0")
        }
        if let hex = try container.decodeIfPresent(String.self, forKey: .color) {
            guard hex.utf8.count == 7, hex.hasPrefix("#"), let parsed = Color(hex: hex) else {
                throw DecodingError.dataCorruptedError(forKey: .color, in: container,
                                                       debugDescription: "\"\(hex)\" is not a colour \"#rrggbb\"")
            }
            color = parsed
        } else {
            color = nil
        }
        text = try container.decodeIfPresent(String.self, forKey: .text)
    }

    /// Encodes the item; the colour as "#rrggbb", left out when there is none, like the text.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(self.container, forKey: .container)
        try container.encode(frame, forKey: .frame)
        try container.encode(rotation, forKey: .rotation)
        try container.encode(scale, forKey: .scale)
        try container.encodeIfPresent(color?.hexString, forKey: .color)
        try container.encodeIfPresent(text, forKey: .text)
    }
}

/// A rectangle in surface coordinates (logical pixels), as the state file writes it.
package struct LayoutFrame: Codable, Equatable, Sendable {
    /// Left edge.
    package var x: Double
    /// Top edge.
    package var y: Double
    /// Width, at least 0.
    package var width: Double
    /// Height, at least 0.
    package var height: Double

    /// Creates a frame.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The same rectangle as a `Rect`.
    package init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The same rectangle as a `Rect`.
    package var rect: Rect { Rect(x: x, y: y, width: width, height: height) }

    private enum CodingKeys: String, CodingKey {
        case x, y, width, height
    }

    /// Decodes a frame, refusing a negative width or height.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        x = try container.decode(Double.self, forKey: .x)
        y = try container.decode(Double.self, forKey: .y)
        width = try container.decode(Double.self, forKey: .width)
        height = try container.decode(Double.self, forKey: .height)
        for (key, value) in [(CodingKeys.width, width), (.height, height)] where value < 0 {
            throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                   debugDescription: "\(value) is negative")
        }
    }
}

/// A surface size in logical pixels, as the state file writes it.
package struct LayoutSize: Codable, Equatable, Sendable {
    /// Width in logical pixels.
    package var width: Double
    /// Height in logical pixels.
    package var height: Double

    /// Creates a size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The same size as a `Size`.
    package init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}
