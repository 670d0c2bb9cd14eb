#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work run on POSIX threads of its own, not on a shared pool: a task that
/// waits for another (a part of a file waiting for the part before it) can
/// never take the thread the other one needs.
///
/// ```swift
/// let thread = WorkerThreads.start { print("on another thread") }
/// WorkerThreads.join(thread)
/// WorkerThreads.forEach(300, threads: 2) { index in audit(inputs[index]) }
/// ```
enum WorkerThreads {
    /// The stack each thread gets: the same on every system (Darwin's default for a
    /// secondary thread, 512 KiB, is a sixteenth of Linux's).
    static let stackSize = 8 << 20

    /// A started thread, to be joined once.
    struct Handle {
        /// The thread, or nil when the work already ran on the caller's thread.
        fileprivate let thread: pthread_t?
    }

    /// Runs `body` on a new thread (or, if no thread can be made, right here).
    static func start(_ body: @escaping @Sendable () -> Void) -> Handle {
        if let handle = startIfPossible(body) { return handle }
        body()
        return Handle(thread: nil)
    }

    /// Runs `body` on a new thread; `nil` (and `body` not run) when no thread can be made, for
    /// work that must not run on the caller's thread (it waits for what the caller does next).
    static func startIfPossible(_ body: @escaping @Sendable () -> Void) -> Handle? {
        let box = Unmanaged.passRetained(Job(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let started = pthread_create(
            &thread, &attributes,
            { context in
                // Optional on Linux, not on Darwin: one spelling for both.
                let context: UnsafeMutableRawPointer? = context
                guard let context else { return nil }
                Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, box)
        guard started == 0 else {
            Unmanaged<Job>.fromOpaque(box).release()
            return nil
        }
        return Handle(thread: thread)
    }

    /// Waits until the thread has ended.
    static func join(_ handle: Handle) {
        guard let thread = handle.thread else { return }
        pthread_join(thread, nil)
    }

    /// Calls `body` once for every index in `0..<count`, on up to `threads` threads (this one
    /// among them), taking the indices in increasing order; returns when all calls have.
    static func forEach(_ count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let workers = min(max(1, threads), count)
        guard workers > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        let next = Locked(0)
        let work: @Sendable () -> Void = {
            while true {
                let index = next.withLock { value in
                    defer { value += 1 }
                    return value
                }
                guard index < count else { return }
                body(index)
            }
        }
        let others = (1..<workers).map { _ in start(work) }
        work()
        for other in others { join(other) }
    }

    /// What a new thread runs.
    private final class Job: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
