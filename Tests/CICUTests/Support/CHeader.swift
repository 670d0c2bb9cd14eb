/// The declarations of one or more C headers, by name.
///
/// A name can have several entries when the header declares it in branches of an
/// undecidable `#if` (see `CTokenizer`), or twice: callers decide what that means.
struct CHeader {
    private(set) var functions: [String: [CFunction]] = [:]
    private(set) var enums: [CEnum] = []
    private(set) var typedefs: [String: [CTypedef]] = [:]
    /// Every enumerator by name, with the enum it belongs to (an index into `enums`).
    private(set) var enumerators: [String: [(enumerator: CEnumerator, enumIndex: Int)]] = [:]
    /// `#define` values of kept blocks.
    private(set) var defines: [String: String] = [:]
    /// `#include` targets of kept blocks, in order.
    private(set) var includes: [String] = []
    /// Declarations seen but not taken apart, by name, with the reason (function pointer
    /// parameters, for instance). A check that needs one of them fails instead of guessing.
    private(set) var unparsed: [String: String] = [:]
    /// The files parsed, in order.
    private(set) var files: [String] = []

    /// Every name the headers declare: functions, typedefs, enum tags and enumerators.
    var declaredNames: Set<String> {
        var names = Set(functions.keys).union(typedefs.keys).union(enumerators.keys)
        for declaration in enums { if let tag = declaration.tag { names.insert(tag) } }
        return names
    }

    mutating func add(_ function: CFunction) { functions[function.name, default: []].append(function) }

    mutating func add(_ typedef: CTypedef) { typedefs[typedef.name, default: []].append(typedef) }

    mutating func add(_ declaration: CEnum) {
        enums.append(declaration)
        for enumerator in declaration.enumerators {
            enumerators[enumerator.name, default: []].append((enumerator, enums.count - 1))
        }
    }

    mutating func addUnparsed(_ name: String, reason: String) { unparsed[name] = reason }

    mutating func addFile(_ file: String, defines: [String: String], includes: [String]) {
        files.append(file)
        self.defines.merge(defines) { _, new in new }
        self.includes.append(contentsOf: includes)
    }

    /// The value of an enumerator declared so far, if it has exactly one computed value.
    func value(of enumerator: String) -> Int? {
        let values = Set((enumerators[enumerator] ?? []).compactMap(\.enumerator.value))
        return values.count == 1 ? values.first : nil
    }

    /// The enum C code calls `name` (its typedef or its tag), when exactly one has it.
    func enumNamed(_ name: String) -> [CEnum] {
        var found = enums.filter { $0.typedefName == name || ($0.typedefName == nil && $0.tag == name) }
        if found.isEmpty, let alias = typedefs[name]?.first, case .enumeration(let tag?) = alias.target {
            found = enums.filter { $0.tag == tag }
        }
        return found
    }
}
