#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` on `count` new POSIX threads at once and waits for all of them;
/// returns each thread's result (a count), by index. Real threads, not tasks, so that the
/// code under test is entered concurrently however many cores there are.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Int) -> [Int] {
    let slots = (0..<count).map { ThreadSlot(index: $0, body: body) }
    var threads: [pthread_t] = []
    for slot in slots {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(slot).toOpaque()
        let status = pthread_create(
            &thread, nil,
            { raw in
                guard let raw else { return nil }
                let slot = Unmanaged<ThreadSlot>.fromOpaque(raw).takeRetainedValue()
                slot.result = slot.body(slot.index)
                return nil
            }, context)
        precondition(status == 0, "pthread_create failed: \(status)")
        threads.append(thread)
    }
    for thread in threads { pthread_join(thread, nil) }
    return slots.map(\.result)
}

/// One thread's closure and result.
final class ThreadSlot: @unchecked Sendable {
    // Written by one thread before `pthread_join` returns, read after: the join orders the accesses.
    var result = 0
    let index: Int
    let body: @Sendable (Int) -> Int
    init(index: Int, body: @escaping @Sendable (Int) -> Int) {
        self.index = index
        self.body = body
    }
}
