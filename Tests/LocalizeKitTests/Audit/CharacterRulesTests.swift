import Testing

@testable import LocalizeKit

@Suite("Audit: double spaces, invisible characters, escapes shown as text, ellipses")
struct CharacterRulesTests {
    typealias F = AuditFixtures

    /// Audits one translation (into `locale`) of a source text with one rule.
    static func audit(
        _ rule: AuditRule, source: String, _ translation: String, locale: String = "de"
    ) throws -> [String] {
        let json = F.catalog(["key": F.entry(["en": F.unit(source), locale: F.unit(translation)])])
        return try F.audit(json, rules: [rule]).summary(rule)
    }

    @Test("double-space: two spaces inside a translation where the source has none")
    func doubleSpaceFires() throws {
        #expect(
            try Self.audit(.doubleSpace, source: "tab character", "символ  TAB", locale: "ru") == [
                "ru key: two spaces in a row; the source has none"
            ])
        #expect(try Self.audit(.doubleSpace, source: "Open the file", "Datei   öffnen").count == 1)
    }

    @Test(
        "double-space leaves alone the source's own double spaces, leading or trailing runs and spaces before a line break",
        arguments: [
            ("Name:  Value", "Name:  Wert"), ("  Indented", "  Eingerückt"), ("Ends ", "Endet  "),
            ("Line\nnext", "Zeile  \nnächste"), ("One space", "Ein Leerzeichen"),
        ])
    func doubleSpaceDoesNotFire(source: String, translation: String) throws {
        #expect(try Self.audit(.doubleSpace, source: source, translation).isEmpty)
    }

    @Test(
        "invisible-character: zero-width spaces, a BOM, a stray soft hyphen, bidi controls in a left-to-right language")
    func invisibleFires() throws {
        #expect(
            try Self.audit(
                .invisibleCharacter, source: "Nestable block comment must use different delimiters.",
                "İç içe geçebilen başlangıç \u{200B}\u{200B}ve bitiş", locale: "tr") == [
                    "tr key: holds U+200B ZERO WIDTH SPACE, which the source does not"
                ])
        #expect(
            try Self.audit(.invisibleCharacter, source: "Save", "\u{FEFF}Sichern") == [
                "de key: holds U+FEFF BYTE ORDER MARK, which the source does not"
            ])
        #expect(
            try Self.audit(.invisibleCharacter, source: "Save file", "Datei\u{AD} sichern") == [
                "de key: holds U+00AD SOFT HYPHEN outside a word, which the source does not"
            ])
        #expect(
            try Self.audit(.invisibleCharacter, source: "Save", "\u{202E}nrehcis") == [
                "de key: holds a bidirectional embedding or override (U+202E), which the source does not"
            ])
        #expect(try Self.audit(.invisibleCharacter, source: "Next", "Weiter\u{200F}").count == 1)
    }

    @Test(
        "invisible-character leaves alone soft hyphens inside words, zero-width spaces in Thai, joiners in Persian and emoji, marks in Arabic",
        arguments: [
            ("structure-based parser", "struktur\u{AD}basierten Parser", "de"),
            ("Save the file", "บันทึก\u{200B}ไฟล์", "th"),
            ("Open the file", "فایل\u{200C}ها را باز کنید", "fa"),
            ("Family", "👨\u{200D}👩\u{200D}👧", "de"),
            ("Version 2", "الإصدار\u{200F} 2", "ar"),
            ("Tab\u{200B}Bar", "Tab\u{200B}Leiste", "de"),
        ])
    func invisibleDoesNotFire(source: String, translation: String, locale: String) throws {
        #expect(try Self.audit(.invisibleCharacter, source: source, translation, locale: locale).isEmpty)
    }

    @Test("escape-leak: Swift interpolation, a literal \\n or \\t, an escaped backslash shown as text")
    func escapeLeakFires() throws {
        #expect(
            try Self.audit(.escapeLeak, source: "Match %1$lld of %2$lld.", "\\(%2$lld)件中\\(%1$lld)件目", locale: "ja")
                == [
                    "ja key: Swift interpolation '\\(' shown as text; the source has none there"
                ])
        #expect(
            try Self.audit(.escapeLeak, source: "First line\nSecond line", "Erste Zeile\\nZweite Zeile") == [
                "de key: '\\n' written as text (two characters, not a line break); the source has none there"
            ])
        #expect(
            try Self.audit(.escapeLeak, source: "with backslash", "取消（\\\\）", locale: "zh-Hant") == [
                "zh-Hant key: a backslash escape shown as text; the source has none there"
            ])
        #expect(try Self.audit(.escapeLeak, source: "Name", "Name\\tWert").count == 1)
    }

    @Test(
        "escape-leak leaves alone what the source shows too and a backslash before plain text",
        arguments: [
            ("Use \\n for a new line", "Verwende \\n für eine neue Zeile"), ("C:\\Users", "C:\\Benutzer"),
            ("Backslash", "Backslash (\\)"), ("\\(name)", "\\(name)!"),
        ])
    func escapeLeakDoesNotFire(source: String, translation: String) throws {
        #expect(try Self.audit(.escapeLeak, source: source, translation).isEmpty)
    }

    @Test("ellipsis: '...' where the source has '…', and '...' in the source once (a note)")
    func ellipsisFires() throws {
        #expect(
            try Self.audit(.ellipsis, source: "Change…", "変更...", locale: "ja") == [
                "ja key: three periods '...' where the source has an ellipsis character '…'"
            ])
        let json = F.catalog([
            "button.rename": F.entry([
                "en": F.unit("Rename..."), "de": F.unit("Umbenennen..."), "fr": F.unit("Renommer…"),
            ])
        ])
        let diagnostics = try F.audit(json, rules: [.ellipsis])
        #expect(
            diagnostics.summary(.ellipsis) == [
                "en button.rename: three periods '...' where the HIG asks for an ellipsis character '…'"
            ])
        #expect(diagnostics.findings.allSatisfy { $0.severity == .note })
    }

    @Test(
        "ellipsis leaves alone '…' where the source has '...', a row of periods, and texts without",
        arguments: [
            ("Loading…", "Laden…"), ("Wait", "Warten..."), ("Table of contents ....", "Inhalt ...."), ("A.B.", "A.B."),
        ])
    func ellipsisDoesNotFire(source: String, translation: String) throws {
        #expect(try Self.audit(.ellipsis, source: source, translation).isEmpty)
    }

    @Test("The first pass finds what the byte-by-byte checks find, at every position and across word boundaries")
    func traitsAgreeWithBytes() {
        for length in 0..<20 {
            for position in 0..<max(length - 1, 1) where length >= 2 {
                for (pair, trait) in [
                    ([UInt8(0x20), 0x20], CharacterRules.Traits.doubleSpace), ([0x2E, 0x2E], .periods),
                ] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = pair[0]
                    bytes[position + 1] = pair[1]
                    let traits = bytes.withUnsafeBufferPointer { CharacterRules.traits($0) }
                    #expect(traits.contains(trait), "\(length) \(position)")
                }
            }
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(plain.withUnsafeBufferPointer { CharacterRules.traits($0) }.isEmpty)
            if length > 0 {
                var high = plain
                high[length - 1] = 0xC3
                #expect(high.withUnsafeBufferPointer { CharacterRules.traits($0) }.contains(.nonASCII))
                var slash = plain
                slash[length - 1] = 0x5C
                #expect(slash.withUnsafeBufferPointer { CharacterRules.traits($0) }.contains(.backslash))
                // A line feed anywhere, in the full words and in the last bytes of every length.
                for position in 0..<length {
                    var broken = plain
                    broken[position] = 0x0A
                    #expect(
                        broken.withUnsafeBufferPointer { CharacterRules.traits($0) } == .lineFeed,
                        "\(length) \(position)")
                }
            }
        }
    }
}
