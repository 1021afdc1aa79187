import PropertyBased
import Testing
@testable import TactileCore

/// Random trees of stacks, grids (some children spanning cells) and flows holding boxes with
/// random size parameters: a relayout gives the same frames, and wherever a container's
/// children fit (its natural size is within its bounds) they lie inside its padding and do
/// not overlap.
@Suite struct LayoutPropertyTests {
    /// Reads the tree's shape from a list of numbers, one decision each.
    private struct Builder {
        var numbers: [Int]
        var position = 0

        mutating func next(_ count: Int) -> Int {
            defer { position += 1 }
            return numbers.isEmpty ? 0 : numbers[position % numbers.count] % count
        }

        mutating func length() -> LayoutLength {
            switch next(3) {
            case 0: .intrinsic
            case 1: .fixed(Double(next(60)))
            default: .flexible(weight: Double(1 + next(3)))
            }
        }

        mutating func container(depth: Int) -> LayoutContainer {
            let container: LayoutContainer
            switch next(4) {
            case 0: container = Stack(.horizontal)
            case 1: container = Stack(.vertical)
            case 2:
                let grid = Grid(columns: (0...next(3)).map { _ in next(2) == 0 ? .intrinsic : .flexible(weight: Double(1 + next(2))) })
                grid.rowHeight = next(2) == 0 ? .intrinsic : .flexible()
                grid.verticalAlignment = [.fill, .leading, .center, .trailing][next(4)]
                container = grid
            default: container = Flow()
            }
            container.padding = EdgeInsets(top: Double(next(15)), left: Double(next(15)), bottom: Double(next(15)), right: Double(next(15)))
            container.spacing = Double(next(12))
            container.distribution = [.fill, .equal, .leading, .center, .trailing, .spaceBetween][next(6)]
            container.alignment = [.fill, .leading, .center, .trailing][next(4)]
            for _ in 0..<next(7) {
                let child: View = depth < 2 && next(5) == 0 ? self.container(depth: depth + 1) : Box(Double(next(80)), Double(next(80)))
                var layout = LayoutParameters(width: length(), height: length())
                layout.minimum = Size(width: Double(next(30)), height: Double(next(30)))
                if next(3) == 0 { layout.maximum = Size(width: layout.minimum.width + Double(next(100)), height: layout.minimum.height + Double(next(100))) }
                if container is Grid, next(3) == 0 { (layout.columnSpan, layout.rowSpan) = (1 + next(3), 1 + next(3)) }
                child.layout = layout
                child.isHidden = next(6) == 0
                container.addSubview(child)
            }
            return container
        }
    }

    private func everyContainer(_ view: View) -> [LayoutContainer] {
        ((view as? LayoutContainer).map { [$0] } ?? []) + view.subviews.flatMap(everyContainer)
    }

    private func allFrames(_ view: View) -> [Rect] { [view.frame] + view.subviews.flatMap(allFrames) }

    @Test func relayoutIsStableAndFittingChildrenStayInsideWithoutOverlap() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...9_999).array(of: 1...60)) { numbers in
            var builder = Builder(numbers: numbers)
            let root = View(frame: Rect(x: 0, y: 0, width: Double(100 + builder.next(500)), height: Double(100 + builder.next(500))))
            let top = builder.container(depth: 0)
            top.layout.fillsSuperview = true
            root.addSubview(top)
            root.layoutIfNeeded()
            let first = allFrames(root)
            root.setNeedsLayoutInSubtree()
            root.layoutIfNeeded()
            #expect(allFrames(root) == first)

            for container in everyContainer(root) {
                let size = container.bounds.size, natural = container.sizeThatFits(size)
                guard natural.width <= size.width + 1e-6, natural.height <= size.height + 1e-6 else { continue }
                let inner = container.padding.inset(container.bounds).insetBy(dx: -1e-6, dy: -1e-6)
                let children = container.subviews.filter { !$0.isHidden }.map(\.frame)
                for (index, frame) in children.enumerated() {
                    #expect(frame.isEmpty || inner.contains(frame), "\(type(of: container)) child \(index) \(frame) outside \(inner)")
                    for other in children[..<index] {
                        let overlap = frame.intersection(other)
                        #expect(overlap.width <= 1e-6 || overlap.height <= 1e-6, "\(type(of: container)) \(frame) overlaps \(other)")
                    }
                }
            }
        }
    }
}
