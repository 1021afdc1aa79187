import CShims
import Foundation

/// What one drag run measured on its client.
struct DragSample {
    /// The client's CPU time over the drag, from /proc/PID/schedstat.
    let cpuMilliseconds: Double
    /// The client's CPU time over the steady motions (`DragClient.steadyMotions`, past the
    /// lift and ahead of the drop), per motion, in microseconds.
    let steadyMicrosecondsPerMotion: Double
    /// The client's CPU time from the press to the first motion (1/60 s later), in
    /// microseconds: the lift, with whatever it needed that the client did not have yet.
    let pressMicroseconds: Double
    /// The client's CPU time from the lift of the finger (or the button's release), 1/60 s
    /// after the last motion, to the end of the drag's last frames, in microseconds: the drop.
    let dropMicroseconds: Double
    /// What the kernel counted for the client over the drag: figures that, unlike CPU time,
    /// do not move with the machine's load.
    let kernelCounts: KernelCounts
    /// The client's input-to-commit p99 over its run (both drags when it drags back), for a
    /// Tactile client (TACTILE_LATENCY_REPORT); nil for others.
    let latencyP99: Double?
    /// What callgrind counted in the client over the drag, when it ran under it (see
    /// `DragClient.measure`); nil otherwise.
    let profile: CallgrindCounts?
}

/// What the kernel counts for a process (/proc/PID/stat and status), summed over its threads.
struct KernelCounts {
    /// Minor page faults: each a page the kernel supplied, touched for the first time (or again
    /// after being given back) or populated in advance, as a new buffer's 4 KiB pages are.
    var minorFaults = 0
    /// Times the process slept waiting (for input, the compositor, a lock).
    var voluntarySwitches = 0
    /// Times the process was taken off a CPU while it could have gone on running.
    var involuntarySwitches = 0
    /// Threads alive at the end.
    var threads = 0

    /// The counts of process `pid` now.
    init(of pid: Int32) throws {
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        threads = tasks.count
        for task in tasks {
            let directory = "/proc/\(pid)/task/\(task)"
            guard let stat = try? String(contentsOfFile: directory + "/stat", encoding: .utf8),
                  let status = try? String(contentsOfFile: directory + "/status", encoding: .utf8) else { continue }
            // Fields after the command name, which is in parentheses and may hold spaces: minflt is the 10th field.
            let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
            minorFaults += Int(fields[7]) ?? 0
            for line in status.split(separator: "\n") {
                let parts = line.split(separator: ":")
                guard parts.count == 2, let value = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { continue }
                if parts[0] == "voluntary_ctxt_switches" { voluntarySwitches += value }
                if parts[0] == "nonvoluntary_ctxt_switches" { involuntarySwitches += value }
            }
        }
    }

    private init() {}

    /// What happened between `earlier` and `self` (the threads are `self`'s).
    func since(_ earlier: KernelCounts) -> KernelCounts {
        var difference = KernelCounts()
        difference.minorFaults = minorFaults - earlier.minorFaults
        difference.voluntarySwitches = voluntarySwitches - earlier.voluntarySwitches
        difference.involuntarySwitches = involuntarySwitches - earlier.involuntarySwitches
        difference.threads = threads
        return difference
    }
}

/// What a callgrind profile counted.
struct CallgrindCounts {
    /// The instructions executed.
    let instructions: Int
    /// The calls to the C allocator (malloc, calloc, realloc and the aligned ones), by every
    /// caller: the Swift runtime, libwayland, Cairo, pixman.
    let allocations: Int
    /// The distinct 64-byte cache lines and 4 KiB pages of code executed: how much code a
    /// motion runs through. A client woken once a motion on a machine busy with other work
    /// finds little of it still in the caches and the TLB, and pays for each line and page
    /// again at every wake-up, in CPU time that the count of instructions does not show.
    let codeLines: Int
    let codePages: Int
    /// The 64-byte lines of code (`code`) and of data (`data`, read or written) that missed
    /// the small caches callgrind simulates (`DragClient.coldCacheOptions`): the lines a
    /// wake-up has to fetch from memory again.
    let coldLines: (code: Int, data: Int)
}

