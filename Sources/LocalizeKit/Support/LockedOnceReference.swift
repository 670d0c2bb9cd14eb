/// `OnceReference` behind a lock (`Locked`), for systems without `Synchronization.Atomic`
/// at the package's floor (Apple platforms before macOS 15 and iOS 18).
final class LockedOnceReference<Object: AnyObject & Sendable>: Sendable {
    private let slot = Locked<Object?>(nil)

    init() {}

    /// Calls `body` with the published object, or returns nil when there is none yet.
    func withObject<Result>(_ body: (Object) -> Result) -> Result? {
        slot.withLock { $0 }.map(body)
    }

    /// Publishes `object` unless another one was published first.
    func publish(_ object: Object) {
        slot.withLock { published in
            if published == nil { published = object }
        }
    }
}
