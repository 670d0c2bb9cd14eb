/// Compares the Apple half of CICU (`ICUAppleDeclarations.h`) with the system ICU headers
/// and with what CICU.h and LocalizeKit use; each problem found is one readable line.
///
/// ```swift
/// let problems = ICUDeclarationCheck(apple: apple, system: system, wrappers: wrappers,
///                                    swiftNames: names, versionFloor: 59).problems
/// ```
struct ICUDeclarationCheck {
    let apple: CHeader
    let system: CHeader
    /// CICU.h: its `static inline` wrappers.
    let wrappers: CHeader
    /// Identifiers that LocalizeKit's files importing CICU use.
    let swiftNames: Set<String>
    /// CICU_ICU_VERSION_FLOOR.
    let versionFloor: Int?

    var problems: [String] {
        coverageProblems + functionProblems + enumProblems + typedefProblems + versionProblems
    }

    private var wrapperFunctions: [CFunction] {
        wrappers.functions.values.flatMap { $0 }.filter(\.isStaticInline).sorted { $0.name < $1.name }
    }

    /// Every name Apple's half declares.
    private var appleNames: Set<String> { apple.declaredNames }

    // MARK: What is used is declared

    private var coverageProblems: [String] {
        var problems: [String] = []
        var called: Set<String> = []
        for wrapper in wrapperFunctions {
            for name in wrapper.calledFunctions where !name.hasPrefix("cicu_") {
                called.insert(name)
                if apple.functions[name] == nil {
                    problems.append("\(wrapper.name) calls \(name), which ICUAppleDeclarations.h does not declare")
                }
            }
            for type in ([wrapper.returnType] + wrapper.parameters.map(\.type)).flatMap(\.namedTypes)
            where !appleNames.contains(type) {
                problems.append("\(wrapper.name) uses the type \(type), which ICUAppleDeclarations.h does not declare")
            }
        }
        let wrapperNames = Set(wrapperFunctions.map(\.name))
        for name in swiftNames.sorted() {
            if name.hasPrefix("cicu_") {
                if !wrapperNames.contains(name) {
                    problems.append("LocalizeKit calls \(name), which CICU.h does not define")
                }
            } else if system.declaredNames.contains(name), !appleNames.contains(name) {
                problems.append("LocalizeKit uses \(name), which ICUAppleDeclarations.h does not declare")
            }
        }
        for function in apple.functions.values.flatMap({ $0 }).sorted(by: { $0.name < $1.name }) {
            if !called.contains(function.name) {
                problems.append("ICUAppleDeclarations.h declares \(function.name), which no wrapper calls")
            }
            for type in ([function.returnType] + function.parameters.map(\.type)).flatMap(\.namedTypes)
            where !appleNames.contains(type) {
                problems.append("\(function.name) uses the type \(type), which ICUAppleDeclarations.h does not declare")
            }
        }
        return problems
    }

    // MARK: Declarations agree with ICU's

    private var functionProblems: [String] {
        var problems: [String] = []
        for (name, declarations) in apple.functions.sorted(by: { $0.key < $1.key }) {
            guard let mine = declarations.first else { continue }
            if declarations.count > 1 { problems.append("\(name) is declared \(declarations.count) times") }
            guard let theirs = system.functions[name], let icu = theirs.first else {
                let reason = system.unparsed[name].map { " (its prototype could not be read: \($0))" } ?? ""
                problems.append("\(name) is not declared in the system ICU headers\(reason)")
                continue
            }
            if Set(theirs.map(\.signature)).count > 1 {
                problems.append("\(name) has several prototypes in the system ICU headers")
                continue
            }
            if mine.returnType != icu.returnType {
                problems.append(
                    "\(name) returns \(mine.returnType); ICU's returns \(icu.returnType) (\(icu.file):\(icu.line))")
            }
            if mine.parameters.count != icu.parameters.count || mine.isVariadic != icu.isVariadic {
                problems.append(
                    "\(name) takes \(mine.parameters.count) parameters; ICU's takes \(icu.parameters.count)"
                        + " (\(icu.file):\(icu.line))")
                continue
            }
            for (index, (ours, icus)) in zip(mine.parameters, icu.parameters).enumerated() where ours.type != icus.type
            {
                problems.append(
                    "\(name) parameter \(index + 1) (\(ours.name ?? "unnamed")) is \(ours.type); ICU's is \(icus.type)"
                        + " (\(icu.file):\(icu.line))")
            }
        }
        return problems
    }

