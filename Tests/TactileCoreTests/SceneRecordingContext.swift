@testable import TactileCore

/// A stand-in image of a given size (a header with no pixels behind it).
func stubImage(size: Size) -> Image {
    Image(name: "stub", format: .png, pixelWidth: Int(size.width), pixelHeight: Int(size.height), scale: 1, frameCount: 1,
          source: .bytes([]), orientation: 1)
}

/// A `DrawingContext` that records every call as one line, for whole-trace comparisons.
/// Text measures as a monospace font half as wide as it is high, on one line.
final class RecordingContext: DrawingContext {
    private(set) var lines: [String] = []

    func setTransform(_ transform: AffineTransform) { lines.append("transform \(transform)") }
    func concatenate(_ transform: AffineTransform) { lines.append("concatenate \(transform)") }
    func save() { lines.append("save") }
    func restore() { lines.append("restore") }
    func clip(to path: Path) { lines.append("clip \(path.bounds)") }
    func fill(_ path: Path, with paint: Paint) { lines.append("fill \(path.bounds) \(describe(paint))") }
    func stroke(_ path: Path, with paint: Paint, lineWidth: Double) {
        lines.append("stroke \(path.bounds) \(describe(paint)) width \(lineWidth)")
    }
    func draw(_ image: Image, in rect: Rect) { lines.append("image \(image.size) in \(rect)") }
    func draw(_ text: String, style: TextStyle, in rect: Rect) { lines.append("text \"\(text)\" in \(rect)") }
    func drawShadow(_ shadow: Shadow, of rect: Rect, cornerRadius: Double) {
        lines.append("shadow \(shadow.color) of \(rect) radius \(cornerRadius)")
    }
    func beginTransparencyGroup() { lines.append("group") }
    func endTransparencyGroup(alpha: Double) { lines.append("end group \(alpha)") }

    func size(of text: String, style: TextStyle, width: Double?) -> Size {
        Size(width: Double(text.count) * style.font.size / 2, height: style.font.size)
    }

    private func describe(_ paint: Paint) -> String {
        switch paint {
        case .color(let color): return "\(color)"
        case .linearGradient: return "linear gradient"
        case .radialGradient: return "radial gradient"
        }
    }
}
