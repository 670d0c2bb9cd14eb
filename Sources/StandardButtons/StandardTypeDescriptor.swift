/// The fixed facts of one standard type, kept together in one table.
struct StandardTypeDescriptor: Sendable {
    let symbolName: String
    let role: StandardRole?
    let shortcut: StandardShortcut?
    let category: StandardCategory

    init(_ symbolName: String, _ role: StandardRole?, _ shortcut: StandardShortcut?, _ category: StandardCategory) {
        self.symbolName = symbolName
        self.role = role
        self.shortcut = shortcut
        self.category = category
    }
}
