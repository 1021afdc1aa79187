import Foundation
import Tactile

/// The desktop group's title figure, in-process (the demo never changes its title): a
/// 1280×800 window (content 1280×756 under the title bar) whose `Application.title` changes
/// `changes` times, 100 ms apart, from 1 s after it opened. Its commit trace goes to an event
/// log of the bench's own (TACTILE_EVENT_LOG set for the window's life): commits, content
/// repaints (target 0: the title is the title bar's strip alone) and strips painted; CPU per
/// change is the bench process's (getrusage) over the changes, the timers' wake-ups included.
func measureTitleChanges(changes: Int, output: (width: Double, height: Double), injector: InjectorClient) throws {
    let path = NSTemporaryDirectory() + "tactile-bench-title-\(getpid()).log"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    setenv("TACTILE_EVENT_LOG", path, 1)
    setenv("TACTILE_COMMIT_TRACE", "1", 1)
    defer {
        unsetenv("TACTILE_EVENT_LOG")
        unsetenv("TACTILE_COMMIT_TRACE")
        try? FileManager.default.removeItem(atPath: path)
    }
    // The pointer out of the way, in the output's bottom-right corner: no hover in the title bar.
    try injector.send("pointer-motion \(output.width - 1) \(output.height - 1)", "pointer-frame")
    let application = try Application(configuration: .init(title: "bench title 0", preferredSize: Size(width: 1280, height: 756)))
    let content = View(frame: Rect(x: 0, y: 0, width: 1280, height: 756))
    content.backgroundColor = Color(hex: "#20242c")
    application.rootView.addSubview(content)
    application.onResize = { size, _ in content.frame = Rect(origin: .zero, size: size) }
    var cpu = 0.0
    application.after(.seconds(1)) {
        application.trace("title changes begin")
        let start = processCPUSeconds()
        for change in 1...changes {
            application.after(.milliseconds(Double(100 * change))) { application.title = "bench title \(change)" }
        }
        application.after(.milliseconds(Double(100 * changes + 500))) {
            cpu = processCPUSeconds() - start
            application.trace("title changes end")
            application.stop()
        }
    }
    try application.run()
    let lines = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    guard lines.contains("log: decorations client-side"), let begin = lines.firstIndex(of: "title changes begin"),
          let end = lines.firstIndex(of: "title changes end") else {
        throw BenchmarkError("the title window's event log lacks 'decorations client-side' or its marks")
    }
    let tally = CommitTally(lines[begin..<end])
    print("title: \(changes) changes of Application.title, 100 ms apart, window 1280×800: \(tally.commits) commits "
        + "(\(tally.emptyCommits) empty), content repainted \(tally.contentRepaints) times (target 0), strips painted: "
        + "\(tally.stripText); CPU \(format(cpu * 1000)) ms = \(format(cpu * 1e6 / Double(changes))) µs per change "
        + "(getrusage, in-process)")
}
