@testable import BtnlocCLI

/// The result of running `btnloc` in-process.
struct CLIRun {
    let status: ExitCode
    let output: String
    let errors: String

    /// The output's lines, without the empty string after the final newline.
    var lines: [String] {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Runs `btnloc` with arguments, capturing both streams.
func btnloc(_ arguments: String..., environment: [String: String] = [:]) -> CLIRun {
    btnloc(arguments, environment: environment)
}

/// Runs `btnloc` with arguments, capturing both streams.
func btnloc(_ arguments: [String], environment: [String: String] = [:]) -> CLIRun {
    let context = CommandContext(environment: environment)
    let status = CommandLineTool.run(arguments, context: context)
    return CLIRun(status: status, output: context.standardOutput, errors: context.standardError)
}

/// Files several suites use.
enum CLIFixtures {
    /// A second catalog to merge into `catalog`: German for Delete.
    static let otherCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Delete" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// A catalog with one finding (German lacks a translation).
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } }
              }
            },
            "Delete" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
}
