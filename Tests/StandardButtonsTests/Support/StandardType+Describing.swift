@testable import StandardButtons

// An app's extension of StandardType that calls `print(_:)`: with a member named
// `print`, this did not compile ("enum case 'print' cannot be used as an instance member").
extension StandardType {
    /// The identifier and title key, printed into `output`.
    func describe(into output: inout String) {
        print(identifier, titleKey, separator: " → ", to: &output)
    }

    /// The same from a static context, where a static member `print` would hide the function too.
    static func describeAll(into output: inout String) {
        for type in [StandardType.printContent, .share] { print(type.identifier, to: &output) }
    }
}
