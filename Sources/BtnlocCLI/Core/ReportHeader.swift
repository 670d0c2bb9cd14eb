#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the header of a report shows: the date and the command line.
enum ReportHeader {
    /// Now, or `SOURCE_DATE_EPOCH` when set (for reproducible reports), as `2026-03-01 12:00 UTC`.
    static func date(environment: [String: String]) -> String {
        var seconds = time(nil)
        if let epoch = environment["SOURCE_DATE_EPOCH"], let value = Int(epoch) { seconds = time_t(value) }
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
    }

    /// An argument as a POSIX shell would need it: as is when plain, else in single quotes.
    static func shellQuoted(_ argument: String) -> String {
        let plain =
            !argument.isEmpty
            && argument.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || "-_./,:=@%+".unicodeScalars.contains(scalar)
            }
        if plain { return argument }
        return "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
