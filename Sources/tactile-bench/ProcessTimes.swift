import Foundation

/// CPU time the kernel counted for a process, from /proc: user plus system time in clock
/// ticks (`/proc/PID/stat`: every thread's, those that ended too), and the same for its main
/// thread alone (`/proc/PID/task/PID/stat`).
struct ProcessTimes {
    /// Ticks of the kernel's CPU clock a second (USER_HZ).
    static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    /// The whole process's ticks.
    let process: Int
    /// The main thread's ticks.
    let mainThread: Int

    /// The times of `pid` now; nil once it is gone.
    init?(of pid: Int32) {
        guard let process = Self.ticks(in: "/proc/\(pid)/stat"), let main = Self.ticks(in: "/proc/\(pid)/task/\(pid)/stat") else { return nil }
        self.process = process
        mainThread = main
    }

    /// Seconds from `earlier` to `self`: the process's and its main thread's.
    func seconds(since earlier: ProcessTimes) -> (process: Double, mainThread: Double) {
        (Double(process - earlier.process) / Self.ticksPerSecond, Double(mainThread - earlier.mainThread) / Self.ticksPerSecond)
    }

    /// utime + stime of a stat file (fields 14 and 15, counted after the command name, which
    /// is in parentheses and may hold spaces).
    private static func ticks(in statFile: String) -> Int? {
        guard let stat = try? String(contentsOfFile: statFile, encoding: .utf8), let end = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// The compositor this bench runs under, as `.ci/with-weston` starts it: the `weston`
    /// process that shares the bench's parent; nil when there is none.
    static func compositorPID() -> Int32? {
        let parent = getppid()
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")"), stat.contains("(weston)") else { continue }
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            if fields.count > 1, Int32(fields[1]) == parent { return pid }
        }
        return nil
    }
}