/// One client under the compositor, given one drag.
enum DragClient {
    /// Starts `executable` with `arguments` (and TACTILE_LATENCY_REPORT set), waits until its
    /// surface takes input at `start`, drags from there by (540, 270) in 180 motions over 3 s
    /// with touch or the mouse, and stops it. With `dragsBack`, once the first drag's last
    /// frames are out the same client drags back from where the first drag ended to `start`:
    /// what a drag costs a client already in use, with the buffers and caches a drag needs
    /// already made (as the floor client's one buffer is before its drag), measured apart.
    /// One sample a drag. With `callgrindOutput`, the client runs under valgrind's callgrind,
    /// which counts its instructions only over the first drag's steady motions (switched on
    /// and off by `callgrind_control`) and writes its profile there: a count that, unlike CPU
    /// time, does not depend on what else the machine is doing.
    static func measure(executable: String, arguments: [String], at start: (x: Double, y: Double), isTouch: Bool,
                        dragsBack: Bool = false, callgrindOutput: String? = nil) throws -> [DragSample] {
        let report = NSTemporaryDirectory() + "tactile-latency-\(getpid()).txt"
        try? FileManager.default.removeItem(atPath: report)
        let client = Process()
        if let callgrindOutput {
            client.executableURL = URL(fileURLWithPath: "/usr/bin/valgrind")
            // valgrind 3.19 gives up on the DWARF 5 debug information the Swift compiler
            // writes: it profiles a copy without it (the symbol table, which names the
            // functions for callgrind_annotate, stays).
            let copy = callgrindOutput + ".executable"
            try run("/usr/bin/objcopy", ["--strip-debug", executable, copy])
            client.arguments = ["--tool=callgrind", "--instr-atstart=no", "--dump-instr=yes"] + coldCacheOptions
                + ["--callgrind-out-file=\(callgrindOutput)", copy] + arguments
            client.standardError = FileHandle.nullDevice
        } else {
            client.executableURL = URL(fileURLWithPath: executable)
            client.arguments = arguments
        }
        client.environment = ProcessInfo.processInfo.environment.merging(["TACTILE_LATENCY_REPORT": report]) { $1 }
        // weston-simple-touch prints nothing useful; a pipe nobody reads would stall a chatty client.
        client.standardOutput = FileHandle.nullDevice
        do { try client.run() } catch { throw BenchmarkError("cannot start \(executable): \(error)") }
        defer { if client.isRunning { client.terminate() } }
        let injector = try InjectorClient()
        // valgrind takes seconds to start a client and runs it some fifty times slower.
        let slowdown: UInt32 = callgrindOutput == nil ? 1 : 10
        try waitForClient(client.processIdentifier, at: start, injector: injector, attempts: 500 * Int(slowdown))
        usleep(300_000 * slowdown)  // Let the first frames settle.

        let pid = client.processIdentifier
        let end = (x: start.x + dragDistance.x, y: start.y + dragDistance.y)
        var samples = [try measureDrag(of: pid, from: start, to: end, isTouch: isTouch, injector: injector,
                                       counting: callgrindOutput != nil, slowdown: slowdown)]
        if dragsBack {
            samples.append(try measureDrag(of: pid, from: end, to: start, isTouch: isTouch, injector: injector,
                                           counting: false, slowdown: slowdown))
        }
        stop(client)
        let latency = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap(p99(inReport:))
        try? FileManager.default.removeItem(atPath: report)
        let profile = try callgrindOutput.map(counts(inProfile:))
        return samples.map {
            DragSample(cpuMilliseconds: $0.cpuMilliseconds, steadyMicrosecondsPerMotion: $0.steadyMicrosecondsPerMotion,
                       pressMicroseconds: $0.pressMicroseconds, dropMicroseconds: $0.dropMicroseconds, kernelCounts: $0.kernelCounts, latencyP99: latency, profile: profile)
        }
    }

    /// How far a drag goes: 3 px right and 1.5 px down a motion.
    private static let dragDistance = (x: 3.0 * Double(motions), y: 1.5 * Double(motions))

