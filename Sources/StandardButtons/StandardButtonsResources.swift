/// Access to the built-in translations, embedded in the binary at build time.
enum StandardButtonsResources {
    /// The number of embedded files.
    static var fileCount: Int { EmbeddedResources.files.count }
}
