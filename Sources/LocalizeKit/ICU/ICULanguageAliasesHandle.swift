internal import CICU

/// Owns ICU's table of CLDR language aliases (`metadata/alias/language`:
/// `iw` → `he`, `sh` → `sr_Latn`, `cmn` → `zh`, …), opened once.
///
/// `@unchecked Sendable`: the resource bundle is opened in `init` and only read
/// afterwards; each lookup opens its own entry (no shared fill-in bundle), and
/// ICU's resource data is read-only, so concurrent lookups are safe. It is closed
/// only in `deinit`.
final class ICULanguageAliasesHandle: @unchecked Sendable {
    private let table: OpaquePointer?

    /// The process's handle; `nil` table when ICU lacks the data (then nothing is an alias).
    static let shared = ICULanguageAliasesHandle()

    private init() {
        var status = U_ZERO_ERROR
        let metadata = cicu_ures_openDirect(nil, "metadata", &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, let metadata else {
            if let metadata { cicu_ures_close(metadata) }
            table = nil
            return
        }
        // Each step reuses the bundle as its fill-in: one handle is left, the language table.
        let alias = cicu_ures_getByKey(metadata, "alias", metadata, &status)
        let language = cicu_ures_getByKey(alias, "language", alias, &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, let language else {
            cicu_ures_close(language ?? alias ?? metadata)
            table = nil
            return
        }
        table = language
    }

    deinit {
        if let table { cicu_ures_close(table) }
    }

    /// The replacement ICU identifier for an alias key (`iw` → `he`), or `nil`.
    func replacement(for key: String) -> String? {
        guard let table else { return nil }
        var status = U_ZERO_ERROR
        guard let entry = cicu_ures_getByKey(table, key, nil, &status) else { return nil }
        defer { cicu_ures_close(entry) }
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        var length: Int32 = 0
        guard let chars = cicu_ures_getStringByKey(entry, "replacement", &length, &status),
            status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        return String(decoding: UnsafeBufferPointer(start: chars, count: Int(length)), as: UTF16.self)
    }
}
