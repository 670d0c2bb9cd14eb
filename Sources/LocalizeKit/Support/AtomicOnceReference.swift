#if !canImport(Darwin)
    import Synchronization

    /// `OnceReference` on an `Atomic`: a lock-free read that neither retains nor releases.
    /// Used where `Atomic` has no OS availability limit (Linux).
    final class AtomicOnceReference<Object: AnyObject & Sendable>: Sendable {
        /// Holds a +1 reference once published, released in `deinit`.
        private let slot = Atomic<Unmanaged<Object>?>(nil)

        init() {}

        deinit { slot.load(ordering: .acquiring)?.release() }

        /// Calls `body` with the published object, or returns nil when there is none yet.
        func withObject<Result>(_ body: (Object) -> Result) -> Result? {
            guard let published = slot.load(ordering: .acquiring) else { return nil }
            // The published object lives as long as this reference: no retain is needed to use it.
            return published._withUnsafeGuaranteedRef(body)
        }

        /// Publishes `object` unless another one was published first.
        func publish(_ object: Object) {
            let retained = Unmanaged.passRetained(object)
            if !slot.compareExchange(expected: nil, desired: retained, ordering: .acquiringAndReleasing).exchanged {
                retained.release()
            }
        }
    }
#endif
