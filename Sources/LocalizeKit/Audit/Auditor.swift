import Dispatch

/// Audits String Catalogs and `.lproj` folders of `.strings` and
/// `.stringsdict` tables with every rule of `AuditRule`, the way
/// `btnloc audit` does.
///
/// ```swift
/// var configuration = AuditConfiguration()
/// configuration.locales = ["de", "ja"]
/// let auditor = Auditor(configuration: configuration)
/// let diagnostics = auditor.audit(paths: ["App/Localizable.xcstrings", "App/Resources"])
/// for finding in diagnostics.findings where finding.severity == .error {
///     print(finding)   // App/Localizable.xcstrings:42: error: [de] "Cancel": no translation (missing-translation)
/// }
/// diagnostics.summaries.first?.percent   // 97.5
/// ```
///
/// Large catalogs are audited while they are read, without holding the whole
/// catalog in memory: divided between the cores, each part read and audited on
/// its own thread (on two threads, reading and auditing, when a file cannot be
/// divided); many inputs are audited on every core.
public struct Auditor: Sendable {
    /// What to check.
    public var configuration: AuditConfiguration

    /// An auditor with a configuration (by default every rule, every locale).
    public init(configuration: AuditConfiguration = AuditConfiguration()) {
        self.configuration = configuration
    }

    /// Audits files and folders (see `AuditInput.discover`), in order.
    public func audit(paths: [String]) -> AuditDiagnostics {
        var diagnostics = AuditDiagnostics(rules: configuration.rules)
        var failures: [AuditInputFailure] = []
        let inputs = AuditInput.discover(paths, failures: &failures)
        for failure in failures { diagnostics.add(failure) }
        diagnostics.merge(audit(inputs))
        checkLocalesFound(in: &diagnostics)
        return diagnostics
    }

    /// Audits inputs on up to `threads` threads (nil: one per processor), and returns
    /// what auditing them one after the other, in order, would: each input's findings,
    /// files and failures, then the next one's. `willWaitFor` is called on this thread, in
    /// order, before the result of each input is awaited (to show progress).
    ///
    /// ```swift
    /// let inputs = AuditInput.discover(["Packages"], failures: &failures)   // 300 catalogs
    /// let diagnostics = Auditor().audit(inputs) { index in print("[\(index + 1)/\(inputs.count)]") }
    /// ```
    public func audit(
        _ inputs: [AuditInput], threads: Int? = nil,
        willWaitFor: (_ index: Int) -> Void = { _ in }
    ) -> AuditDiagnostics {
        var diagnostics = AuditDiagnostics(rules: configuration.rules)
        let threads = threads ?? ParallelCatalogReader.processorCount
        guard inputs.count > 1, threads > 1 else {
            for (index, input) in inputs.enumerated() {
                willWaitFor(index)
                audit(input, into: &diagnostics)
            }
            return diagnostics
        }
        let results = Locked([AuditDiagnostics?](repeating: nil, count: inputs.count))
        let finished = inputs.map { _ in DispatchSemaphore(value: 0) }
        let rules = configuration.rules
        let workers = WorkerThreads.start {
            WorkerThreads.forEach(inputs.count, threads: threads) { index in
                var own = AuditDiagnostics(rules: rules)
                audit(inputs[index], into: &own)
                results.withLock { $0[index] = own }
                finished[index].signal()
            }
        }
        defer { WorkerThreads.join(workers) }
        for index in inputs.indices {
            willWaitFor(index)
            finished[index].wait()
            // Taken out of the shared array, so that it is freed as soon as it is merged.
            if let own = results.withLock({ $0[index].take() }) { diagnostics.merge(own) }
        }
        return diagnostics
    }

    /// Adds `AuditInputFailure.localesNotFound` when `configuration.locales` names locales
    /// none of the audited inputs has (once every input is audited, and only when all of
    /// them could be read).
    ///
    /// ```swift
    /// var diagnostics = AuditDiagnostics()
    /// for input in inputs { auditor.audit(input, into: &diagnostics) }
    /// auditor.checkLocalesFound(in: &diagnostics)   // --locale ja, but no input has ja: exit 64
    /// ```
    public func checkLocalesFound(in diagnostics: inout AuditDiagnostics) {
        guard diagnostics.inputFailures.isEmpty, !configuration.locales.isEmpty else { return }
        let seen = Set(diagnostics.locales.map(AuditConfiguration.normalizedLocaleName))
        let missing = configuration.locales.filter { !seen.contains(AuditConfiguration.normalizedLocaleName($0)) }
        if !missing.isEmpty { diagnostics.add(.localesNotFound(missing, available: diagnostics.locales)) }
    }

    /// Audits one input into `diagnostics`.
    public func audit(_ input: AuditInput, into diagnostics: inout AuditDiagnostics) {
        switch input {
        case .catalog(let file):
            CatalogAuditor.audit(file: file, configuration: configuration, into: &diagnostics)
        case .tables(let directory, let localization):
            TableTreeAuditor.audit(
                directory: directory, localization: localization, configuration: configuration, into: &diagnostics)
        }
    }

    /// Audits a catalog already in memory; `file` names it in findings.
    ///
    /// ```swift
    /// let catalog = try XCStringsReader.read(Array(text.utf8))
    /// let findings = Auditor().audit(catalog, file: "Localizable.xcstrings").findings
    /// ```
    public func audit(_ catalog: StringCatalog, file: String) -> AuditDiagnostics {
        var diagnostics = AuditDiagnostics(rules: configuration.rules)
        var auditor = EntryAuditor(
            file: file, sourceLanguage: configuration.sourceLanguage ?? catalog.sourceLanguage,
            configuration: configuration)
        for (key, entry) in catalog.entries { auditor.audit(key: key, entry: entry) }
        if !catalog.extraFields.isEmpty { auditor.checkCatalogFields(catalog.extraFields) }
        diagnostics.addFile(file)
        auditor.finish(into: &diagnostics)
        return diagnostics
    }
}
