// The manual's code for "Persistence" (Tactile.docc/Persistence.md); see SceneAndViews.swift.
import Tactile

/// What the app keeps: the article's first snippet.
struct Arrangement: Codable, Equatable {
    var version = 1
    var tilesInRightTray: [String] = []
}

/// Loads the arrangement at start and saves it each time the scene comes to rest: the
/// article's second snippet.
func keepArrangement(app: Application, arrangement: Arrangement, restore: (Arrangement) -> Void) -> StateStore<Arrangement> {
    var arrangement = arrangement
    let store = StateStore<Arrangement>(path: "/var/lib/kiosk/state.json") { line in print(line) }
    if let saved = store.load() { restore(saved) }   // nil: no file yet, or a bad one set aside
    app.onRest = { store.saveIfChanged { arrangement } }

    // When the user moves something:
    arrangement.tilesInRightTray.append("tile-3")
    store.noteChange()
    return store
}
