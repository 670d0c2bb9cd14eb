/// One enumerator of a C enum, with its value when it can be computed.
struct CEnumerator {
    let name: String
    /// The value, computed as C does (explicit, or the previous one plus one); nil when the
    /// expression names something this parser cannot evaluate.
    let value: Int?
    let line: Int
    let comment: String?
}
