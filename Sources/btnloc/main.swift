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

/// Writes all of `text` to a file descriptor, retrying partial writes.
func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}

let context = CommandContext(
    environment: currentEnvironment(), isTerminal: isatty(STDOUT_FILENO) != 0,
    output: { writeAll($0, to: STDOUT_FILENO) }, error: { writeAll($0, to: STDERR_FILENO) })
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), context: context)
exit(status.rawValue)