    private var enumProblems: [String] {
        var problems: [String] = []
        for mine in apple.enums {
            guard let name = mine.name else {
                problems.append("an enum at ICUAppleDeclarations.h:\(mine.line) has no name")
                continue
            }
            let candidates = system.enumNamed(name)
            guard candidates.count == 1, let icu = candidates.first else {
                problems.append("enum \(name) is declared \(candidates.count) times in the system ICU headers")
                continue
            }
            if mine.tag != icu.tag || mine.typedefName != icu.typedefName {
                problems.append(
                    "enum \(name) is declared with tag \(mine.tag ?? "none") and typedef \(mine.typedefName ?? "none");"
                        + " ICU's with tag \(icu.tag ?? "none") and typedef \(icu.typedefName ?? "none")")
            }
            if mine.hasNegativeValues != icu.hasNegativeValues {
                problems.append(
                    "enum \(name) is \(mine.hasNegativeValues ? "signed" : "unsigned") here but"
                        + " \(icu.hasNegativeValues ? "signed" : "unsigned") in ICU (a negative value decides)")
            }
            for enumerator in mine.enumerators {
                guard let match = icu.enumerators.first(where: { $0.name == enumerator.name }) else {
                    problems.append("\(enumerator.name) is not an enumerator of ICU's \(name)")
                    continue
                }
                guard let value = match.value else {
                    problems.append("\(enumerator.name): ICU's value could not be computed (\(icu.file))")
                    continue
                }
                if enumerator.value != value {
                    problems.append(
                        "\(enumerator.name) is \(enumerator.value.map(String.init) ?? "?") here; ICU's is \(value)")
                }
            }
        }
        return problems
    }

    private var typedefProblems: [String] {
        var problems: [String] = []
        for (name, declarations) in apple.typedefs.sorted(by: { $0.key < $1.key }) {
            guard let mine = declarations.first else { continue }
            guard let theirs = system.typedefs[name], !theirs.isEmpty else {
                problems.append("typedef \(name) is not declared in the system ICU headers")
                continue
            }
            switch mine.target {
            case .structure, .enumeration:
                if !theirs.contains(where: { $0.target == mine.target }) {
                    problems.append("typedef \(name) names \(mine.target); ICU's names \(theirs[0].target)")
                }
            case .type:
                // Alternatives come from undecidable #if branches (UChar's); one must agree,
                // and the compiler check (ICUCompilerCheckTests) settles which one C uses.
                if !theirs.contains(where: { $0.target == mine.target }) {
                    let alternatives = theirs.map(\.target.description).joined(separator: ", ")
                    problems.append("typedef \(name) is \(mine.target); ICU's is one of: \(alternatives)")
                }
            case .other(let text):
                problems.append("typedef \(name) (\(text)) cannot be compared")
            }
        }
        return problems
    }

    // MARK: The version floor

    /// The ICU version that introduced each Apple function, from ICU's doc comments.
    var introducedVersions: [String: Int] {
        var versions: [String: Int] = [:]
        for name in apple.functions.keys {
            if let comment = system.functions[name]?.first?.comment, let version = Self.introducedVersion(in: comment) {
                versions[name] = version
            }
        }
        return versions
    }

    private var versionProblems: [String] {
        var problems: [String] = []
        guard let versionFloor else { return ["CICU_ICU_VERSION_FLOOR is not defined"] }
        let versions = introducedVersions
        for name in apple.functions.keys.sorted() where system.functions[name] != nil {
            guard let version = versions[name] else {
                problems.append("\(name): ICU's doc comment has no @stable/@draft/@internal ICU version")
                continue
            }
            if version > versionFloor {
                problems.append("\(name) came with ICU \(version), after CICU_ICU_VERSION_FLOOR \(versionFloor)")
            }
        }
        for enumerator in apple.enums.flatMap(\.enumerators) {
            guard let comment = system.enumerators[enumerator.name]?.first?.enumerator.comment,
                let version = Self.introducedVersion(in: comment), version > versionFloor
            else { continue }
            problems.append("\(enumerator.name) came with ICU \(version), after CICU_ICU_VERSION_FLOOR \(versionFloor)")
        }
        if let newest = versions.values.max(), newest < versionFloor {
            problems.append(
                "CICU_ICU_VERSION_FLOOR is \(versionFloor) but the newest function used came with ICU \(newest)")
        }
        return problems
    }

    /// The major version in `@stable ICU 4.8`, `@draft ICU 72` or `@internal ICU 59 …`.
    static func introducedVersion(in comment: String) -> Int? {
        for tag in ["@stable ICU ", "@draft ICU ", "@internal ICU "] {
            guard let range = comment.range(of: tag) else { continue }
            let digits = comment[range.upperBound...].prefix { $0.isNumber }
            if let version = Int(digits) { return version }
        }
        return nil
    }
}
