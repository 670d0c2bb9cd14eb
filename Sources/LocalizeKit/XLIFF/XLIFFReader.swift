/// Reads XLIFF 1.2 documents: Xcode's, and those translation tools give back.
///
/// It reads `<xliff>`, its `<file>` elements (`original`, `source-language`,
/// `target-language`, `datatype`, the `<header>`'s `<tool>`), their `<body>` and the
/// `<trans-unit>` elements in it, inside `<group>` elements too, with `<source>`,
/// `<target>` and its `state`, `<note>` and `translate`. Elements it does not use
/// (`alt-trans`, `context-group`, `bin-unit`, extensions) are skipped, and namespace
/// prefixes are ignored, so `<x:trans-unit>` is a `<trans-unit>`. Markup inside
/// `<source>` or `<target>` (`<g>`, `<x/>`) is an error: Xcode's units hold text only.
///
/// The XML is read by `XMLScanner`: UTF-8 or UTF-16 with a byte order mark, the
/// predefined entities and character references, CDATA and comments; entities a DOCTYPE
/// declares are never expanded and nothing is fetched. Elements nest at most
/// `maximumDepth` deep. Errors are `ParseError`s with the line and column.
///
/// ```swift
/// let document = try XLIFFReader.read(contentsOfFile: "de.xliff")
/// document.files.first?.targetLanguage   // "de"
/// ```
public enum XLIFFReader {
    /// Elements nest at most this deep; real files nest five or six levels.
    public static let maximumDepth = 64

    /// Reads a document from bytes; `file` names it in errors and locations.
    public static func read(_ bytes: [UInt8], file: String? = nil) throws(ParseError) -> XLIFFDocument {
        var parser = Parser(scanner: XMLScanner(try SourceText.unicode(bytes, file: file)))
        return try parser.document()
    }

    /// Reads a document from a file; throws `FileError` when it cannot be read, `ParseError` when malformed.
    public static func read(contentsOfFile path: String) throws -> XLIFFDocument {
        try read(try FileInput.readAll(path: path), file: path)
    }

    private struct Parser {
        var scanner: XMLScanner

        mutating func document() throws(ParseError) -> XLIFFDocument {
            try scanner.skipMisc()
            guard !scanner.isAtEnd else { throw scanner.error("expected <xliff>, found the end of the file") }
            let root = try scanner.readStartTag()
            guard XMLScanner.localName(root.name) == "xliff" else {
                throw scanner.error("expected <xliff>, found <\(root.name)>", at: root.start)
            }
            if let version = root[attribute: "version"], !version.hasPrefix("1.") {
                throw scanner.error("XLIFF \(version) is not supported (only 1.2, as Xcode writes)", at: root.start)
            }
            var files: [XLIFFFile] = []
            try children(of: root, depth: 1) { parser, child throws(ParseError) in
                if XMLScanner.localName(child.name) == "file" {
                    files.append(try parser.file(child, depth: 2))
                } else {
                    try parser.scanner.skipElement(child, depth: 2, maximumDepth: maximumDepth)
                }
            }
            try scanner.skipMisc()
            guard scanner.isAtEnd else { throw scanner.error("unexpected content after </\(root.name)>") }
            return XLIFFDocument(files: files)
        }

        /// Calls `body` for each child element of `tag` until its end tag.
        mutating func children(
            of tag: XMLScanner.Tag, depth: Int,
            _ body: (inout Parser, XMLScanner.Tag) throws(ParseError) -> Void
        ) throws(ParseError) {
            if tag.isEmpty { return }
            guard depth < maximumDepth else {
                throw scanner.error("<\(tag.name)> nested more than \(maximumDepth) levels deep", at: tag.start)
            }
            while true {
                try scanner.skipCharacterData()
                guard !scanner.isAtEnd else { throw scanner.error("unterminated <\(tag.name)>", at: tag.start) }
                if scanner.atEndTag {
                    try scanner.readEndTag(tag.name)
                    return
                }
                let child = try scanner.readStartTag()
                try body(&self, child)
            }
        }

