import CShims
import Foundation

/// A language switch measured to the commit, under weston's kiosk shell at the output's size
/// (1280×800 by default): the release demo on each of its nine scenes, switched through its six
/// languages four times by its F2 key (the language row is on the settings scene only; the key
/// calls the row's own switch, and on the settings scene the row then shows the choice). For
/// each switch: the time from sending the key to reading the commit that follows the
/// `language CODE` line (TACTILE_COMMIT_TRACE; the event log is polled every 0.5 ms), and the
/// main thread's CPU from before the key to that read, less what the scene spends with no
/// switch over as long (the video scene plays on); what follows the commit (the rest the key
/// brings, the state file's check) is not the switch's. The first switch into each language
/// (its catalog read, its keyboard's XKB layout, its script's fonts) is reported apart from
/// the later ones.
func runLanguageBenchmarks() throws {
    let injector = try InjectorClient()
    let scenes = ["sorting", "putty", "palette", "colour", "cart", "tags", "photos", "video", "settings"]
    for scene in scenes {
        let demo = try BenchDemo(arguments: ["--scene", scene], environment: ["TACTILE_COMMIT_TRACE": "1"],
                                 takingInputAt: (640, 300), injector: injector)
        demo.waitUntilIdle(seconds: 5)
        let idleRate = try idleCPURate(of: demo)
        var first: [LanguageSwitch] = [], later: [LanguageSwitch] = []
        var shown: Set = ["en"]
        for _ in 0..<(4 * 6) {
            let sample = try switchLanguage(demo, injector: injector, idleRate: idleRate)
            if shown.insert(sample.code).inserted { first.append(sample) } else { later.append(sample) }
            usleep(250_000)
        }
        _ = try demo.stop()
        print("language switch on \(scene), first into each of \(first.count): \(summary(of: first)); "
              + "later \(later.count): \(summary(of: later)) (target ≤ 16 ms CPU)")
    }
}

/// One switch: the language it showed, milliseconds from the key to the commit, and the main
/// thread's CPU milliseconds for it.
private struct LanguageSwitch {
    let code: String
    let toCommit: Double
    let cpu: Double
}

/// The main thread's CPU nanoseconds per nanosecond while nothing is asked of the demo, over
/// one second.
private func idleCPURate(of demo: BenchDemo) throws -> Double {
    let (cpu, time) = (try demo.mainThreadCPUNanoseconds(), tactile_monotonic_ns())
    usleep(1_000_000)
    return Double(try demo.mainThreadCPUNanoseconds() - cpu) / Double(tactile_monotonic_ns() - time)
}

/// Presses F2 (evdev KEY_F2) and waits for the commit of the frame in the next language.
private func switchLanguage(_ demo: BenchDemo, injector: InjectorClient, idleRate: Double) throws -> LanguageSwitch {
    demo.poll()
    let seen = demo.lines.count
    let cpu = try demo.mainThreadCPUNanoseconds(), start = tactile_monotonic_ns()
    _ = try injector.send("key 60 pressed")
    var switched: Int?
    let committed = demo.wait(seconds: 5) {
        if switched == nil { switched = demo.lines[seen...].firstIndex { $0.text.hasPrefix("language ") } }
        guard let switched else { return false }
        return demo.lines[(switched + 1)...].contains { $0.text.hasPrefix("commit content") }
    }
    guard committed, let switched else { throw BenchmarkError("no language switch committed within 5 s of F2") }
    let spent = Double(try demo.mainThreadCPUNanoseconds() - cpu) - idleRate * Double(tactile_monotonic_ns() - start)
    let commit = demo.lines[(switched + 1)...].first { $0.text.hasPrefix("commit content") }!.time
    _ = try injector.send("key 60 released")
    return LanguageSwitch(code: String(demo.lines[switched].text.split(separator: " ")[1]),
                          toCommit: Double(commit - start) / 1e6, cpu: max(0, spent) / 1e6)
}

/// "to commit median X ms worst Y ms (CODE), CPU median X ms worst Y ms (CODE)": the worst
/// names the language switched into.
private func summary(of samples: [LanguageSwitch]) -> String {
    func figures(_ figure: KeyPath<LanguageSwitch, Double>) -> String {
        let sorted = samples.sorted { $0[keyPath: figure] < $1[keyPath: figure] }
        guard let worst = sorted.last else { return "none" }
        return String(format: "median %.2f ms worst %.2f ms", sorted[sorted.count / 2][keyPath: figure], worst[keyPath: figure])
            + " (\(worst.code))"
    }
    return "to commit \(figures(\.toCommit)), CPU \(figures(\.cpu))"
}
