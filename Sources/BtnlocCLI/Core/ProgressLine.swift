#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line of progress on a terminal, rewritten in place with a carriage
/// return and padded with spaces over the previous text (no escape sequences,
/// so it works on every terminal). Updates closer together than
/// `minimumInterval` seconds are skipped; `clear()` blanks the line.
final class ProgressLine {
    private let minimumInterval: Double
    private let width: Int
    private let write: (String) -> Void
    /// The display width of the text shown, 0 when nothing is.
    private var shownWidth = 0
    private var lastUpdate: Double = -.infinity

    init(minimumInterval: Double, width: Int, write: @escaping (String) -> Void) {
        self.minimumInterval = minimumInterval
        self.width = max(width, 20)
        self.write = write
    }

    /// Shows `text` (truncated at the front to fit the terminal) unless the last update was too recent.
    func update(_ text: () -> String) {
        let now = Self.now()
        guard now - lastUpdate >= minimumInterval else { return }
        lastUpdate = now
        var line = text()
        let room = width - 1
        while TextTable.width(of: line) > room && !line.isEmpty {
            line = "…" + line.dropFirst(2)
        }
        let lineWidth = TextTable.width(of: line)
        write("\r" + line + String(repeating: " ", count: max(shownWidth - lineWidth, 0)))
        shownWidth = lineWidth
    }

    /// Blanks the line and returns to its start, if anything is shown.
    func clear() {
        guard shownWidth > 0 else { return }
        write("\r" + String(repeating: " ", count: shownWidth) + "\r")
        shownWidth = 0
        lastUpdate = -.infinity
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
