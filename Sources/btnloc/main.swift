import BtnlocCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process environment as a dictionary.
func currentEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var cursor = environ
    while let entry = cursor.pointee {
        let text = String(cString: entry)
        if let equals = text.firstIndex(of: "=") {
            result[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        cursor += 1
    }
    return result
}

// Output goes through the context's checked writer: a failed write to standard
// output ends the run with exit 74 (see CommandContext).
let context = CommandContext.processStreams(environment: currentEnvironment())
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), context: context)
exit(status.rawValue)
