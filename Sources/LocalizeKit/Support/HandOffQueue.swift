#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hands values from one producing thread to one consuming thread, in order,
/// holding at most `capacity` of them: the producer waits while the queue is
/// full, the consumer while it is empty. Either side can end it: the producer
/// with `finish()` (the consumer then takes what is left, then `nil`), the
/// consumer with `cancel()` (the producer's next `put` returns `false`).
///
/// ```swift
/// let queue = HandOffQueue<[Int]>(capacity: 4)
/// // startIfPossible, not start: a producer run inline on this thread would wait forever on a full queue.
/// guard let thread = WorkerThreads.startIfPossible({
///     for batch in batches where !queue.put(batch) { break }
///     queue.finish()
/// }) else { return writeInline(batches) }
/// while let batch = queue.take() { write(batch) }
/// WorkerThreads.join(thread)
/// ```
///
/// `@unchecked Sendable`: its state is only read and written under its POSIX
/// mutex; the condition variable is waited on with that mutex.
final class HandOffQueue<Element: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>
    private let capacity: Int
    /// The values put and not taken yet; `head` is the next to take.
    private var values: [Element?] = []
    private var head = 0
    private var isFinished = false
    private var isCancelled = false

    /// A queue that holds up to `capacity` values (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        changed = .allocate(capacity: 1)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        changed.deinitialize(count: 1)
        changed.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Adds a value, waiting while the queue is full; `false` (the value dropped) once the consumer cancelled.
    func put(_ value: Element) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while values.count - head >= capacity && !isCancelled { pthread_cond_wait(changed, mutex) }
        guard !isCancelled else { return false }
        if head >= capacity {
            // The slots already taken go, so the storage stays within twice the capacity.
            values.removeFirst(head)
            head = 0
        }
        values.append(value)
        pthread_cond_broadcast(changed)
        return true
    }

    /// Tells the consumer that no more values come.
    func finish() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        isFinished = true
        pthread_cond_broadcast(changed)
    }

    /// Tells the producer that no more values are wanted (and drops those waiting).
    func cancel() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        isCancelled = true
        values.removeAll()
        head = 0
        pthread_cond_broadcast(changed)
    }

    /// The next value, waiting while the queue is empty; `nil` once the producer finished and
    /// every value was taken, or after `cancel()`.
    func take() -> Element? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while head == values.count && !isFinished && !isCancelled { pthread_cond_wait(changed, mutex) }
        guard head < values.count, !isCancelled else { return nil }
        let value = values[head].take()
        head += 1
        pthread_cond_broadcast(changed)
        return value
    }
}
