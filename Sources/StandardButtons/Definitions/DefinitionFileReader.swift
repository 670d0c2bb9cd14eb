import LocalizeKit

/// Reads the JSON of a definitions file (``ButtonDefinitionFile``), checking every
/// member: each error names the line and column of the member it is about.
struct DefinitionFileReader {
    let file: String?

    private static let topLevelMembers: Set<String> = ["version", "sourceLanguage", "definitions"]
    private static let definitionMembers: Set<String> = [
        "identifier", "symbol", "titleKey", "countedTitleKey", "accessibilityHintKey", "helpTextKey", "role",
        "shortcut", "category", "flipsForRightToLeft", "titles", "countedTitles", "accessibilityHints", "helpTexts",
    ]

    /// Where an error is reported: a member of an object, or the first line.
    private func location(_ member: JSONObject.Member?) -> SourceLocation {
        SourceLocation(file: file, line: max(member?.line ?? 1, 1), column: max(member?.column ?? 1, 1))
    }

    private func error(_ message: String, at member: JSONObject.Member?) -> ParseError {
        ParseError(message, at: location(member))
    }

    func read(_ value: JSONValue) throws(ParseError) -> ButtonDefinitionFile {
        guard let root = value.object else { throw error("a definitions file is a JSON object", at: nil) }
        let members = try uniqueMembers(of: root, allowed: Self.topLevelMembers, in: "the file")
        guard let version = members["version"] else {
            throw error(
                "missing \"version\" (this release reads version \(ButtonDefinitionFile.formatVersion))", at: root.first
            )
        }
        guard let number = version.value.number else {
            throw error(
                "\"version\" must be a number (this release reads version \(ButtonDefinitionFile.formatVersion))",
                at: version)
        }
        guard number == String(ButtonDefinitionFile.formatVersion) else {
            throw error(
                "unsupported version \(number): this release reads version \(ButtonDefinitionFile.formatVersion)",
                at: version)
        }
        var sourceLanguage = "en"
        if let member = members["sourceLanguage"] {
            sourceLanguage = try language(try string(member), at: member)
        }
        guard let list = members["definitions"] else { throw error("missing \"definitions\"", at: root.first) }
        guard let elements = list.value.array else { throw error("\"definitions\" must be an array", at: list) }

        var result = ButtonDefinitionFile(definitions: [], sourceLanguage: sourceLanguage)
        for (index, element) in elements.enumerated() {
            guard let object = element.object, let first = object.first else {
                throw error("definition \(index + 1) must be an object with members", at: list)
            }
            let definition = try readDefinition(object, number: index + 1, into: &result.values)
            if let earlier = result.locations[definition.identifier] {
                throw error(
                    "duplicate identifier '\(definition.identifier)' (first defined at \(earlier.line):\(earlier.column))",
                    at: object.first { $0.key == "identifier" })
            }
            result.locations[definition.identifier] = location(first)
            result.definitions.append(definition)
        }
        return result
    }

    private func readDefinition(
        _ object: JSONObject, number: Int, into values: inout [String: [String: LocalizedValue]]
    ) throws(ParseError) -> StandardType {
        let members = try uniqueMembers(of: object, allowed: Self.definitionMembers, in: "a definition")
        guard let identifierMember = members["identifier"] else {
            throw error("definition \(number) has no \"identifier\"", at: object.first)
        }
        let identifier = try string(identifierMember)
        guard !identifier.isEmpty, identifier.unicodeScalars.allSatisfy(Self.isIdentifierCharacter) else {
            throw error(
                "identifier '\(identifier)' may hold only letters, digits, '.', '_' and '-'", at: identifierMember)
        }
        if StandardType(identifier: identifier) != nil {
            throw error(
                "'\(identifier)' is a built-in type; give the definition an identifier of its own", at: identifierMember
            )
        }
        guard let symbolMember = members["symbol"] else {
            throw error("definition '\(identifier)' has no \"symbol\"", at: object.first)
        }
        var definition = StandardType(
            identifier, titleKey: try members["titleKey"].map(key), symbolName: try nonEmpty(symbolMember))
        if let member = members["role"], member.value != .null {
            guard let role = StandardRole(rawValue: try string(member)) else {
                throw error("\"role\" must be cancel, destructive, close, confirm or null", at: member)
            }
            definition.role = role
        }
        if let member = members["category"] {
            guard let category = StandardCategory(rawValue: try string(member)) else {
                let names = StandardCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw error("\"category\" must be one of \(names)", at: member)
            }
            definition.category = category
        }
        if let member = members["flipsForRightToLeft"] {
            guard let flag = member.value.bool else {
                throw error("\"flipsForRightToLeft\" must be true or false", at: member)
            }
            definition.flipsSymbolForRightToLeft = flag
        }
        if let member = members["shortcut"], member.value != .null {
            definition.keyboardShortcut = try shortcut(member)
        }
        definition.countedTitleKey = try members["countedTitleKey"].map(key)
        definition.accessibilityHintKey = try members["accessibilityHintKey"].map(key)
        definition.helpTextKey = try members["helpTextKey"].map(key)

        if let member = members["titles"] {
            for (language, text) in try texts(member) {
                values[language, default: [:]][definition.titleKey] = .text(text)
            }
        }
        if let member = members["countedTitles"] {
            let key = definition.countedTitleKey ?? definition.titleKey + ".Count"
            definition.countedTitleKey = key
            for (language, forms) in try pluralForms(member) {
                values[language, default: [:]][key] = ButtonTitleSource.countedValue(forms)
            }
        }
        if let member = members["accessibilityHints"] {
            let key = definition.accessibilityHintKey ?? definition.titleKey + ".Hint"
            definition.accessibilityHintKey = key
            for (language, text) in try texts(member) { values[language, default: [:]][key] = .text(text) }
        }
        if let member = members["helpTexts"] {
            let key = definition.helpTextKey ?? definition.titleKey + ".Help"
            definition.helpTextKey = key
            for (language, text) in try texts(member) { values[language, default: [:]][key] = .text(text) }
        }
        return definition
    }

