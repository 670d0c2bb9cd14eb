#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value that threads share, behind a POSIX mutex; the caches use it.
///
/// It does what `Synchronization.Mutex` does. It exists because on Linux the thread
/// sanitizer does not see `Mutex`'s lock (a futex the sanitizer has no interceptor for) and
/// reports every pair of accesses made under it as a race, which would hide real ones;
/// `pthread_mutex_lock` is intercepted, so `swift test --sanitize=thread` stays meaningful.
///
/// `@unchecked Sendable`: the value is only reached through `withLock`, under the mutex.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
