#if canImport(Glibc)
import Glibc
#endif
import TactileCore

/// Threads that decode pictures off the main thread: at most `limit` of them (the number of
/// cores), started as work comes and then waiting on a condition (no wake-ups while idle),
/// each at a nice value `niceIncrement` above the main loop's so that a frame always wins
/// the CPU over a decode. Jobs run in the order given; one not started can be cancelled.
/// Each finished job is kept until the main thread takes it, and `wake` is called (on the
/// worker's thread, holding the workers' lock: it must not block) to tell the main loop.
///
/// A decoding thread touches its job's image and the decoded pixels, nothing else: no view,
/// no Wayland object, no cache.
final class DecodeWorkers: @unchecked Sendable {
    /// A picture to decode.
    struct Job: Sendable {
        let id: UInt64
        let image: Image
        let key: PictureKey
    }

    /// What a job gave.
    struct Outcome: Sendable {
        let id: UInt64
        let result: Result<[DecodedFrame], ImageError>
    }

    /// How much nicer than the main loop decoding threads run (Linux nice values are per thread).
    static let niceIncrement: Int32 = 10

    private let decoding: ImageDecoding
    private let limit: Int
    private let wake: @Sendable () -> Void
    // Guarded by `mutex`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled when a job is queued or the workers must stop.
    private let jobQueued: UnsafeMutablePointer<pthread_cond_t>
    /// Signalled when a job finished.
    private let jobDone: UnsafeMutablePointer<pthread_cond_t>
    private var queue: [Job] = []
    private var running = 0
    private var threads = 0
    private var idleThreads = 0
    private var finished: [Outcome] = []
    private var stopping = false
    /// The nice value a decoding thread reported after lowering its priority (for tests).
    private var workerNice: Int32?

    /// Workers decoding with `decoding`, at most `limit` threads, calling `wake` after each job.
    init(decoding: ImageDecoding, limit: Int, wake: @escaping @Sendable () -> Void) {
        self.decoding = decoding
        self.limit = max(1, limit)
        self.wake = wake
        mutex = .allocate(capacity: 1)
        jobQueued = .allocate(capacity: 1)
        jobDone = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(jobQueued, nil)
        pthread_cond_init(jobDone, nil)
    }

    deinit {
        pthread_cond_destroy(jobDone)
        pthread_cond_destroy(jobQueued)
        pthread_mutex_destroy(mutex)
        jobDone.deallocate()
        jobQueued.deallocate()
        mutex.deallocate()
    }

    /// The number of cores online: how many decoding threads may run.
    static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Queues `job`, starting a thread for it when none is idle and the limit allows.
    func submit(_ job: Job) {
        let startsThread = locked {
            queue.append(job)
            pthread_cond_signal(jobQueued)
            guard idleThreads == 0, threads < limit else { return false }
            threads += 1
            return true
        }
        if startsThread { startThread() }
    }

    /// Takes the job `id` out of the queue; false when it has started already (or is unknown).
    func cancel(_ id: UInt64) -> Bool {
        locked {
            guard let index = queue.firstIndex(where: { $0.id == id }) else { return false }
            queue.remove(at: index)
            return true
        }
    }

    /// The jobs finished since the last call, in the order they finished.
    func takeFinished() -> [Outcome] {
        locked {
            defer { finished.removeAll() }
            return finished
        }
    }

    /// Blocks until no job is queued or running.
    func waitUntilIdle() {
        locked {
            while !queue.isEmpty || running > 0 { pthread_cond_wait(jobDone, mutex) }
        }
    }

    /// The nice value of the decoding threads, once one has run (nil before).
    var decodingNiceValue: Int32? { locked { workerNice } }

    /// Lets the threads end once their current job is done.
    func stop() {
        locked {
            stopping = true
            queue.removeAll()
            pthread_cond_broadcast(jobQueued)
        }
    }

    private func startThread() {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            let workers = Unmanaged<DecodeWorkers>.fromOpaque(context!).takeRetainedValue()
            workers.work()
            return nil
        }, context)
        if created == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<DecodeWorkers>.fromOpaque(context).release()
            locked { threads -= 1 }
        }
    }

    /// A decoding thread's life: lower its priority, then take jobs until stopped.
    private func work() {
        // On Linux the nice value is the calling thread's own, not the process's.
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) + Self.niceIncrement)
        let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        locked { workerNice = nice }
        while let job = nextJob() {
            let result: Result<[DecodedFrame], ImageError>
            do throws(ImageError) {
                result = .success(try decoding.frames(of: job.image, job.key))
            } catch {
                result = .failure(error)
            }
            locked {
                running -= 1
                finished.append(Outcome(id: job.id, result: result))
                // Under the lock (`wake` only writes a counter): whoever waited for the job to
                // be done finds the main loop already told.
                wake()
                pthread_cond_broadcast(jobDone)
            }
        }
    }

    /// The next job, waiting for one; nil when the workers stop.
    private func nextJob() -> Job? {
        locked {
            while queue.isEmpty && !stopping {
                idleThreads += 1
                pthread_cond_wait(jobQueued, mutex)
                idleThreads -= 1
            }
            guard !stopping else {
                threads -= 1
                return nil
            }
            running += 1
            return queue.removeFirst()
        }
    }
}
