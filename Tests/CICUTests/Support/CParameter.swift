/// One parameter of a C function.
struct CParameter: Equatable {
    let type: CType
    let name: String?
}