    /// Drags on client `pid` from `start` to `end` and measures it (its latency and profile
    /// are the whole run's, filled in by `measure`). With `counting`, callgrind counts the
    /// steady motions.
    private static func measureDrag(of pid: Int32, from start: (x: Double, y: Double), to end: (x: Double, y: Double),
                                    isTouch: Bool, injector: InjectorClient, counting: Bool, slowdown: UInt32) throws -> DragSample {
        let before = try cpuNanoseconds(of: pid)
        let countsBefore = try KernelCounts(of: pid)
        var firstMotion: Int64 = 0, drop: Int64 = 0
        var steadyBounds: [Int64] = []
        try drag(from: start, to: end, isTouch: isTouch, injector: injector) { step in
            if step == 1 { firstMotion = try cpuNanoseconds(of: pid) }
            if step == motions + 1 {  // The lift.
                drop = try cpuNanoseconds(of: pid)
                return
            }
            if step == steadyMotions.lowerBound || step == steadyMotions.upperBound + 1 {
                steadyBounds.append(try cpuNanoseconds(of: pid))
            }
            // Counting covers the steady motions only: it starts before the 31st motion
            // (the lift, the first buffer copies and the layer's first image are behind) and
            // stops before the 151st (ahead of the drop).
            guard counting, step == steadyMotions.lowerBound || step == steadyMotions.upperBound + 1 else { return }
            try callgrindControl(step == steadyMotions.lowerBound ? "--instr=on" : "--instr=off", pid)
        }
        usleep(200_000 * slowdown)  // The last frame.
        let after = try cpuNanoseconds(of: pid)
        let cpu = Double(after - before) / 1e6
        let kernelCounts = try KernelCounts(of: pid).since(countsBefore)
        let steady = Double(steadyBounds[1] - steadyBounds[0]) / 1e3 / Double(steadyMotions.count)
        return DragSample(cpuMilliseconds: cpu, steadyMicrosecondsPerMotion: steady, pressMicroseconds: Double(firstMotion - before) / 1e3,
                          dropMicroseconds: Double(after - drop) / 1e3,
                          kernelCounts: kernelCounts, latencyP99: nil, profile: nil)
    }

    /// Ends `client` with SIGTERM, then SIGKILL if it still runs a second later: started with
    /// SIGTERM blocked (a process started by the test suite's harness passes its signal mask
    /// on), weston-simple-touch never ends otherwise.
    static func stop(_ client: Process) {
        client.terminate()
        for _ in 0..<100 where client.isRunning { usleep(10_000) }
        if client.isRunning { kill(client.processIdentifier, SIGKILL) }
        client.waitUntilExit()
    }

    /// The caches callgrind simulates: a 4 KiB first level and a 16 KiB last level, far smaller
    /// than the code and data one motion runs through (about 70 KiB for a drag, 30 KiB for
    /// the floor). So nothing a motion touched is left by the next one, as on a machine where
    /// the compositor and other processes run between two wake-ups, and the last level's misses
    /// count the distinct lines each wake-up would fetch again if none stayed cached: an upper
    /// bound on the code and data a wake-up runs through, that does not depend on the
    /// machine's load. Not a measure of time: on the 2-core VM this was made on, a third fewer
    /// of these lines a drag motion (1,222 to 796) left the steady motions' CPU time where it
    /// was (interleaved runs; the real caches keep more of a client between wake-ups than none).
    static let coldCacheOptions = ["--cache-sim=yes", "--I1=4096,2,64", "--D1=4096,2,64", "--LL=16384,4,64"]

    /// Runs `callgrind_control option pid`, which reaches the client through valgrind's gdbserver.
    private static func callgrindControl(_ option: String, _ pid: Int32) throws {
        try run("/usr/bin/callgrind_control", [option, String(pid)])
    }

