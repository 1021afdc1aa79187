import TactileCore

extension MonotonicTime {
    /// The point `milliseconds` after the script's start (its clock's origin), for a time
    /// read from a script, where times are milliseconds.
    init(scriptMilliseconds milliseconds: Double) {
        self.init(sinceOrigin: .milliseconds(milliseconds))
    }

    /// Whole milliseconds since the script's start, as scripts, traces and snapshot names
    /// write times.
    var scriptMilliseconds: Int { Int(sinceOrigin.milliseconds) }
}
