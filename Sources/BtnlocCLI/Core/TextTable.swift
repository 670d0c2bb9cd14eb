/// Left-aligned text columns, padded by display width (East Asian wide
/// characters count twice), for terminal output.
final class TextTable {
    private let header: [String]
    private var rows: [[String]] = []

    init(header: [String]) { self.header = header }

    func add(_ row: [String]) { rows.append(row) }

    func render() -> String {
        let all = [header] + rows
        var widths = Array(repeating: 0, count: header.count)
        for row in all {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], Self.width(of: cell)) }
        }
        var output = ""
        for row in all {
            var line = ""
            for (index, cell) in row.enumerated() {
                line += cell
                if index < row.count - 1 {
                    line += String(repeating: " ", count: widths[index] - Self.width(of: cell) + 2)
                }
            }
            output += line + "\n"
        }
        return output
    }

    /// Columns a string takes in a terminal: wide East Asian characters take two.
    static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            let value = scalar.value
            let isWide =
                (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
                || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
                || (0xFFE0...0xFFE6).contains(value)
            let isZeroWidth =
                (0x0300...0x036F).contains(value) || (0x0E31...0x0E3A).contains(value)
                || (0x0E47...0x0E4E).contains(value) || value == 0x200B || value == 0x200C || value == 0x200D
            return total + (isZeroWidth ? 0 : (isWide ? 2 : 1))
        }
    }
}
