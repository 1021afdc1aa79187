import FoundationEssentials
import Glibc

/// A scripted session for `OffscreenRunner`: a surface size, timed raw touch events and the
/// times at which to save the picture. JSON form:
///
/// ```json
/// {"size": {"width": 320, "height": 240}, "scale": 1, "frameInterval": 16,
///  "events": [
///    {"t": 0,   "type": "down", "id": 0, "x": 100, "y": 80},
///    {"t": 0,   "type": "frame"},
///    {"t": 16,  "type": "move", "id": 0, "x": 120, "y": 80},
///    {"t": 100, "type": "up", "id": 0},
///    {"t": 200, "type": "cancel"}],
///  "snapshots": [0, 150, 500]}
/// ```
///
/// - `size`: the surface in logical pixels; `scale` (optional, default 1): buffer pixels
///   per logical pixel of the PNG frames; `frameInterval` (optional, default 16): the
///   milliseconds between display frames, at which animations advance and the scene is drawn.
/// - `events`: `wl_touch` events in time order, `t` in whole milliseconds from the start;
///   `x`, `y` in surface coordinates (logical pixels). `down` and `move` take `id`, `x`, `y`;
///   `up` takes `id`; `frame` (`wl_touch.frame`) and `cancel` (`wl_touch.cancel`) take
///   nothing. Events reach the recognizers as in a window: at each `frame`; a script that
///   never sends `frame` has the events of each time taken as one frame (as from cage),
///   and a last `up` needs no frame (as from weston).
/// - `snapshots`: whole milliseconds, ascending, at which a PNG is written (after the
///   events of that time).
///
/// Unknown fields are errors, so a typo does not silently change the session.
public struct OffscreenScript: Equatable, Sendable {
    /// The surface size in logical pixels.
    public var size: Size
    /// Buffer pixels per logical pixel of the frames written.
    public var scale: Double
    /// The time between display frames.
    public var frameInterval: TimeSpan
    /// The events, in time order.
    public var events: [OffscreenEvent]
    /// Snapshot times on the script's clock (its origin is the script's start), ascending.
    public var snapshots: [MonotonicTime]

    /// Creates a script.
    public init(size: Size, scale: Double = 1, frameInterval: TimeSpan = .milliseconds(16), events: [OffscreenEvent],
                snapshots: [MonotonicTime]) {
        self.size = size
        self.scale = scale
        self.frameInterval = frameInterval
        self.events = events
        self.snapshots = snapshots
    }

    /// Reads a script from JSON text. Throws an error naming the line and column (broken
    /// JSON) or the field (`events[3].x: missing`) that is wrong.
    public init(json bytes: [UInt8]) throws(OffscreenScriptError) {
        do {
            self = try JSONDecoder().decode(OffscreenScript.self, from: Data(bytes))
        } catch {
            throw OffscreenScriptError(description: "script: \(JSONProblem(error, decoding: bytes))")
        }
    }

    /// Reads a script from the JSON file at `path`; errors name the file and the place.
    public init(contentsOfFile path: String) throws(OffscreenScriptError) {
        let bytes: [UInt8]?
        do {
            bytes = try FileAccess.read(path)
        } catch {
            throw OffscreenScriptError(description: "script: \(error.description)")
        }
        guard let bytes else { throw OffscreenScriptError(description: "script: \(path) does not exist") }
        do {
            try self.init(json: bytes)
        } catch {
            throw OffscreenScriptError(description: "script \(path)" + error.description.dropFirst("script".count))
        }
    }
}

/// A script that cannot be run, and why, in one line naming the place.
public struct OffscreenScriptError: Error, CustomStringConvertible {
    /// "script demo.json: events[3].type: unknown type \"drag\" (expected down, move, up, frame or cancel)".
    public let description: String
}

/// One raw touch event of a script.
public struct OffscreenEvent: Equatable, Sendable {
    /// When it happens, on the script's clock (its origin is the script's start; whole
    /// milliseconds in a script file).
    public var time: MonotonicTime
    /// What happens.
    public var kind: Kind

    /// The `wl_touch` events a script can contain.
    public enum Kind: Equatable, Sendable {
        /// A finger `id` touches the surface at `location` (surface coordinates).
        case down(id: Int32, location: Point)
        /// Finger `id` moves to `location` (surface coordinates).
        case move(id: Int32, location: Point)
        /// Finger `id` lifts.
        case up(id: Int32)
        /// The events since the last frame belong together (`wl_touch.frame`).
        case frame
        /// The compositor takes every touch away (`wl_touch.cancel`).
        case cancel
    }

