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
        A directory is searched for .xcstrings files, as 'btnloc audit' searches it
        (hidden folders and build products are skipped). '-' reads a catalog from
        standard input and writes it, formatted, to standard output.

        With --check nothing is written: the paths of the files that would change are
        printed, one per line ('<stdin>' for '-'), and the exit status is 1 if there
        are any.

        USAGE: btnloc format [--check] <path>...

        ARGUMENTS:
          <path>      A .xcstrings file, a directory, or '-' for standard input.

        OPTIONS:
          --check     List the files that would change instead of changing them.
          -h, --help  Show this help.

        EXIT STATUS:
          0 success, 1 files would change (--check), 64 usage error, 65 malformed
          catalog, 66 file cannot be read, 73 file cannot be written, 74 standard
          output cannot be written. Every file is processed; the status is that of the
          first failure.

        EXAMPLES:
          $ btnloc format Localizable.xcstrings
          $ btnloc format --check Resources
          Resources/InfoPlist.xcstrings
          $ btnloc format - < Localizable.xcstrings > Formatted.xcstrings

        """

    static func run(_ arguments: inout Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let check = arguments.flag("--check")
        let paths = try arguments.remainingPositionals()
        guard !paths.isEmpty else { throw .usage("missing files") }
        var firstFailure: ExitCode?
        var changed = false
        func fail(_ message: String, _ code: ExitCode) {
            context.printError(message)
            if firstFailure == nil { firstFailure = code }
        }
        let files = catalogFiles(paths, fail: fail)
        for (index, file) in files.enumerated() {
            if files.count >= context.manyInputs {
                context.progress("btnloc format: [\(index + 1)/\(files.count)] \(file)")
            }
            if file == "-" {
                do {
                    changed = try formatStandardInput(check: check, context: context) || changed
                } catch {
                    fail(error.message, error.exitCode)
                }
                continue
            }
            let fileChanged: Bool
            do {
                fileChanged =
                    check
                    ? !(try XCStringsFormatter.isFormatted(contentsOfFile: file))
                    : try XCStringsFormatter.format(contentsOfFile: file)
            } catch let error as ParseError {
                fail(error.description, .dataError)
                continue
            } catch let error as FileError {
                fail("btnloc format: \(error)", error.operation == .read ? .noInput : .cannotCreate)
                continue
            } catch {
                fail("btnloc format: \(file): \(error)", .software)
                continue
            }
            guard fileChanged else { continue }
            changed = true
            context.print(file)
        }
        context.clearProgress()
        if let firstFailure { return firstFailure }
        return check && changed ? .failure : .success
    }

    /// The files to format: '-', and the catalogs of each path as the audit finds them (a file
    /// that is no catalog, or does not exist, fails as it does for the audit).
    private static func catalogFiles(_ paths: [String], fail: (String, ExitCode) -> Void) -> [String] {
        var files: [String] = []
        for path in paths {
            guard path != "-" else {
                files.append(path)
                continue
            }
            var failures: [AuditInputFailure] = []
            for input in AuditInput.discover([path], failures: &failures) {
                if case .catalog(let file) = input { files.append(file) }
            }
            for failure in failures {
                fail("btnloc format: " + failure.description, ExitCode(rawValue: failure.outcome.exitStatus))
            }
        }
        return files
    }

    /// Formats standard input to standard output; with `check`, only tells whether it would change.
    private static func formatStandardInput(check: Bool, context: CommandContext) throws(CLIError) -> Bool {
        let bytes = try context.readStandardInput()
        let catalog = try LocalizationInput.readCatalog(bytes: bytes, command: name)
        let formatted = XCStringsWriter.write(catalog)
        if check {
            guard formatted != bytes else { return false }
            context.print(CommandContext.standardInputName)
            return true
        }
        context.write(bytes: formatted)
        return formatted != bytes
    }
}
