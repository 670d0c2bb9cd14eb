/// A class reference set once, by the first `publish`, and then read by any thread; the
/// hot paths of the caches use it to skip a lock and a hash.
///
/// `Synchronization.Atomic` needs macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2,
/// above the package's floor (iOS 16): Apple platforms get the lock-based version. Both
/// versions are tested on Linux.
#if canImport(Darwin)
    typealias OnceReference<Object: AnyObject & Sendable> = LockedOnceReference<Object>
#else
    typealias OnceReference<Object: AnyObject & Sendable> = AtomicOnceReference<Object>
#endif
