/// What the window's commit trace (the event log's `configure WxH` and `commit …` lines, see
/// Window+CommitTrace.swift) shows over a stretch of a run: the configures, the commits and
/// what each carried, and how many frames followed each configure.
struct CommitTally {
    /// `configure` lines: configures received and acked.
    var configures = 0
    /// `commit` lines: every commit of the window's surface.
    var commits = 0
    /// Commits that carried nothing new (`commit empty`).
    var emptyCommits = 0
    /// Commits with a new buffer of the content: the content repainted.
    var contentRepaints = 0
    /// How often each strip of the frame was painted, by name (top, left, right, bottom).
    var stripPaints: [String: Int] = [:]
    /// For each configure, the frames (commits carrying something) that followed it before the
    /// next configure; the stretch's last configure counts those up to the stretch's end.
    var framesPerConfigure: [Int] = []

    /// Frames: commits that carried something (content, strips or layers).
    var frames: Int { commits - emptyCommits }

    /// Tallies `lines` (event-log lines of any kind; the others are skipped).
    init(_ lines: some Sequence<String>) {
        for line in lines {
            if line.hasPrefix("configure ") {
                configures += 1
                framesPerConfigure.append(0)
                continue
            }
            guard line.hasPrefix("commit ") else { continue }
            commits += 1
            let words = line.split(separator: " ").dropFirst()
            if words == ["empty"] {
                emptyCommits += 1
                continue
            }
            if !framesPerConfigure.isEmpty { framesPerConfigure[framesPerConfigure.count - 1] += 1 }
            for word in words {
                switch word {
                case "content": contentRepaints += 1
                case "top", "left", "right", "bottom": stripPaints[String(word), default: 0] += 1
                default: break
                }
            }
        }
    }

    /// "top 12, left 0, right 0, bottom 0".
    var stripText: String {
        ["top", "left", "right", "bottom"].map { "\($0) \(stripPaints[$0] ?? 0)" }.joined(separator: ", ")
    }

    /// "N with 0 frames, N with 1, N with 2, N with more": how the configures were answered.
    var framesPerConfigureText: String {
        let counts = (0...3).map { frames in framesPerConfigure.filter { frames == 3 ? $0 >= 3 : $0 == frames }.count }
        return "\(counts[0]) with no frame, \(counts[1]) with 1, \(counts[2]) with 2, \(counts[3]) with 3 or more"
    }
}
