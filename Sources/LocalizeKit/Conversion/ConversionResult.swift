/// The output of a conversion and what it could not carry over.
///
/// ```swift
/// let result = LprojToCatalog.convert(tree, table: "Localizable")
/// try XCStringsWriter.write(result.output, toFile: "Localizable.xcstrings")
/// result.warnings.forEach { print("warning:", $0) }
/// ```
public struct ConversionResult<Output: Sendable>: Sendable {
    /// The converted value.
    public var output: Output
    /// What was not carried over or had to be decided, in the order met.
    public var warnings: [ConversionWarning]

    /// Creates a result.
    public init(output: Output, warnings: [ConversionWarning] = []) {
        self.output = output
        self.warnings = warnings
    }
}
