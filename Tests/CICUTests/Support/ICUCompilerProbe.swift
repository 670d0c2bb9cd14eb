/// C source that makes the compiler compare ICUAppleDeclarations.h with the system ICU
/// headers: after the real headers, it redeclares each Apple prototype (ICU's macros
/// rename it to the suffixed function, so C requires the two to be compatible), and
/// asserts each constant's value, each enum's signedness and each typedef's type.
enum ICUCompilerProbe {
    static func source(apple: CHeader, systemIncludes: [String]) -> String {
        var lines = ["#include <stdint.h>"] + systemIncludes.map { "#include <\($0)>" }
        for function in apple.functions.values.flatMap({ $0 }).sorted(by: { $0.name < $1.name }) {
            lines.append(function.signature + ";")
        }
        for declaration in apple.enums {
            guard let name = declaration.name else { continue }
            let type = declaration.typedefName ?? "enum \(name)"
            let signed = declaration.hasNegativeValues ? 1 : 0
            lines.append("_Static_assert((((\(type))-1) < 0) == \(signed), \"signedness of \(name)\");")
            for enumerator in declaration.enumerators {
                guard let value = enumerator.value else { continue }
                lines.append("_Static_assert(\(enumerator.name) == \(value), \"\(enumerator.name)\");")
            }
        }
        for typedef in apple.typedefs.values.flatMap({ $0 }).sorted(by: { $0.name < $1.name }) {
            let target: String
            switch typedef.target {
            case .structure(let tag?): target = "struct \(tag)"
            case .enumeration(let tag?): target = "enum \(tag)"
            case .type(let type): target = type.description
            case .structure(nil), .enumeration(nil), .other: continue
            }
            lines.append(
                "_Static_assert(__builtin_types_compatible_p(\(typedef.name), \(target)), \"typedef \(typedef.name)\");"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
