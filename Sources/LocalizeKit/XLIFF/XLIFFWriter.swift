/// Writes XLIFF 1.2 as Xcode's "Export Localizations" does: the same XML declaration
/// and `<xliff>` element with its namespaces and schema location, two-space indentation,
/// `<file original=… source-language=… target-language=… datatype=…>`, a `<header>`
/// with the `<tool>`, and `<trans-unit id=… xml:space="preserve">` elements holding
/// `<source>`, `<target state=…>` and `<note>` (`<note/>` when there is no comment),
/// ending with a line break.
///
/// Text escapes `&`, `<` and `>`; attributes also escape `"`, and line breaks and tabs
/// as character references so that they survive a reader's attribute normalization.
/// A carriage return is written `&#13;` everywhere, as a reader would otherwise turn it
/// into a line feed. XML 1.0 cannot carry other control characters:
/// `XLIFFWriter.unwritableCharacter(in:)` finds them, and `XLIFFExporter` refuses such
/// strings before they get here.
///
/// ```swift
/// let bytes = XLIFFWriter.write(document)
/// try AtomicFile.write(bytes, to: "de.xliff")
/// ```
public enum XLIFFWriter {
    /// The XML declaration and the opening `<xliff>` element Xcode writes.
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" \
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
        xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
        http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

        """

    /// The document as UTF-8.
    public static func write(_ document: XLIFFDocument) -> [UInt8] {
        var output = header
        for file in document.files { write(file, into: &output) }
        output += "</xliff>\n"
        return Array(output.utf8)
    }

    /// The first character of `text` that XML 1.0 cannot carry (a control character other
    /// than tab, line feed and carriage return, or U+FFFE / U+FFFF), if any.
    public static func unwritableCharacter(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || value == 0xFFFE
                || value == 0xFFFF
        }
    }

    private static func write(_ file: XLIFFFile, into output: inout String) {
        output +=
            "  <file original=\"" + XMLEscaping.attribute(file.original) + "\" source-language=\""
            + XMLEscaping.attribute(file.sourceLanguage) + "\""
        if let target = file.targetLanguage { output += " target-language=\"" + XMLEscaping.attribute(target) + "\"" }
        output += " datatype=\"" + XMLEscaping.attribute(file.datatype) + "\">\n"
        if let tool = file.tool {
            output +=
                "    <header>\n      <tool tool-id=\"" + XMLEscaping.attribute(tool.id) + "\" tool-name=\""
                + XMLEscaping.attribute(tool.name) + "\""
            if let version = tool.version { output += " tool-version=\"" + XMLEscaping.attribute(version) + "\"" }
            if let build = tool.buildNumber { output += " build-num=\"" + XMLEscaping.attribute(build) + "\"" }
            output += "/>\n    </header>\n"
        }
        output += "    <body>\n"
        for unit in file.units { write(unit, into: &output) }
        output += "    </body>\n  </file>\n"
    }

    private static func write(_ unit: XLIFFUnit, into output: inout String) {
        output += "      <trans-unit id=\"" + XMLEscaping.attribute(unit.id) + "\""
        if !unit.isTranslatable { output += " translate=\"no\"" }
        output += " xml:space=\"preserve\">\n"
        element("source", unit.source, into: &output)
        if let target = unit.target {
            element(
                "target", target, attributes: unit.state.map { " state=\"" + XMLEscaping.attribute($0) + "\"" } ?? "",
                into: &output
            )
        }
        element("note", unit.note ?? "", into: &output)
        output += "      </trans-unit>\n"
    }

    private static func element(_ name: String, _ content: String, attributes: String = "", into output: inout String) {
        output += "        <" + name + attributes
        if content.isEmpty {
            output += "/>\n"
        } else {
            output += ">" + XMLEscaping.text(content) + "</" + name + ">\n"
        }
    }
}
