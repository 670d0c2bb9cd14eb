import Dispatch

/// A value that threads share: every access runs on a private serial queue, so reads
/// and writes never overlap. (Dispatch exists wherever Swift does and needs no
/// Foundation; `Synchronization.Mutex` needs iOS 18 and macOS 15.)
///
/// `@unchecked Sendable`: `value` is only reached inside `queue.sync`, one access at a time.
final class SharedValue<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let queue = DispatchQueue(label: "StandardButtons.SharedValue")

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try queue.sync { try body(&value) }
    }
}
