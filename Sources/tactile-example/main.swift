// The README's quick start, compiled with the package so it cannot go stale: two trays and
// four tiles a finger (or the mouse) drags from one tray into the other. A drop outside a
// tray springs the tile back home.
import Tactile

let app = Application.openOrExit(configuration: .init(title: "Quick start", fullscreen: true))
let dragDrop = DragDropManager(rootView: app.rootView, animator: app.animator)

let trays = [Rect(x: 40, y: 40, width: 300, height: 400), Rect(x: 380, y: 40, width: 300, height: 400)].map { frame in
    let tray = View(frame: frame)
    tray.backgroundColor = Color(hex: "#2b3340")
    tray.cornerRadius = 16
    app.rootView.addSubview(tray)
    dragDrop.register(DropZone(view: tray, placement: .keepWhereDropped))
    return tray
}

for (index, hex) in ["#e8505b", "#f9a03f", "#3caea3", "#8e6cc9"].enumerated() {
    let tile = View(frame: Rect(x: 30 + Double(index % 2) * 130, y: 30 + Double(index / 2) * 130, width: 110, height: 110))
    tile.backgroundColor = Color(hex: hex)
    tile.cornerRadius = 12
    trays[0].addSubview(tile)
    dragDrop.register(DragSource(view: tile))  // Lifts at touch-down, keeping the finger's offset.
}

app.rootView.backgroundColor = Color(hex: "#1b2028")
app.runOrExit()  // Without a compositor, or when it goes away: one line and status 1.
