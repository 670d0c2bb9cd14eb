import Foundation

/// The fixture package `Fixtures/PluginClient`, copied beside a link named
/// `StandardButtons` to this repository, built with one scratch folder for every test so
/// that this package is compiled once (and again only when it changes).
struct PluginClient {
    /// The copy's folder.
    let path: String
    let scratch: String

    /// The fixture as it is in the repository (the scratch folder is kept).
    static func fresh() throws -> PluginClient {
        let work = try RepositoryFiles.persistentFolder("plugin-tests")
        let link = work + "/StandardButtons"
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != RepositoryFiles.root {
            try? FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: RepositoryFiles.root)
        }
        let path = work + "/PluginClient"
        // Only what differs is rewritten: unchanged files keep their times, builds stay incremental.
        try FolderSync.mirror(RepositoryFiles.fixtures + "/PluginClient", to: path, skipping: ["Package.resolved"])
        return PluginClient(path: path, scratch: work + "/scratch")
    }

    var catalog: String { path + "/Sources/Greetings/Resources/Localizable.xcstrings" }
    var germanTable: String { path + "/Sources/Settings/Resources/de.lproj/Settings.strings" }

    /// `swift package <arguments>` in the copy.
    func package(_ arguments: [String], separateErrors: Bool = false) async throws -> ProcessRun {
        try await ProcessRun.run(
            "swift", ["package", "--scratch-path", scratch] + arguments, in: path, separateErrors: separateErrors)
    }

    /// `swift build <arguments>` in the copy.
    func build(_ arguments: [String] = []) async throws -> ProcessRun {
        try await ProcessRun.run("swift", ["build", "--scratch-path", scratch] + arguments, in: path)
    }

    /// Seeds an error into the catalog: the German greeting loses its `%@`.
    func seedPlaceholderError() throws {
        try RepositoryFiles.edit(catalog, replacing: "\"value\" : \"Hallo, %@!\"", with: "\"value\" : \"Hallo!\"")
    }

    /// Seeds a warning into the catalog: the German "Sign Out" needs review.
    func seedReviewWarning() throws {
        try RepositoryFiles.edit(
            catalog, replacing: "\"state\" : \"translated\",\n            \"value\" : \"Abmelden\"",
            with: "\"state\" : \"needs_review\",\n            \"value\" : \"Abmelden\"")
    }

    /// Seeds an error into the tables: German lacks the notifications switch.
    func seedMissingTableKey() throws {
        try RepositoryFiles.edit(germanTable, replacing: "\"Settings.Notifications\" = \"Mitteilungen\";\n", with: "")
    }

    /// The 1-based line of the first line of the catalog that contains `text`.
    func catalogLine(containing text: String) throws -> Int {
        let lines = try RepositoryFiles.read(catalog).split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(text) }) else {
            throw FixtureError("the catalog has no line with \(text)")
        }
        return index + 1
    }
}
