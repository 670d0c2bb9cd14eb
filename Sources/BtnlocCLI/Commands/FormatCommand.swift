import LocalizeKit

/// `btnloc format`: rewrites String Catalogs in Xcode's formatting.
enum FormatCommand: Command {
    static let name = "format"
    static let summary = "Rewrite String Catalogs in Xcode's formatting (or check them)."
    static let help = """
        OVERVIEW: Rewrite String Catalogs in Xcode's formatting (or check them).

        Writes each .xcstrings file back as Xcode saves it: keys sorted at every level
        (case-insensitively, digit runs as numbers), two-space indentation, Xcode's
        escaping, no newline at the end. Unknown fields and versions are kept. A file
        already in that form is not touched; any other is replaced atomically (a
        temporary file in the same directory is renamed over it) and its path printed.

        With --check nothing is written: the paths of the files that would change are
        printed, one per line, and the exit status is 1 if there are any.

        USAGE: btnloc format [--check] <file>...

        OPTIONS:
          --check     List the files that would change instead of changing them.
          -h, --help  Show this help.

        EXIT STATUS:
          0 success, 1 files would change (--check), 65 malformed catalog,
          66 file cannot be read, 73 file cannot be written. Every file is
          processed; the status is that of the first failure.

        EXAMPLES:
          $ btnloc format Localizable.xcstrings
          $ btnloc format --check Resources/*.xcstrings
          Resources/InfoPlist.xcstrings

        """

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let check = arguments.flag("--check")
        let files = try arguments.remainingPositionals()
        guard !files.isEmpty else { throw .usage("missing files") }
        var firstFailure: ExitCode?
        var changed = false
        func fail(_ message: String, _ code: ExitCode) {
            context.printError(message)
            if firstFailure == nil { firstFailure = code }
        }
        for file in files {
            let catalog: StringCatalog
            do {
                catalog = try XCStringsReader.read(contentsOfFile: file)
            } catch let error as ParseError {
                fail(error.description, .dataError)
                continue
            } catch let error as FileError {
                fail("btnloc format: \(error)", .noInput)
                continue
            } catch {
                fail("btnloc format: \(file): \(error)", .software)
                continue
            }
            do {
                if try XCStringsWriter.isWritten(catalog, asContentsOfFile: file) { continue }
            } catch {
                fail("btnloc format: \(error)", .noInput)
                continue
            }
            if !check {
                do {
                    try XCStringsWriter.write(catalog, toFile: file)
                } catch {
                    fail("btnloc format: \(error)", .cannotCreate)
                    continue
                }
            }
            changed = true
            context.print(file)
        }
        if let firstFailure { return firstFailure }
        return check && changed ? .failure : .success
    }
}
