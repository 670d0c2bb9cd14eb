/// Reads `.strings` files: UTF-8 (with or without a byte order mark) or UTF-16 (with a
/// byte order mark, or without one when the file starts with an ASCII character).
///
/// The syntax is Apple's: `"key" = "value";` entries, keys and values quoted (`"` or `'`)
/// or unquoted (ASCII letters, digits and `_ . - $ : /`), the shorthand `"key";` for a
/// value equal to its key, `/* */` and `//` comments, and the escapes `\" \' \\ \/ \n \t \r
/// \a \b \f \v`, octal escapes of one to three digits (a code point: `\351` is `é`) and
/// `\U00E9` / `\u00E9` (one to four hex digits; two in a row make a surrogate pair).
/// Any other escaped character stands for itself, as in CoreFoundation's parser, which
/// Apple's loader uses (`\Č` is `Č`); the table lists each such escape in
/// ``StringsTable/unknownEscapes``, and the audit reports it.
///
/// The comment just above an entry (with no blank line between them) becomes the entry's
/// comment; consecutive `//` lines are joined with newlines. A comment on the same line as
/// the end of an entry, or separated from the next entry by a blank line, belongs to no entry.
///
/// ```swift
/// let table = try StringsFileReader.read(#"/* Title */ "done" = "Fertig";"#, file: "de.strings")
/// table["done"]   // "Fertig"
/// do { _ = try StringsFileReader.read("\"a\" = \"b\"", file: "x.strings") }
/// catch { print(error) }   // x.strings:1:10: error: expected ';' after the value
/// ```
public enum StringsFileReader {
    /// Reads a `.strings` file's bytes, detecting the encoding.
    public static func read(_ bytes: some Collection<UInt8>, file: String? = nil) throws(ParseError) -> StringsTable {
        var parser = StringsFileParser(text: try SourceText.unicode(bytes, file: file))
        return try parser.parse()
    }

    /// Reads `.strings` text.
    public static func read(_ text: String, file: String? = nil) throws(ParseError) -> StringsTable {
        var parser = StringsFileParser(text: SourceText(text, file: file))
        return try parser.parse()
    }
}