    /// Creates an event.
    public init(time: MonotonicTime, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// The raw event the Wayland layer would deliver, stamped with `time`.
    var touchEvent: TouchEvent {
        let stamp = UInt32(time.scriptMilliseconds)
        switch kind {
        case .down(let id, let location): return .down(time: stamp, id: id, location: location)
        case .move(let id, let location): return .motion(time: stamp, id: id, location: location)
        case .up(let id): return .up(time: stamp, id: id)
        case .frame: return .frame
        case .cancel: return .cancel
        }
    }
}

// MARK: Decoding

/// Any field name, to find the ones a script should not have.
private struct FieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where K == FieldKey {
    /// Fails on the first field not in `allowed`, naming it.
    fileprivate func requireOnly(_ allowed: [String], for what: String) throws {
        for key in allKeys where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self,
                debugDescription: "unknown field for \(what) (expected \(allowed.joined(separator: ", ")))")
        }
    }

    /// A number, of any sign.
    fileprivate func number(_ name: String) throws -> Double {
        try decode(Double.self, forKey: FieldKey(name))
    }

    /// A whole number of milliseconds from 0 to UInt32.max (a Wayland timestamp's range).
    fileprivate func milliseconds(_ name: String) throws -> Double {
        let value = try number(name)
        guard value >= 0, value <= Double(UInt32.max), value.rounded() == value else {
            throw DecodingError.dataCorruptedError(forKey: FieldKey(name), in: self,
                debugDescription: "\(value) is not a whole number of milliseconds ≥ 0")
        }
        return value
    }

    /// A number above 0; `fallback` when given and the field is absent.
    fileprivate func positive(_ name: String, default fallback: Double? = nil) throws -> Double {
        if let fallback, !contains(FieldKey(name)) { return fallback }
        let value = try number(name)
        guard value > 0 else {
            throw DecodingError.dataCorruptedError(forKey: FieldKey(name), in: self, debugDescription: "\(value) is not greater than 0")
        }
        return value
    }
}

extension OffscreenScript: Decodable {
    /// Decodes and checks a script (see the type's documentation for the format).
    public init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: FieldKey.self)
        try fields.requireOnly(["size", "scale", "frameInterval", "events", "snapshots"], for: "a script")
        let sizeFields = try fields.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey("size"))
        try sizeFields.requireOnly(["width", "height"], for: "a size")
        size = Size(width: try sizeFields.positive("width"), height: try sizeFields.positive("height"))
        scale = try fields.positive("scale", default: 1)
        frameInterval = .milliseconds(try fields.positive("frameInterval", default: 16))
        events = try fields.decode([OffscreenEvent].self, forKey: FieldKey("events"))
        for index in events.indices.dropFirst() where events[index].time < events[index - 1].time {
            throw DecodingError.dataCorrupted(.init(
                codingPath: fields.codingPath + [FieldKey("events"), IndexKey(index), FieldKey("t")],
                debugDescription: "\(events[index].time.scriptMilliseconds) is earlier than the event before (\(events[index - 1].time.scriptMilliseconds))"))
        }
        var times = try fields.nestedUnkeyedContainer(forKey: FieldKey("snapshots"))
        snapshots = []
        var lastMilliseconds: Double?
        while !times.isAtEnd {
            let path: [any CodingKey] = times.codingPath + [IndexKey(times.currentIndex)]
            let time = try times.decode(Double.self)
            guard time >= 0, time.rounded() == time else {
                throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "\(time) is not a whole number of milliseconds ≥ 0"))
            }
            if let last = lastMilliseconds, time <= last {
                throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "\(Int(time)) does not come after \(Int(last))"))
            }
            lastMilliseconds = time
            snapshots.append(MonotonicTime(scriptMilliseconds: time))
        }
    }
}

/// A position in an array, for error paths built by hand.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.init(intValue) }
}

extension OffscreenEvent: Decodable {
    /// Decodes one event: `t`, `type` and the fields its type takes, no others.
    public init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: FieldKey.self)
        time = MonotonicTime(scriptMilliseconds: try fields.milliseconds("t"))
        let type = try fields.decode(String.self, forKey: FieldKey("type"))
        switch type {
        case "down", "move":
            try fields.requireOnly(["t", "type", "id", "x", "y"], for: "a \(type) event")
            let id = try fields.decode(Int32.self, forKey: FieldKey("id"))
            let location = Point(x: try fields.number("x"), y: try fields.number("y"))
            kind = type == "down" ? .down(id: id, location: location) : .move(id: id, location: location)
        case "up":
            try fields.requireOnly(["t", "type", "id"], for: "an up event")
            kind = .up(id: try fields.decode(Int32.self, forKey: FieldKey("id")))
        case "frame", "cancel":
            try fields.requireOnly(["t", "type"], for: "a \(type) event")
            kind = type == "frame" ? .frame : .cancel
        default:
            throw DecodingError.dataCorruptedError(forKey: FieldKey("type"), in: fields,
                debugDescription: "unknown type \"\(type)\" (expected down, move, up, frame or cancel)")
        }
    }
}
