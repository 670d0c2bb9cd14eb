/// A typedef: `typedef struct Tag Name;`, `typedef enum Tag Name;` or `typedef T Name;`.
struct CTypedef {
    /// What a typedef names.
    enum Target: Equatable, CustomStringConvertible {
        /// `struct Tag` (or `union`), complete or not; nil for an anonymous struct.
        case structure(tag: String?)
        /// `enum Tag` or an enum defined in place (tag nil when anonymous).
        case enumeration(tag: String?)
        case type(CType)
        /// Something this parser does not take apart (function pointer types), as written.
        case other(String)

        var description: String {
            switch self {
            case .structure(let tag): "struct \(tag ?? "(anonymous)")"
            case .enumeration(let tag): "enum \(tag ?? "(anonymous)")"
            case .type(let type): type.description
            case .other(let text): text
            }
        }
    }

    let name: String
    let target: Target
    let file: String
    let line: Int
}
