import StandardButtons

/// What `--overrides` and `--definitions` gave (see ``ButtonSourcesOption``): the
/// app's titles and its button definitions, and the types and titles they make.
struct ButtonSources {
    /// The app's titles, if `--overrides` was given.
    var overrides: ButtonTitleSource?
    /// The definitions file, if `--definitions` was given.
    var definitions: ButtonDefinitionFile?

    /// The built-in types, then the definitions'.
    var types: [StandardType] { StandardType.allCases + (definitions?.definitions ?? []) }

    /// A resolver over the built-in titles with the app's overrides first, then the
    /// definitions file's own titles, for the languages given.
    func resolver(languages: [String]) -> ButtonTitleResolver {
        ButtonTitleResolver(
            overrides: [overrides, definitions?.titles].compactMap { $0 }, languages: .fixed(languages))
    }

    /// The type named `name`: a built-in one or a definition's.
    func type(named name: String) -> StandardType? {
        StandardType(identifier: name) ?? definitions?.definitions.first { $0.identifier == name }
    }
}
