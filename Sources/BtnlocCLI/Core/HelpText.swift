/// A command's help text read back into its parts, so that `--help`, the
/// manual page, shell completions and "did you mean" all come from one text.
///
/// Help texts follow one layout: sections start with a capitalized title and
/// a colon at the start of a line (`OVERVIEW: …`, `USAGE: …`, `OPTIONS:`),
/// the overview's first line is the summary and the lines up to the next
/// section its description; an entry of `OPTIONS` or `ARGUMENTS` starts with
/// two spaces and its names (`-o, --output <path>`), then at least two spaces
/// and its description, which continues on more deeply indented lines.
///
/// ```swift
/// let help = HelpText(ConvertCommand.help)
/// help.summary                         // "Convert between a String Catalog and …"
/// help.options.first?.names            // ["-o", "--output"]
/// help.options.first?.valueName        // "path"
/// help.section("EXIT STATUS")?.lines   // ["  0 success, 64 usage error, …"]
/// ```
public struct HelpText: Sendable {
    /// A titled part of the text.
    public struct Section: Sendable {
        /// The title without its colon (`OPTIONS`, `EXIT STATUS`).
        public var title: String
        /// The lines that follow the title, as written; text on the title's own
        /// line comes first, without its leading space.
        public var lines: [String]
    }

    /// An entry of `OPTIONS` or `ARGUMENTS`.
    public struct Entry: Sendable {
        /// The option's names (`-o`, `--output`), or the argument's (`<input>`).
        public var names: [String]
        /// The value placeholder without brackets (`path` for `<path>`), or `nil` for a flag.
        public var valueName: String?
        /// The description, its lines joined by spaces.
        public var summary: String
        /// The description's lines as written, without their indentation.
        public var summaryLines: [String]
        /// The names and placeholder as written (`-o, --output <path>`).
        public var spelling: String
    }

    /// The sections in order.
    public let sections: [Section]

    /// Parses a help text.
    ///
    /// Lines and titles are found in the UTF-8 bytes (line feeds, colons and capitals are
    /// ASCII), not character by character: every `btnloc` command reads its help text to know
    /// its options, and a walk by grapheme cost more than reading a small catalog.
    public init(_ text: String) {
        var sections: [Section] = []
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = String(Substring(bytes))
            if let (title, rest) = Self.sectionTitle(line) {
                sections.append(Section(title: title, lines: rest.isEmpty ? [] : [rest]))
            } else if !sections.isEmpty {
                sections[sections.count - 1].lines.append(line)
            }
        }
        for index in sections.indices {
            while sections[index].lines.last?.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) == true {
                sections[index].lines.removeLast()
            }
        }
        self.sections = sections
    }

    /// The section with that title.
    public func section(_ title: String) -> Section? {
        sections.first { $0.title == title }
    }

    /// The one-line summary (the overview's first line).
    public var summary: String {
        section("OVERVIEW")?.lines.first ?? ""
    }

    /// The description's paragraphs, each one string, after the summary.
    public var descriptionParagraphs: [String] {
        Self.paragraphs(Array((section("OVERVIEW")?.lines ?? []).dropFirst()))
    }

    /// The usage lines, without `USAGE:` (continuation lines trimmed).
    public var usage: [String] {
        guard let lines = section("USAGE")?.lines else { return [] }
        var result: [String] = []
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            guard !trimmed.isEmpty else { continue }
            // A continuation is indented under the command; a new form starts with `btnloc`.
            if trimmed.hasPrefix("btnloc ") || result.isEmpty {
                result.append(String(trimmed))
            } else {
                result[result.count - 1] += " " + trimmed
            }
        }
        return result
    }

    /// The entries of `OPTIONS`.
    public var options: [Entry] { entries(of: "OPTIONS") }

    /// The entries of `ARGUMENTS`.
    public var arguments: [Entry] { entries(of: "ARGUMENTS") }

    /// Every option name documented in `OPTIONS`.
    public var optionNames: [String] { options.flatMap(\.names) }

    /// The entries of a section laid out as options or arguments.
    public func entries(of title: String) -> [Entry] {
        guard let lines = section(title)?.lines else { return [] }
        var entries: [Entry] = []
        for line in lines {
            let indent = line.utf8.prefix { $0 == UInt8(ascii: " ") }.count
            let body = Substring(line.utf8.dropFirst(indent))
            if body.isEmpty { continue }
            if indent == 2 {
                let (spelling, summary) = Self.splitAtGap(String(body))
                let (names, valueName) = Self.names(in: spelling)
                entries.append(
                    Entry(
                        names: names, valueName: valueName, summary: summary,
                        summaryLines: summary.isEmpty ? [] : [summary], spelling: spelling))
            } else if !entries.isEmpty {
                let joined = entries[entries.count - 1].summary
                entries[entries.count - 1].summary = joined.isEmpty ? String(body) : joined + " " + body
                entries[entries.count - 1].summaryLines.append(String(body))
            }
        }
        return entries
    }

    /// The lines of a section as paragraphs: runs of non-blank lines joined by spaces.
    public static func paragraphs(_ lines: [String]) -> [String] {
        var result: [String] = []
        var current: [Substring] = []
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty {
                if !current.isEmpty { result.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(trimmed)
            }
        }
        if !current.isEmpty { result.append(current.joined(separator: " ")) }
        return result
    }

    /// `OPTIONS:` → ("OPTIONS", ""); `USAGE: btnloc x` → ("USAGE", "btnloc x"); other lines → nil.
    private static func sectionTitle(_ line: String) -> (String, String)? {
        let bytes = line.utf8
        func isCapital(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        guard let first = bytes.first, isCapital(first), let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else {
            return nil
        }
        let title = bytes[..<colon]
        guard title.allSatisfy({ isCapital($0) || $0 == UInt8(ascii: " ") }), title.last != UInt8(ascii: " ") else {
            return nil
        }
        let rest = bytes[bytes.index(after: colon)...].drop { $0 == UInt8(ascii: " ") }
        return (String(Substring(title)), String(Substring(rest)))
    }

    /// Splits `--format <f>   text or json` at the first run of two or more spaces.
    private static func splitAtGap(_ text: String) -> (String, String) {
        let bytes = text.utf8
        let space = UInt8(ascii: " ")
        // A space whose next byte is a space too.
        guard let gap = zip(bytes.indices, bytes.dropFirst()).first(where: { bytes[$0] == space && $1 == space })?.0
        else { return (text, "") }
        return (String(Substring(bytes[..<gap])), String(Substring(bytes[gap...].drop { $0 == space })))
    }

    /// The names and value placeholder of `-o, --output <path>` or `<input>...`.
    private static func names(in spelling: String) -> ([String], String?) {
        var names: [String] = []
        var valueName: String?
        for part in spelling.split(separator: ",").map({ $0.drop { $0 == " " } }) {
            let words = part.split(separator: " ")
            guard let first = words.first else { continue }
            if first.hasPrefix("-") {
                names.append(String(first))
                if let value = words.dropFirst().first { valueName = placeholder(value) }
            } else {
                names.append(String(first))
            }
        }
        return (names, valueName)
    }

    /// `<path>` → `path`; `text|json` stays as written.
    private static func placeholder(_ word: Substring) -> String {
        var value = word
        if value.hasPrefix("<") { value = value.dropFirst() }
        if value.hasSuffix(">") { value = value.dropLast() }
        return String(value)
    }
}
