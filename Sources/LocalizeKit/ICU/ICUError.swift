internal import CICU

/// An error reported by ICU, carrying its `UErrorCode`.
///
/// ```swift
/// do { _ = try PluralRules(locale: "ru") } catch let error as ICUError { print(error.name) }
/// ```
public struct ICUError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The raw `UErrorCode` value.
    public let code: Int32
    /// What LocalizeKit was doing when ICU failed.
    public let operation: String

    init(_ status: UErrorCode, operation: String) {
        self.code = status.rawValue
        self.operation = operation
    }

    /// ICU's symbolic name of the error, such as `U_ILLEGAL_ARGUMENT_ERROR`.
    public var name: String {
        String(cString: cicu_errorName(UErrorCode(rawValue: code)))
    }

    /// A readable description: the operation and the ICU error name.
    public var description: String { "\(operation) failed: \(name)" }

    /// Throws when `status` is a failure; warnings pass.
    static func check(_ status: UErrorCode, _ operation: @autoclosure () -> String) throws(ICUError) {
        if status.rawValue > U_ZERO_ERROR.rawValue {
            throw ICUError(status, operation: operation())
        }
    }
}
