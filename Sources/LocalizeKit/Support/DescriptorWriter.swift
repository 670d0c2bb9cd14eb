#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered writer to a file descriptor that remembers its first failure.
///
/// Text is gathered in a 64 KiB buffer and written with `write(2)` when the
/// buffer fills, when `flush()` is called, and after every write when
/// `flushesEachWrite` is set (a terminal, so that lines show as they come).
/// Writes larger than the buffer go out directly, without a copy. Partial
/// writes are continued, `EINTR` is retried and `EAGAIN` (a non-blocking
/// descriptor) waits with `poll(2)`. The first error (`ENOSPC` on a full disk,
/// `EPIPE`, `EBADF` for a closed descriptor) is kept in `failure`; later
/// writes are dropped, so a command never reports success over lost output.
///
/// ```swift
/// let output = DescriptorWriter(descriptor: STDOUT_FILENO)
/// output.write("hello\n")
/// if !output.flush() { print("lost:", output.failureReason ?? "") }
/// ```
public final class DescriptorWriter: @unchecked Sendable {
    // `@unchecked Sendable`: a writer belongs to one command run on one thread;
    // its buffer is only touched by that run.

    /// The descriptor written to.
    public let descriptor: Int32
    /// Whether every write is flushed at once.
    public let flushesEachWrite: Bool
    /// The `errno` of the first failed write, or `nil`.
    public private(set) var failure: Int32?
    /// How many bytes reached the descriptor.
    public private(set) var bytesWritten = 0
    private var buffer: [UInt8] = []
    private let capacity: Int

    /// A writer to `descriptor`, buffering up to `capacity` bytes.
    public init(descriptor: Int32, capacity: Int = 1 << 16, flushesEachWrite: Bool = false) {
        self.descriptor = descriptor
        self.capacity = max(capacity, 1)
        self.flushesEachWrite = flushesEachWrite
        buffer.reserveCapacity(self.capacity)
    }

    /// The system's description of `failure` (`No space left on device`).
    public var failureReason: String? {
        failure.map { String(cString: strerror($0)) }
    }

    /// Writes a string's UTF-8 bytes.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Writes bytes.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write(bytes: $0) }
    }

    /// Writes the bytes of a buffer.
    public func write(bytes: UnsafeRawBufferPointer) {
        guard failure == nil, !bytes.isEmpty else { return }
        if buffer.count + bytes.count > capacity {
            guard flush() else { return }
        }
        if bytes.count >= capacity {
            writeAll(bytes)
        } else {
            buffer.append(contentsOf: bytes)
            if flushesEachWrite { flush() }
        }
    }

    /// Writes out what is buffered; false if this or an earlier write failed.
    @discardableResult
    public func flush() -> Bool {
        if failure == nil && !buffer.isEmpty {
            buffer.withUnsafeBytes { writeAll($0) }
            buffer.removeAll(keepingCapacity: true)
        }
        return failure == nil
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        let (written, error) = Self.writeAll(bytes, to: descriptor)
        bytesWritten += written
        failure = error
    }

    /// Writes all bytes to a descriptor, continuing partial writes, retrying
    /// `EINTR` and waiting out `EAGAIN`; returns how many bytes went out and
    /// the `errno` that stopped it, if any.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> (written: Int, error: Int32?) {
        guard let base = bytes.baseAddress else { return (0, nil) }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Darwin)
                let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
            #elseif canImport(Glibc)
                let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            #else
                let written = Musl.write(descriptor, base + offset, bytes.count - offset)
            #endif
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&waiting, 1, -1)
            } else {
                return (offset, written < 0 ? errno : EIO)
            }
        }
        return (offset, nil)
    }
}