        mutating func file(_ tag: XMLScanner.Tag, depth: Int) throws(ParseError) -> XLIFFFile {
            let location = scanner.location(at: tag.start)
            guard let original = tag[attribute: "original"] else {
                throw scanner.error("<file> without an 'original' attribute", at: tag.start)
            }
            guard let sourceLanguage = tag[attribute: "source-language"] else {
                throw scanner.error("<file> without a 'source-language' attribute", at: tag.start)
            }
            var file = XLIFFFile(
                original: original, sourceLanguage: sourceLanguage, targetLanguage: tag[attribute: "target-language"],
                datatype: tag[attribute: "datatype"] ?? "plaintext")
            file.sourceLocation = location
            try children(of: tag, depth: depth) { parser, child throws(ParseError) in
                switch XMLScanner.localName(child.name) {
                case "header":
                    try parser.children(of: child, depth: depth + 1) { parser, item throws(ParseError) in
                        if XMLScanner.localName(item.name) == "tool", file.tool == nil {
                            file.tool = XLIFFTool(
                                id: item[attribute: "tool-id"] ?? "", name: item[attribute: "tool-name"] ?? "",
                                version: item[attribute: "tool-version"], buildNumber: item[attribute: "build-num"])
                        }
                        try parser.scanner.skipElement(item, depth: depth + 2, maximumDepth: maximumDepth)
                    }
                case "body":
                    try parser.units(in: child, depth: depth + 1, into: &file.units)
                default:
                    try parser.scanner.skipElement(child, depth: depth + 1, maximumDepth: maximumDepth)
                }
            }
            return file
        }

        /// Reads the units of a `<body>` or `<group>`, in order.
        mutating func units(in tag: XMLScanner.Tag, depth: Int, into units: inout [XLIFFUnit]) throws(ParseError) {
            try children(of: tag, depth: depth) { parser, child throws(ParseError) in
                switch XMLScanner.localName(child.name) {
                case "trans-unit": units.append(try parser.unit(child, depth: depth + 1))
                case "group": try parser.units(in: child, depth: depth + 1, into: &units)
                default: try parser.scanner.skipElement(child, depth: depth + 1, maximumDepth: maximumDepth)
                }
            }
        }

        mutating func unit(_ tag: XMLScanner.Tag, depth: Int) throws(ParseError) -> XLIFFUnit {
            let location = scanner.location(at: tag.start)
            guard let id = tag[attribute: "id"] else {
                throw scanner.error("<trans-unit> without an 'id' attribute", at: tag.start)
            }
            var source: String?
            var unit = XLIFFUnit(id: id, source: "")
            let translate = tag[attribute: "translate"]
            unit.isTranslatable = translate != "no" && translate != "false"
            var notes: [String] = []
            try children(of: tag, depth: depth) { parser, child throws(ParseError) in
                switch XMLScanner.localName(child.name) {
                case "source" where source == nil:
                    source = try parser.scanner.readText(closing: child)
                case "target" where unit.target == nil:
                    unit.state = child[attribute: "state"]
                    unit.target = try parser.scanner.readText(closing: child)
                case "note":
                    notes.append(try parser.scanner.readText(closing: child))
                case "source", "target":
                    throw parser.scanner.error(
                        "<trans-unit id=\"\(id)\"> has a second <\(child.name)>", at: child.start)
                default:
                    try parser.scanner.skipElement(child, depth: depth + 1, maximumDepth: maximumDepth)
                }
            }
            guard let source else { throw scanner.error("<trans-unit id=\"\(id)\"> without <source>", at: tag.start) }
            unit.source = source
            unit.note = notes.isEmpty ? nil : notes.joined(separator: "\n")
            unit.sourceLocation = location
            return unit
        }
    }
}