    // MARK: Values

    /// The members of an object by key; an unknown or repeated member is an error.
    private func uniqueMembers(
        of object: JSONObject, allowed: Set<String>, in place: String
    ) throws(ParseError) -> [String: JSONObject.Member] {
        var members: [String: JSONObject.Member] = [:]
        for member in object.members {
            guard allowed.contains(member.key) else {
                throw error("unknown member \"\(member.key)\" in \(place)", at: member)
            }
            guard members[member.key] == nil else { throw error("duplicate member \"\(member.key)\"", at: member) }
            members[member.key] = member
        }
        return members
    }

    private func string(_ member: JSONObject.Member) throws(ParseError) -> String {
        guard let text = member.value.string else { throw error("\"\(member.key)\" must be a string", at: member) }
        return text
    }

    private func nonEmpty(_ member: JSONObject.Member) throws(ParseError) -> String {
        let text = try string(member)
        guard !text.isEmpty else { throw error("\"\(member.key)\" must not be empty", at: member) }
        return text
    }

    private func key(_ member: JSONObject.Member) throws(ParseError) -> String { try nonEmpty(member) }

    private func language(_ name: String, at member: JSONObject.Member) throws(ParseError) -> String {
        guard CatalogLanguageFit.canonicalName(of: name) != nil else {
            throw error("'\(name)' is not a locale identifier", at: member)
        }
        return name
    }

    /// `{ "en" : "Archive", "de" : "Archivieren" }`: language → text, in file order.
    private func texts(_ member: JSONObject.Member) throws(ParseError) -> [(String, String)] {
        guard let object = member.value.object else {
            throw error("\"\(member.key)\" must be an object of language → text", at: member)
        }
        var result: [(String, String)] = []
        for entry in try uniqueLanguages(object) {
            result.append((try language(entry.key, at: entry), try nonEmpty(entry)))
        }
        return result
    }

    /// `{ "en" : { "one" : "…", "other" : "…" } }`: language → plural forms.
    private func pluralForms(_ member: JSONObject.Member) throws(ParseError) -> [(String, [PluralCategory: String])] {
        guard let object = member.value.object else {
            throw error("\"\(member.key)\" must be an object of language → plural forms", at: member)
        }
        var result: [(String, [PluralCategory: String])] = []
        for entry in try uniqueLanguages(object) {
            let language = try language(entry.key, at: entry)
            guard let formsObject = entry.value.object else {
                throw error("the counted titles of '\(language)' must be an object of category → text", at: entry)
            }
            var forms: [PluralCategory: String] = [:]
            for form in try uniqueLanguages(formsObject) {
                guard let category = PluralCategory(rawValue: form.key) else {
                    throw error("'\(form.key)' is no plural category (zero, one, two, few, many, other)", at: form)
                }
                forms[category] = try nonEmpty(form)
            }
            guard forms[.other] != nil else {
                throw error("the counted titles of '\(language)' need an \"other\" form", at: entry)
            }
            result.append((language, forms))
        }
        return result
    }

    /// The members of an object whose keys are data (languages, categories): repeats are errors.
    private func uniqueLanguages(_ object: JSONObject) throws(ParseError) -> [JSONObject.Member] {
        var seen = Set<String>()
        for member in object.members where !seen.insert(member.key).inserted {
            throw error("duplicate member \"\(member.key)\"", at: member)
        }
        return object.members
    }

    /// `{ "key" : "e", "modifiers" : ["command", "shift"] }`.
    private func shortcut(_ member: JSONObject.Member) throws(ParseError) -> StandardShortcut {
        guard let object = member.value.object else {
            throw error("\"shortcut\" must be an object with \"key\" and \"modifiers\", or null", at: member)
        }
        let members = try uniqueMembers(of: object, allowed: ["key", "modifiers"], in: "a shortcut")
        guard let keyMember = members["key"] else { throw error("the shortcut has no \"key\"", at: member) }
        let name = try string(keyMember)
        let key: StandardShortcut.Key
        switch name {
        case "return": key = .return
        case "escape": key = .escape
        case "delete": key = .delete
        case "tab": key = .tab
        case "space": key = .space
        default:
            guard name.count == 1, let character = name.lowercased().first else {
                throw error(
                    "a shortcut's \"key\" is one character or return, escape, delete, tab, space", at: keyMember)
            }
            key = .character(character)
        }
        var modifiers: StandardShortcut.Modifiers = []
        if let modifiersMember = members["modifiers"] {
            guard let names = modifiersMember.value.array else {
                throw error("\"modifiers\" must be an array of command, shift, option, control", at: modifiersMember)
            }
            for value in names {
                switch value.string {
                case "command": modifiers.insert(.command)
                case "shift": modifiers.insert(.shift)
                case "option": modifiers.insert(.option)
                case "control": modifiers.insert(.control)
                default:
                    throw error(
                        "\"modifiers\" must be an array of command, shift, option, control", at: modifiersMember)
                }
            }
        }
        return StandardShortcut(key, modifiers: modifiers)
    }

    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
    }
}
