import Testing

@testable import LocalizeKit

/// The UTF-8 validation used below the Swift 6.0 runtime (Apple systems before macOS 15
/// and iOS 18) answers as the standard library's `String(validating:as:)` does.
@Suite("UTF-8 validation without String(validating:)")
struct UTF8ValidationTests {
    /// Every one- and two-byte sequence, three- and four-byte ones around each boundary of
    /// Unicode's table 3-7, and random ones.
    private static var samples: [[UInt8]] {
        var result: [[UInt8]] = (0...255).map { [UInt8($0)] }
        for first in 0...255 {
            for second in [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] {
                result.append([UInt8(first), UInt8(second)])
            }
        }
        let leads: [UInt8] = [0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5]
        let continuations: [UInt8] = [0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0]
        for lead in leads {
            for second in continuations {
                for third in continuations {
                    result.append([lead, second, third])
                    result.append([0x41, lead, second, third, 0x80])
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...12, using: &generator)
            result.append((0..<count).map { _ in UInt8.random(in: 0x70...0xF5, using: &generator) })
        }
        return result
    }

    @Test("Same answer as String(validating:as:) on every sample")
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func agreesWithStandardLibrary() {
        var disagreements: [[UInt8]] = []
        for bytes in Self.samples {
            bytes.withUnsafeBufferPointer { buffer in
                if UTF8Validation.stringBelowSwift6Runtime(buffer) != String(validating: buffer, as: UTF8.self) {
                    disagreements.append(bytes)
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test("Valid text comes back whole; invalid text gives nil")
    func examples() {
        let valid = Array("Löschen 削除 🗑".utf8)
        valid.withUnsafeBufferPointer { #expect(UTF8Validation.stringBelowSwift6Runtime($0) == "Löschen 削除 🗑") }
        let surrogate: [UInt8] = [0x41, 0xED, 0xA0, 0x80]
        surrogate.withUnsafeBufferPointer { #expect(UTF8Validation.stringBelowSwift6Runtime($0) == nil) }
        let truncated: [UInt8] = [0xF0, 0x9F, 0x98]
        truncated.withUnsafeBufferPointer { #expect(UTF8Validation.stringBelowSwift6Runtime($0) == nil) }
    }
}
