import CShims
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// Reads what another client writes into a pipe, on the event loop, never blocking it: the
/// read end is watched, each turn takes what is there (at most `bytesPerTurn`, so a fast
/// source cannot hold up input), and the transfer ends at end of file, at `limit` bytes (a
/// refusal), or at `timeout` (a refusal: a source that never closes its end). It owns the
/// read end and closes it when done. It keeps itself alive through the loop's handlers until
/// it completes.
final class PipeReader {
    /// Bytes read in one turn at most.
    static let bytesPerTurn = 1 << 20

    private let descriptor: Int32
    private let loop: EventLoop
    private let limit: Int
    private var received: [UInt8] = []
    private var timer: EventLoop.TimerID?
    private var completion: ((Result<[UInt8], DataTransferError>) -> Void)?

    /// Starts reading `descriptor` (non-blocking, owned from now on) on `loop`; `completion`
    /// runs once, on the loop, with everything read or with why the transfer was refused.
    @discardableResult
    init(descriptor: Int32, loop: EventLoop, limit: Int, timeout: TimeSpan,
         completion: @escaping (Result<[UInt8], DataTransferError>) -> Void) {
        self.descriptor = descriptor
        self.loop = loop
        self.limit = limit
        self.completion = completion
        do {
            try loop.watch(descriptor) { [self] _ in readAvailable() }
        } catch {
            close(descriptor)
            finish(.failure(.system(call: "epoll_ctl", reason: errnoDescription())), closing: false)
            return
        }
        timer = loop.addTimer(at: EventLoop.now() + timeout) { [self] in
            timer = nil
            finish(.failure(.timedOut(timeout)))
        }
    }

    private func readAvailable() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var readThisTurn = 0
        while readThisTurn < Self.bytesPerTurn {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return finish(.success(received)) }
            if count < 0 {
                let code = errno
                if code == EAGAIN || code == EINTR { return }
                return finish(.failure(.system(call: "read", reason: errnoDescription(code))))
            }
            guard received.count + count <= limit else { return finish(.failure(.tooLarge(limit: limit))) }
            received.append(contentsOf: chunk[..<count])
            readThisTurn += count
        }
    }

    /// Stops watching, closes the pipe and reports `result`, once.
    private func finish(_ result: Result<[UInt8], DataTransferError>, closing: Bool = true) {
        guard let completion else { return }
        self.completion = nil
        if let timer { loop.cancelTimer(timer) }
        timer = nil
        if closing {
            loop.unwatch(descriptor)
            close(descriptor)
        }
        received = []
        completion(result)
    }
}
