/// Escapes text for XML and HTML written between tags or in a double-quoted attribute,
/// the way Xcode's XLIFF files do: `&`, `<`, `>` and carriage returns always; `"`,
/// line feeds and tabs also in attributes (where a parser would otherwise turn them
/// into spaces). Apostrophes stay as they are: every attribute is written in double
/// quotes.
///
/// ```swift
/// XMLEscaping.text("a < b & c")        // "a &lt; b &amp; c"
/// XMLEscaping.attribute("say \"hi\"")  // "say &quot;hi&quot;"
/// ```
enum XMLEscaping {
    /// Escapes character data.
    static func text(_ value: String) -> String {
        escaped(value, inAttribute: false)
    }

    /// Escapes an attribute value written between double quotes.
    static func attribute(_ value: String) -> String {
        escaped(value, inAttribute: true)
    }

    private static func escaped(_ value: String, inAttribute: Bool) -> String {
        guard value.utf8.contains(where: { needsEscape($0, inAttribute: inAttribute) }) else { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ byte: UInt8, inAttribute: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0x0D: true
        case UInt8(ascii: "\""), 0x0A, 0x09: inAttribute
        default: false
        }
    }
}
