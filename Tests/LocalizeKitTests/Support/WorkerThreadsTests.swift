import Testing

@testable import LocalizeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("WorkerThreads")
struct WorkerThreadsTests {
    @Test("forEach calls the body exactly once for every index, whatever the number of threads")
    func everyIndexOnce() {
        for threads in [1, 2, 3, 8, 50] {
            let calls = Locked([Int](repeating: 0, count: 37))
            WorkerThreads.forEach(37, threads: threads) { index in calls.withLock { $0[index] += 1 } }
            #expect(calls.withLock { $0 } == [Int](repeating: 1, count: 37), "\(threads) threads")
        }
    }

    @Test("forEach runs on more than one thread at once: two calls that wait for each other both end")
    func runsConcurrently() {
        // Each call waits (bounded) until the other has started: on one thread the first would time out.
        let started = Locked(0)
        let sawOther = Locked([false, false])
        WorkerThreads.forEach(2, threads: 2) { index in
            started.withLock { $0 += 1 }
            for _ in 0..<2000 where started.withLock({ $0 }) < 2 { usleep(1000) }
            sawOther.withLock { $0[index] = started.withLock { $0 } == 2 }
        }
        #expect(sawOther.withLock { $0 } == [true, true])
    }

    @Test("join returns only once the started thread's work has ended")
    func startAndJoin() {
        let done = Locked(false)
        let thread = WorkerThreads.start {
            usleep(20_000)
            done.withLock { $0 = true }
        }
        WorkerThreads.join(thread)
        #expect(done.withLock { $0 })
    }

    @Test("forEach with no work returns at once")
    func empty() {
        let calls = Locked(0)
        WorkerThreads.forEach(0, threads: 4) { _ in calls.withLock { $0 += 1 } }
        #expect(calls.withLock { $0 } == 0)
    }
}
