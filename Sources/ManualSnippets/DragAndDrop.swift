// The manual's code for "Drag-and-drop" (Tactile.docc/DragAndDrop.md); see SceneAndViews.swift.
import Tactile

/// Zones and sources: the article's snippets, in one function so they share their names.
/// Returns what the screen must keep: sources and the input dispatcher refer to both weakly.
func configureDrags(app: Application, tray: View, target: View, tile: View, trash: View) -> (DragDropManager, KeyboardDragController) {
    let dragDrop = DragDropManager(rootView: app.rootView, animator: app.animator)
    dragDrop.register(DropZone(view: tray, placement: .keepWhereDropped))
    let source = DragSource(view: tile)           // lifts at touch-down
    dragDrop.register(source)

    source.operation = .copy { original in
        let copy = View(frame: original.frame)
        copy.backgroundColor = original.backgroundColor
        return copy
    }
    source.lift = .shadow()                       // the original stays, dimmed
    source.manipulation = DragManipulation()      // a second finger scales and turns it

    source.willStart = { session in session.pasteboard.setValue("#e8505b", forType: "colour") }
    let paint = DropZone(view: target, placement: .handledByZone)
    paint.isInterested = { session in session.pasteboard.contains("colour") }
    paint.dropped = { session in
        if let hex = session.pasteboard.value(String.self, forType: "colour") {
            target.backgroundColor = Color(hex: hex)
        }
    }
    dragDrop.register(paint)

    let keyboardDrags = KeyboardDragController(manager: dragDrop)
    keyboardDrags.attach(to: app.inputDispatcher)   // Tab, Enter, arrows, Escape

    dragDrop.register(DropZone(view: trash, placement: .replace(occupant: .swap)))
    return (dragDrop, keyboardDrags)
}

/// A reorderable list: the article's last snippet.
func reorderableList(dragDrop: DragDropManager, rows: [View]) -> Stack {
    let list = Stack(.vertical, spacing: 8, rows)
    dragDrop.register(DropZone(view: list, placement: .arranged))
    for row in rows { dragDrop.register(DragSource(view: row)) }
    return list
}
