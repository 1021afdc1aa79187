import Foundation

/// A real GTK 4 app to drag from, `Tests/GtkDragSource/tactile-gtk-drag-source.py` (see its
/// header for its report lines): a window filled by a label whose text a drag offers, run with
/// Debian's python3 and its GObject bindings (python3-gi, gir1.2-gtk-4.0) as a client of a
/// `SwayHarness`, drawing with Cairo (a headless compositor offers no GL). Its protocol log
/// (WAYLAND_DEBUG, on standard error) shows what its drag's source hears: `target`, `dnd_finished`.
final class GtkDragSourceProgram {
    /// The running client.
    let process: HarnessProcess

    /// Starts the app offering `text` on `harness`; returns once its window is on screen (`ready`).
    init(on harness: some CompositorHarness, offering text: String) throws {
        let script = CompiledC.repositoryRoot.appendingPathComponent("Tests/GtkDragSource/tactile-gtk-drag-source.py").path
        // The system's python3, which has the bindings (a python3 earlier in PATH may not).
        process = try harness.launchClient(executable: "/usr/bin/python3", arguments: [script, text],
                                           environment: ["GDK_BACKEND": "wayland", "GSK_RENDERER": "cairo", "NO_AT_BRIDGE": "1",
                                                         "WAYLAND_DEBUG": "client"])
        try harness.waitUntil("the GTK window", timeout: .harnessWait) { lines.contains("ready") || !process.isRunning }
        guard lines.contains("ready") else {
            throw HarnessError("the GTK app ended (python3-gi and gir1.2-gtk-4.0 are in .ci/install): \(process.standardError())")
        }
    }

    /// Its report lines so far.
    var lines: [String] { process.standardOutput().split(separator: "\n").map(String.init) }
}
