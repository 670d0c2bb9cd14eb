extension TranslationState {
    /// The XLIFF 1.2 `state` of a `<target>` for this catalog state, as Xcode exports it:
    /// `translated`, `new`, `needs-review-translation` for `needs_review` (and for
    /// `stale`, which XLIFF has no word for); any other state as `x-` and its name.
    ///
    /// ```swift
    /// TranslationState.needsReview.xliffState   // "needs-review-translation"
    /// ```
    public var xliffState: String {
        switch self {
        case .translated: "translated"
        case .new: "new"
        case .needsReview, .stale: "needs-review-translation"
        default: "x-" + rawValue
        }
    }

    /// The catalog state for an XLIFF `state` attribute; a `<target>` without one is a
    /// translation. `final` and `signed-off` are translated; `new`, `needs-translation`
    /// and `needs-l10n` are not translated yet; the `needs-review-…` and
    /// `needs-adaptation` states, and any unknown one, need review; `x-name` is `name`.
    ///
    /// ```swift
    /// TranslationState(xliffState: "needs-review-l10n")   // .needsReview
    /// ```
    public init(xliffState: String?) {
        switch xliffState {
        case nil, "translated", "final", "signed-off": self = .translated
        case "new", "needs-translation", "needs-l10n": self = .new
        case let state? where state.hasPrefix("x-") && state.count > 2:
            self = TranslationState(rawValue: String(state.dropFirst(2)))
        default: self = .needsReview
        }
    }
}