    /// Runs `executable` with `arguments` to its end, its output discarded; throws when it fails.
    private static func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(([executable] + arguments).joined(separator: " ")) failed")
        }
    }

    /// The instructions and cold lines (the "totals:" line, in the order of the "events:"
    /// line), the calls into the allocator and the code executed of a callgrind profile
    /// written with `--dump-instr=yes`. A call is recorded as a `cfn=(id)` line naming the
    /// callee (by name the first time an id appears anywhere), followed by `calls=COUNT …`
    /// and the call's line. A cost line starts with the instruction's address, absolute (0x…)
    /// or relative to the previous line's (+N, -N, * for the same). A call from one allocator
    /// function into another (the executable's `calloc` taking its block from `malloc`) is
    /// part of one allocation, counted once.
    private static func counts(inProfile path: String) throws -> CallgrindCounts {
        let allocators: Set<Substring> = ["malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"]
        var names: [Substring: Substring] = [:]
        var caller: Substring = ""
        var callee: Substring = ""
        var events: [Substring] = []
        var totals: [Substring: Int] = [:]
        var allocations = 0
        var address = 0, isCallLine = false
        var lines = Set<Int>(), pages = Set<Int>()
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            if let first = line.first, first == "+" || first == "-" || first == "*" || first.isNumber {
                let fields = line.split(separator: " ")
                let position = fields[0]
                if position.hasPrefix("0x") {
                    address = Int(position.dropFirst(2), radix: 16) ?? address
                } else if position != "*" {
                    address += (position.first == "-" ? -1 : 1) * (Int(position.dropFirst(), radix: 10) ?? 0)
                }
                // A call's line carries the callee's inclusive cost, not the call instruction's.
                if !isCallLine, fields.count > 2 {
                    lines.insert(address >> 6)
                    pages.insert(address >> 12)
                }
                isCallLine = false
            } else if line.hasPrefix("fn=(") || line.hasPrefix("cfn=(") {
                let reference = line.drop { $0 != "(" }
                let id = reference.prefix { $0 != " " }
                if let space = reference.firstIndex(of: " ") { names[id] = reference[reference.index(after: space)...] }
                if line.hasPrefix("cfn=") { callee = names[id] ?? "" } else { caller = names[id] ?? "" }
            } else if line.hasPrefix("calls=") {
                isCallLine = true
                if allocators.contains(callee), !allocators.contains(caller) {
                    allocations += Int(line.dropFirst(6).prefix { $0 != " " }) ?? 0
                }
            } else if line.hasPrefix("events:") {
                events = Array(line.split(separator: " ").dropFirst())
            } else if line.hasPrefix("totals:") {
                for (event, value) in zip(events, line.split(separator: " ").dropFirst()) { totals[event] = Int(value) }
            }
        }
        guard let instructions = totals["Ir"], let code = totals["ILmr"], let read = totals["DLmr"], let written = totals["DLmw"] else {
            throw BenchmarkError("no totals of Ir, ILmr, DLmr and DLmw in the callgrind profile \(path)")
        }
        return CallgrindCounts(instructions: instructions, allocations: allocations, codeLines: lines.count, codePages: pages.count,
                               coldLines: (code, read + written))
    }

    /// The motions of a drag.
    static let motions = 180

    /// The motions over which callgrind counts (see `measure`).
    static let steadyMotions = 31...150

    /// The p99 of a latency report, "frames N p50 X ms p99 Y ms max Z ms".
    private static func p99(inReport text: String) -> Double? { latencyFigure("p99", in: text) }

    /// Drags from `start` to `end` in `motions` steps 1/60 s apart (180 unless given), paced
    /// in real time, and lifts 1/60 s after the last, calling `beforeStep` before each motion is
    /// sent and (with step `motions` + 1) before the lift (the time it takes does not bunch the
    /// motions). With `holding`, the first motion comes that many µs after the press rather
    /// than 1/60 s: a press held still, as a long press that lifts an item is.
    static func drag(from start: (x: Double, y: Double), to end: (x: Double, y: Double), isTouch: Bool,
                     injector: InjectorClient, motions: Int = DragClient.motions, holding: Int64 = 0,
                     beforeStep: (Int) throws -> Void = { _ in }) throws {
        var began = tactile_monotonic_ns() + holding * 1000
        if isTouch {
            try injector.send("touch-down 0 \(start.x) \(start.y)", "touch-frame")
        } else {
            try injector.send("pointer-motion \(start.x) \(start.y)", "pointer-frame")
            try injector.send("button 272 pressed", "pointer-frame")
        }
        for step in 1...motions + 1 {
            let deadline = began + Int64(step) * 1_000_000_000 / 60
            let wait = deadline - tactile_monotonic_ns()
            if wait > 0 { usleep(UInt32(wait / 1000)) }
            let called = tactile_monotonic_ns()
            try beforeStep(step)
            began += tactile_monotonic_ns() - called
            if step > motions { break }
            let progress = Double(step) / Double(motions)
            let x = start.x + (end.x - start.x) * progress, y = start.y + (end.y - start.y) * progress
            if isTouch {
                try injector.send("touch-motion 0 \(x) \(y)", "touch-frame")
            } else {
                try injector.send("pointer-motion \(x) \(y)", "pointer-frame")
            }
        }
        if isTouch {
            try injector.send("touch-up 0", "touch-frame")
        } else {
            try injector.send("button 272 released", "pointer-frame")
        }
    }

    /// Waits until input at `point` reaches process `pid`, trying `attempts` times 10 ms apart.
    static func waitForClient(_ pid: Int32, at point: (x: Double, y: Double), injector: InjectorClient, attempts: Int) throws {
        for _ in 0..<attempts {
            if try injector.client(atX: point.x, y: point.y) == pid { return }
            usleep(10_000)
        }
        throw BenchmarkError("the client did not take input at \(point) within \(attempts / 100) s")
    }

    /// Time the process has spent on a CPU, in nanoseconds (the first field of schedstat).
    static func cpuNanoseconds(of pid: Int32) throws -> Int64 {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
              let first = text.split(separator: " ").first, let value = Int64(first) else {
            throw BenchmarkError("cannot read /proc/\(pid)/schedstat")
        }
        return value
    }
}
