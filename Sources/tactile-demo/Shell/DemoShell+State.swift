import DemoState
import Tactile

// The shell's arrangement to and from the state file's model.

extension DemoShell {
    /// The arrangement of every scene now, in surface coordinates of the current window.
    func capturedState() -> LayoutState {
        var layouts: [String: SceneLayout] = [:]
        for scene in scenes { layouts[scene.name] = scene.capturedLayout }
        return LayoutState(activeScene: active.name, surface: LayoutSize(size), scenes: layouts, settings: settings)
    }

    /// Puts back the arrangement `state` holds, then its settings. Containers stay where this
    /// window's layout put them (the window may have another size than when the file was
    /// written), and the items in them keep their place relative to them. Returns the ids of
    /// saved entries that match nothing in this build.
    @discardableResult
    func restore(_ state: LayoutState) -> [String] {
        var unmatched: [String] = []
        for scene in scenes {
            guard let saved = state.scenes[scene.name] else { continue }
            unmatched += scene.put(saved)
        }
        apply(state.settings)
        return unmatched
    }
}

extension SceneLayout {
    /// This layout with the containers of `current` instead of its own, each item in a
    /// container moved by as much as its container moved; items outside containers stay.
    func keepingContainers(of current: SceneLayout) -> SceneLayout {
        var moved = self
        moved.containers = current.containers
        for index in moved.items.indices {
            let id = moved.items[index].container
            guard let before = containers.first(where: { $0.id == id }),
                  let after = current.containers.first(where: { $0.id == id }) else { continue }
            moved.items[index].frame.x += after.frame.x - before.frame.x
            moved.items[index].frame.y += after.frame.y - before.frame.y
        }
        return moved
    }
}
