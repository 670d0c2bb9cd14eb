#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An immutable hash map from keys to texts, built for the lookup's hot path.
///
/// Keys are hashed over their UTF-8 bytes with a short multiplicative hash and
/// compared byte by byte, all in buffers allocated once: for the short keys
/// localization tables hold this is several times cheaper than
/// `Dictionary<String, String>`, whose SipHash and copy-on-write storage cost
/// more than the lookup itself. Open addressing with linear probing, at most
/// half full.
///
/// `@unchecked Sendable`: the buffers are filled in `init`, only read
/// afterwards, and freed in `deinit`.
final class KeyedTexts: @unchecked Sendable {
    private let keyBytes: UnsafeMutableBufferPointer<UInt8>
    /// Entry `i`'s key is `keyBytes[keyStarts[i]..<keyStarts[i + 1]]`.
    private let keyStarts: UnsafeMutableBufferPointer<Int>
    private let texts: UnsafeMutableBufferPointer<String>
    /// Per slot: entry index + 1 (0 is empty).
    private let slots: UnsafeMutableBufferPointer<Int32>
    private let slotHashes: UnsafeMutableBufferPointer<UInt64>
    private let mask: Int

    /// Builds the map from a dictionary.
    init(_ pairs: [String: String]) {
        let totalBytes = pairs.keys.reduce(0) { $0 + $1.utf8.count }
        keyBytes = .allocate(capacity: max(totalBytes, 1))
        keyStarts = .allocate(capacity: pairs.count + 1)
        texts = .allocate(capacity: max(pairs.count, 1))
        var offset = 0
        var entry = 0
        keyStarts[0] = 0
        for (key, text) in pairs {
            for byte in key.utf8 {
                keyBytes[offset] = byte
                offset += 1
            }
            (texts.baseAddress.unsafelyUnwrapped + entry).initialize(to: text)
            entry += 1
            keyStarts[entry] = offset
        }
        count = entry
        var capacity = 8
        while capacity < pairs.count * 2 { capacity *= 2 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0)
        slotHashes = .allocate(capacity: capacity)
        slotHashes.initialize(repeating: 0)
        mask = capacity - 1
        for entry in 0..<count {
            let key = UnsafeBufferPointer(rebasing: keyBytes[keyStarts[entry]..<keyStarts[entry + 1]])
            let hash = Self.hash(key)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry + 1)
            slotHashes[slot] = hash
        }
    }

    deinit {
        texts.baseAddress.unsafelyUnwrapped.deinitialize(count: count)
        texts.deallocate()
        keyBytes.deallocate()
        keyStarts.deallocate()
        slots.deallocate()
        slotHashes.deallocate()
    }

    /// The number of keys.
    let count: Int

    /// The text of a key, if present.
    subscript(key: String) -> String? {
        if let found = key.utf8.withContiguousStorageIfAvailable({ find($0) }) { return found }
        return Array(key.utf8).withUnsafeBufferPointer { find($0) }
    }

    private func find(_ key: UnsafeBufferPointer<UInt8>) -> String? {
        let hash = Self.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if slotHashes[slot] == hash {
                let start = keyStarts[entry - 1]
                if keyStarts[entry] - start == key.count, equal(start, key) { return texts[entry - 1] }
            }
            slot = (slot + 1) & mask
        }
    }

    private func equal(_ start: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let stored = keyBytes.baseAddress, let wanted = key.baseAddress else { return key.isEmpty }
        return memcmp(stored + start, wanted, key.count) == 0
    }

    /// A constant-time 64-bit hash of a key: its length and its first and last
    /// eight bytes, mixed. Keys of one table often share a prefix (`Button.`),
    /// so the end of the key matters most; keys that collide are told apart by
    /// the byte comparison.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8 {
            head = base.loadUnaligned(as: UInt64.self)
            tail = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for index in 0..<count {
                head |= UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << UInt64(index * 8)
            }
        }
        var hash = (tail ^ 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
        hash ^= (head &+ UInt64(count)) &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        return hash &* 0xD6E8_FEB8_6659_FD93
    }
}
