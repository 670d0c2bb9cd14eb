import Testing

@testable import LocalizeKit

@Suite("KeyedTexts and KeyHash on keys of every length")
struct KeyedTextsLongKeyTests {
    /// Lengths that reach every path: the short keys (under 16 bytes), the two lanes'
    /// single step (16 to 32 bytes), one to several 32-byte steps, and a few long keys.
    static let lengths = Array(0...40) + [47, 48, 49, 63, 64, 65, 90, 95, 96, 97, 128, 129, 255, 256, 1_000]

    /// A key of `length` ASCII letters, its pattern chosen by `variant`.
    static func key(length: Int, variant: Int) -> [UInt8] {
        (0..<length).map { UInt8(ascii: "a") + UInt8((($0 &* 7) &+ variant &* 13 &+ length) % 26) }
    }

    static func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("The long-key compare tells every one-byte difference, at every position and length")
    func longKeyCompare() {
        for length in Self.lengths where length >= 16 {
            let bytes = Self.key(length: length, variant: 1)
            let copy = bytes
            bytes.withUnsafeBytes { left in
                copy.withUnsafeBytes { right in
                    #expect(KeyedTexts.equalLongKeys(left.baseAddress!, right.baseAddress!, count: length))
                }
                for position in bytes.indices {
                    for flip: UInt8 in [0x01, 0x80] {
                        var changed = bytes
                        changed[position] ^= flip
                        let equal = changed.withUnsafeBytes { right in
                            KeyedTexts.equalLongKeys(left.baseAddress!, right.baseAddress!, count: length)
                        }
                        #expect(!equal, "length \(length), byte \(position) ^ \(flip)")
                    }
                }
            }
        }
    }

    /// Keys one byte away from `bytes`: each position changed, and the key cut short and made longer.
    static func nearMisses(of bytes: [UInt8]) -> [[UInt8]] {
        var misses: [[UInt8]] = []
        for position in bytes.indices {
            var changed = bytes
            changed[position] = changed[position] == UInt8(ascii: "#") ? UInt8(ascii: "%") : UInt8(ascii: "#")
            misses.append(changed)
        }
        if !bytes.isEmpty { misses.append(Array(bytes.dropLast())) }
        misses.append(bytes + [UInt8(ascii: "a")])
        return misses
    }

    @Test(
        "Every length finds its key and no key one byte away, whether records hold the keys or spill them",
        arguments: [false, true])
    func nearMissesAtEveryPosition(longOnly: Bool) {
        // With the short keys, records are sized for them and the long keys spill; long keys
        // alone are held in their records.
        let lengths = longOnly ? Self.lengths.filter { $0 >= 90 } : Self.lengths
        let keys = lengths.map { Self.key(length: $0, variant: 0) }
        let strings = keys.map(Self.string)
        let texts = KeyedTexts(keys: strings, texts: strings.map { "text \($0.utf8.count)" })
        #expect(texts.count == keys.count)
        for (index, bytes) in keys.enumerated() {
            #expect(texts.index(of: strings[index]) == index, "length \(bytes.count)")
            #expect(texts[strings[index]] == "text \(bytes.count)")
            for miss in Self.nearMisses(of: bytes) where !keys.contains(miss) {
                #expect(texts.index(of: Self.string(miss)) == nil, "length \(bytes.count): \(Self.string(miss))")
            }
        }
    }

    @Test("Keys of the same length that differ in one byte stay apart, at every position", arguments: [17, 33, 90])
    func neighboursOfOneLength(length: Int) {
        let base = Self.key(length: length, variant: 1)
        var keys = [base]
        for position in 0..<length {
            var changed = base
            changed[position] = UInt8(ascii: "0") + UInt8(position % 10)
            keys.append(changed)
        }
        let strings = keys.map(Self.string)
        let texts = KeyedTexts(keys: strings, texts: strings)
        #expect(texts.overflowCount == 0)
        for (index, string) in strings.enumerated() { #expect(texts.index(of: string) == index) }
    }

    @Test("Precomposed and decomposed keys are different keys, short and long")
    func normalizationFormsStayDistinct() {
        let tails = ["", ".title", ".a.title.of.some.length", ".a.title.long.enough.to.take.several.steps.of.the.hash"]
        var keys: [String] = []
        for tail in tails {
            keys.append("Caf\u{E9}" + tail)  // NFC
            keys.append("Cafe\u{301}" + tail)  // NFD: equal as Swift strings, not as bytes
        }
        let texts = KeyedTexts(keys: keys, texts: keys.indices.map { "text \($0)" })
        #expect(texts.count == keys.count)
        for (index, key) in keys.enumerated() {
            #expect(texts.index(of: key) == index, "\(Array(key.utf8))")
            #expect(texts[key] == "text \(index)")
        }
        #expect(texts["Cafe"] == nil)
    }

    @Test("A key read from a copy of its bytes finds what the contiguous path finds")
    func copiedBytesPath() {
        let strings = Self.lengths.map { Self.string(Self.key(length: $0, variant: 2)) }
        let texts = KeyedTexts(keys: strings, texts: strings)
        for (index, string) in strings.enumerated() {
            #expect(texts.index(ofCopied: string) == index)
            #expect(texts.index(ofCopied: string + "!") == nil)
        }
    }

    @Test("Every byte and the length count in the hash of every length up to 160")
    func everyByteAndLengthCount() {
        for length in 0...160 {
            let base = Self.key(length: length, variant: 3)
            var hashes: Set<UInt64> = [base.withUnsafeBytes { KeyHash.hash($0, seed: 5) }]
            for position in 0..<length {
                var changed = base
                changed[position] ^= 0x20
                hashes.insert(changed.withUnsafeBytes { KeyHash.hash($0, seed: 5) })
            }
            #expect(hashes.count == length + 1, "length \(length)")
        }
        // Keys of one repeated byte, which differ only in length.
        let runs = Set(
            (0...160).map { [UInt8](repeating: 0x61, count: $0).withUnsafeBytes { KeyHash.hash($0, seed: 5) } })
        #expect(runs.count == 161)
    }

    @Test("The order of a long key's blocks and the seed count in its hash")
    func blockOrderAndSeedCount() {
        let first = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
        let second = [UInt8](repeating: UInt8(ascii: "b"), count: 16)
        for filler in [0, 16, 32, 58] {
            let middle = [UInt8](repeating: UInt8(ascii: "c"), count: filler)
            let forward = first + middle + second
            let backward = second + middle + first
            let forwardHash = forward.withUnsafeBytes { KeyHash.hash($0, seed: 9) }
            #expect(forwardHash != backward.withUnsafeBytes { KeyHash.hash($0, seed: 9) }, "filler \(filler)")
            #expect(forwardHash != forward.withUnsafeBytes { KeyHash.hash($0, seed: 10) }, "filler \(filler)")
        }
    }

    @Test("The hash of a string is the hash of its UTF-8 bytes")
    func stringHashIsByteHash() {
        for length in Self.lengths {
            let bytes = Self.key(length: length, variant: 4)
            #expect(KeyHash.hash(Self.string(bytes), seed: 3) == bytes.withUnsafeBytes { KeyHash.hash($0, seed: 3) })
        }
    }
}
