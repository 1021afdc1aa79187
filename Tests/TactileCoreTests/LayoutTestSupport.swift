@testable import TactileCore

/// A view whose content asks for `natural`, whatever it is offered.
final class Box: View {
    var natural: Size { didSet { invalidateIntrinsicSize() } }

    init(_ width: Double, _ height: Double, name: String? = nil, layout: LayoutParameters = LayoutParameters()) {
        natural = Size(width: width, height: height)
        super.init()
        identifier = name
        self.layout = layout
    }

    override func sizeThatFits(_ proposal: Size) -> Size { natural }
}

/// Text measured as 10 px per character and 20 px per line, wrapped at spaces to the width.
final class GridTextMeasurer: TextMeasuring {
    func size(of text: String, style: TextStyle, width: Double?) -> Size {
        let words = text.split(separator: " ").map(\.count)
        guard !words.isEmpty else { return Size(width: 0, height: 20) }
        let limit = width.map { max(Int($0 / 10), 1) } ?? Int.max
        var lines: [Int] = [], current = -1
        for word in words {
            if current >= 0, current + 1 + word <= limit { current += 1 + word } else {
                if current >= 0 { lines.append(current) }
                current = word
            }
        }
        lines.append(current)
        return Size(width: Double(lines.max() ?? 0) * 10, height: Double(lines.count) * 20)
    }
}

/// "x,y w×h" for each subview of `view`, after laying it out.
func frames(_ view: View) -> [String] {
    view.root.layoutIfNeeded()
    return view.subviews.map(describe)
}

/// "x,y w×h" of a view's frame, numbers without needless decimals.
func describe(_ view: View) -> String {
    let frame = view.frame
    return "\(number(frame.minX)),\(number(frame.minY)) \(number(frame.width))×\(number(frame.height))"
}

private func number(_ value: Double) -> String {
    value.isFinite && value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
}
