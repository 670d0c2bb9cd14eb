/// A fixed number of slots, each set at most once to an object that then stays
/// until the slots are freed: readers load a slot without a lock (one acquiring
/// load), writers publish with a compare-and-swap.
///
/// It needs neither `Synchronization.Atomic` (macOS 15, iOS 18) nor a lock: the
/// load and the compare-and-swap are the standard library's own atomic
/// primitives (`_stdlib_atomicAcquiringLoadARCRef`, emitted into the client, and
/// `_stdlib_atomicCompareExchangeStrongPtr`, transparent), available on every
/// deployment target and seen by the thread sanitizer as atomics.
///
/// ```swift
/// let slots = WriteOnceSlots<Box>(capacity: 8)
/// _ = slots.publish(Box(), at: 3)
/// slots.load(3)?._withUnsafeGuaranteedRef { $0.value }
/// ```
///
/// `@unchecked Sendable`: a slot goes from empty to an object once, by an atomic
/// compare-and-swap that releases the object's contents to readers, who load it
/// with acquire ordering; published objects are immutable (`Sendable`) and are
/// released only in `deinit`, when no reader can remain.
final class WriteOnceSlots<Element: AnyObject & Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<UnsafeRawPointer?>
    /// The number of slots.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
        storage.initialize(repeating: nil, count: capacity)
    }

    deinit {
        for index in 0..<capacity {
            if let pointer = storage[index] { Unmanaged<Element>.fromOpaque(pointer).release() }
        }
        storage.deinitialize(count: capacity)
        storage.deallocate()
    }

    /// The object in a slot, if one was published; unretained, valid while the slots live.
    @inline(__always)
    func load(_ index: Int) -> Unmanaged<Element>? {
        (storage + index).withMemoryRebound(to: Element?.self, capacity: 1) {
            _stdlib_atomicAcquiringLoadARCRef(object: $0)
        }
    }

    /// Publishes an object into an empty slot; `false` (and nothing kept) when the slot is taken.
    func publish(_ element: Element, at index: Int) -> Bool {
        let retained = Unmanaged.passRetained(element)
        var expected: UnsafeRawPointer? = nil
        let desired = UnsafeRawPointer(retained.toOpaque())
        if _stdlib_atomicCompareExchangeStrongPtr(object: storage + index, expected: &expected, desired: desired) {
            return true
        }
        retained.release()
        return false
    }
}
