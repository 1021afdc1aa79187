import CShims
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// Writes our data into a pipe another client reads, on the event loop, never blocking it:
/// the descriptor is made non-blocking and watched for room, and the transfer ends when all
/// is written, when the reader goes away (EPIPE: SIGPIPE is ignored, see
/// `tactile_ignore_sigpipe`), or at `timeout` (a reader that stopped reading). It owns the
/// descriptor and closes it when done, and keeps itself alive through the loop's handlers
/// until then.
final class PipeWriter {
    private let descriptor: Int32
    private let loop: EventLoop
    private let bytes: [UInt8]
    private var written = 0
    private var timer: EventLoop.TimerID?
    private let log: (String) -> Void
    private var done = false

    /// Starts writing `bytes` into `descriptor` (owned from now on) on `loop`; a failure is
    /// only logged: the reader sees the pipe end early.
    @discardableResult
    init(descriptor: Int32, bytes: [UInt8], loop: EventLoop, timeout: TimeSpan, log: @escaping (String) -> Void) {
        self.descriptor = descriptor
        self.bytes = bytes
        self.loop = loop
        self.log = log
        guard tactile_set_nonblocking(descriptor) == 0 else {
            log("data transfer: cannot make the pipe non-blocking: \(errnoDescription())")
            close(descriptor)
            done = true
            return
        }
        do {
            try loop.watch(descriptor, forOutput: true) { [self] _ in writeAvailable() }
        } catch {
            log("data transfer: cannot watch the pipe: \(error)")
            close(descriptor)
            done = true
            return
        }
        timer = loop.addTimer(at: EventLoop.now() + timeout) { [self] in
            timer = nil
            log("data transfer: the reader took \(bytes.count - written) of \(bytes.count) bytes too slowly; gave up after \(timeout)")
            finish()
        }
    }

    private func writeAvailable() {
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                let code = errno
                if code == EAGAIN || code == EINTR { return }
                log("data transfer: the reader left after \(written) of \(bytes.count) bytes (\(errnoDescription(code)))")
                return finish()
            }
            written += count
        }
        finish()
    }

    private func finish() {
        guard !done else { return }
        done = true
        if let timer { loop.cancelTimer(timer) }
        timer = nil
        loop.unwatch(descriptor)
        close(descriptor)
    }
}
