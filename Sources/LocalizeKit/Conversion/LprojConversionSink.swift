/// Converts the entries of one run of a catalog file to `.lproj` table bytes
/// as they are read (`CatalogToLproj.convert(contentsOfFile:…)`).
///
/// The entries must come in the order the tables list them (`CatalogKeyOrder`,
/// as Xcode writes catalogs); a key repeated right after itself is kept once,
/// as the conversion of a whole catalog keeps the first. When a key comes out
/// of order the run stops converting (`isSorted` is false) and the caller
/// converts the catalog whole instead. The first run hands its bytes to the
/// table's staged files as it goes; the others keep theirs until their turn.
final class LprojConversionSink: CatalogEntrySink {
    private var converter: CatalogToLproj.Converter<LprojPartOutput>
    private let files: LprojTableFiles?
    /// Whether the keys came in order (with the source language known).
    private(set) var isSorted: Bool
    private(set) var firstKey: String?
    private(set) var lastKey: String?
    /// The keys met twice in a row, in order, each once.
    private(set) var duplicateKeys: [String] = []
    private var isLastKeyReported = false
    /// The first error met writing to `files`.
    private(set) var failure: FileError?

    /// A sink for a run; `sourceLanguage` is nil when the file did not give it before
    /// `strings` (then nothing is converted). `files`, for the first run, takes its bytes as they come.
    init(sourceLanguage: String?, options: CatalogToLproj.Options, files: LprojTableFiles?) {
        converter = .init(sourceLanguage: sourceLanguage ?? "", options: options, destination: LprojPartOutput())
        isSorted = sourceLanguage != nil
        self.files = files
    }

    var wantsBytes: Bool { false }

    /// The bytes not yet handed on.
    var output: LprojPartOutput { converter.destination }

    /// The warnings of the entries converted, in order.
    var warnings: [ConversionWarning] { converter.warnings }

    func take(key: String, entry: consuming CatalogEntry, bytes: UnsafeRawBufferPointer) {
        if let lastKey {
            if key == lastKey {
                if !isLastKeyReported { duplicateKeys.append(key) }
                isLastKeyReported = true
                return
            }
            if isSorted && CatalogKeyOrder.compare(lastKey, key) > 0 { isSorted = false }
        } else {
            firstKey = key
        }
        lastKey = key
        isLastKeyReported = false
        guard isSorted, failure == nil else { return }
        converter.add(entry, key: key)
        if let files, converter.destination.byteCount >= 1 << 20 {
            do throws(FileError) {
                try files.append(&converter.destination)
            } catch {
                failure = error
            }
        }
    }

    func endRun(trailing: UnsafeRawBufferPointer, closesStrings: Bool) {}
}
