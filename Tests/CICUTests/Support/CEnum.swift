/// A C enum definition: `enum Tag { … };` or `typedef enum [Tag] { … } Name;`.
struct CEnum {
    let tag: String?
    let typedefName: String?
    let enumerators: [CEnumerator]
    let file: String
    let line: Int
    let comment: String?

    /// The name C code uses for it: the typedef, else `enum Tag`'s tag.
    var name: String? { typedefName ?? tag }

    /// Whether some enumerator is negative: C then gives the enum a signed type (Swift: Int32).
    var hasNegativeValues: Bool { enumerators.contains { ($0.value ?? 0) < 0 } }
}
