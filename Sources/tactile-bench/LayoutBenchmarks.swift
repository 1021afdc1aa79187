import TactileCairo
import TactileCore

/// Layout figures at 1280×800, text measured by the renderer's Pango measurer: a 100-child
/// grid and a 1,000-view tree of nested stacks and grids laid out from scratch, a frame with
/// nothing marked, and one label's new text relaid and drawn.
func runLayoutBenchmarks() {
    let renderer = SceneRenderer()
    let image = PixelImage(width: 1280, height: 800)

    let grid = Grid(columnCount: 10, spacing: 8, (0..<100).map { index in Label(text: "tile \(index)") })
    let gridRoot = window(holding: grid, measurer: renderer.textMeasurer)
    report("layout, 100-child grid of labels, from scratch", measure(iterations: 200) {
        gridRoot.setNeedsLayoutInSubtree()
        gridRoot.layoutIfNeeded()
    })

    let (treeRoot, label, count) = nestedTree(measurer: renderer.textMeasurer)
    report("layout, \(count)-view tree of nested stacks and grids, from scratch", measure(iterations: 200) {
        treeRoot.setNeedsLayoutInSubtree()
        treeRoot.layoutIfNeeded()
    })
    report("layout, frame with nothing marked (\(count) views)", measure(iterations: 1000) {
        treeRoot.layoutIfNeeded()
    })
    renderer.render(treeRoot, into: image.renderTarget, bufferAge: 0)
    var toggle = false
    report("layout, one label's new text relaid and drawn (\(count) views)", measure(iterations: 200) {
        toggle.toggle()
        label.text = toggle ? "12:01" : "12:00"
        treeRoot.layoutIfNeeded()
        renderer.render(treeRoot, into: image.renderTarget, bufferAge: 1)
    })
}

/// A 1280×800 window root holding `content`, filling it.
private func window(holding content: View, measurer: TextMeasuring) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
    root.layoutEnvironment.textMeasurer = measurer
    content.layout.fillsSuperview = true
    root.addSubview(content)
    root.layoutIfNeeded()
    return root
}

/// A column of 10 rows, each 10 grids of 3×3 cells: in each grid a label and 8 coloured
/// views (one of them flexible in width). Returns the root, the first label and the number
/// of views.
private func nestedTree(measurer: TextMeasuring) -> (View, Label, Int) {
    var labels: [Label] = []
    let rows = (0..<10).map { row in
        Stack(.horizontal, spacing: 4, (0..<10).map { column in
            let label = Label(text: "\(row)·\(column)")
            labels.append(label)
            let cells: [View] = [label] + (0..<8).map { index in
                let cell = View()
                cell.backgroundColor = Color(red: Double(index) / 8, green: 0.5, blue: 0.5)
                cell.layout = LayoutParameters(width: index == 3 ? .flexible() : .fixed(8), height: .fixed(8))
                return cell
            }
            let grid = Grid(columns: [.intrinsic, .flexible(), .fixed(10)], spacing: 2, cells)
            grid.layout.width = .flexible()
            return grid
        })
    }
    let column = Stack(.vertical, spacing: 4, rows)
    let root = window(holding: column, measurer: measurer)
    var count = 0
    func countViews(_ view: View) { count += 1; view.subviews.forEach(countViews) }
    countViews(root)
    return (root, labels[0], count)
}
