/// Writes audit results as one self-contained HTML page for the people who decide on a
/// release: the totals, each language's completion as a bar, and the findings grouped by
/// rule and by language (key, locale, message, file:line), with a filter box, the command
/// that produced it and its date.
///
/// The page needs nothing from the network: its styles and its small script are inline.
/// It reads on a phone (tables become stacked cards on narrow screens) and prints (the
/// filter is hidden, every group shown, and each finding once: the rule groups, whose
/// rows name their locale, without the same findings again by language). Text from the catalogs is escaped everywhere and
/// shown with `dir="auto"` and `<bdi>`, so Arabic or Hebrew keys and messages read in
/// their own direction without reordering what is around them. The filter matches words
/// anywhere in a finding, or `rule:`, `locale:`, `severity:`, `key:` and `file:` terms;
/// `#filter=…` in the page's address fills it in on load.
///
/// ```swift
/// let html = AuditHTMLReporter(command: "btnloc audit App", date: "2026-03-01 12:00 UTC")
///     .render(diagnostics)
/// try AtomicFile.write(Array(html.utf8), to: "report.html")
/// ```
public struct AuditHTMLReporter: Sendable {
    /// The command line shown in the header.
    public var command: String
    /// The date shown in the header, as the caller formats it.
    public var date: String
    /// The page title.
    public var title: String

    /// Creates a reporter.
    public init(command: String, date: String, title: String = "Translation audit") {
        self.command = command
        self.date = date
        self.title = title
    }

    /// The page.
    public func render(_ diagnostics: AuditDiagnostics) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"generator\" content=\"btnloc audit\">\n"
        html += "<title>" + Self.escape(title) + "</title>\n<style>\n" + Self.style + "</style>\n</head>\n<body>\n"
        html += header(diagnostics)
        html += completion(diagnostics.summaries)
        if diagnostics.findings.isEmpty {
            html += "<p class=\"none\">No findings.</p>\n"
        } else {
            html += "<div class=\"filter\"><label for=\"filter\">Filter</label> "
            html += "<input id=\"filter\" type=\"search\" autocomplete=\"off\" spellcheck=\"false\" "
            html += "placeholder=\"words, or rule: locale: severity: key: file:\"> "
            html += "<output id=\"shown\" for=\"filter\">\(diagnostics.findings.count) findings</output></div>\n"
            html += groups(
                diagnostics.findings, id: "by-rule", heading: "Findings by rule", attribute: "rule",
                groupKey: { $0.rule.rawValue }, label: ruleLabel)
            html += groups(
                diagnostics.findings, id: "by-locale", heading: "Findings by language", attribute: "locale",
                groupKey: { $0.locale ?? "" }, label: localeLabel)
        }
        html += "<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
        return html
    }

    // MARK: Parts

    private func header(_ diagnostics: AuditDiagnostics) -> String {
        var html = "<header>\n<h1>" + Self.escape(title) + "</h1>\n<p class=\"meta\">"
        html += "<code class=\"command\">" + Self.text(command) + "</code> · <time>" + Self.escape(date)
        html += "</time></p>\n<ul class=\"totals\" id=\"totals\">\n"
        for severity in AuditSeverity.allCases.reversed() {
            let count = diagnostics.count(of: severity)
            let name = severity.rawValue
            html += "<li class=\"total sev-\(name)\" data-severity=\"\(name)\"><b>\(count)</b> "
            html += (count == 1 ? name : Self.plural(name)) + "</li>\n"
        }
        html += "<li class=\"total\" data-total=\"findings\"><b>\(diagnostics.findings.count)</b> findings</li>\n"
        html += "<li class=\"total\" data-total=\"files\"><b>\(diagnostics.files.count)</b> "
        html += (diagnostics.files.count == 1 ? "file" : "files") + "</li>\n"
        if diagnostics.suppressedCount > 0 {
            html += "<li class=\"total\" data-total=\"suppressed\"><b>\(diagnostics.suppressedCount)</b> "
            html += "known in the baseline</li>\n"
        }
        html += "</ul>\n"
        if !diagnostics.inputFailures.isEmpty {
            html += "<ul class=\"failures\">\n"
            for failure in diagnostics.inputFailures {
                html += "<li dir=\"auto\">" + Self.text(failure.description) + "</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</header>\n"
    }

    private func completion(_ summaries: [AuditLocaleSummary]) -> String {
        guard !summaries.isEmpty else { return "" }
        var html = "<section id=\"completion\">\n<h2>Completion by language</h2>\n<table class=\"completion\">\n"
        html += "<thead><tr><th scope=\"col\">Language</th><th scope=\"col\">Translated</th>"
        html += "<th scope=\"col\" class=\"num\">Keys</th><th scope=\"col\" class=\"num\">Missing</th></tr></thead>\n"
        html += "<tbody>\n"
        for summary in summaries {
            let percent = Self.percent(summary.percent)
            let locale = Self.text(summary.locale)
            html += "<tr class=\"locale\" data-locale=\"\(locale)\" data-keys=\"\(summary.keys)\" "
            html += "data-translated=\"\(summary.translated)\" data-percent=\"\(percent)\">"
            html += "<th scope=\"row\"><bdi>\(locale)</bdi></th>"
            html += "<td><span class=\"bar\" role=\"img\" aria-label=\"\(percent) % translated\">"
            html += "<span class=\"fill\" style=\"width: \(percent)%\"></span></span> "
            html += "<span class=\"pct\">\(percent) %</span></td>"
            html += "<td class=\"num\">\(summary.translated) / \(summary.keys)</td>"
            html += "<td class=\"num\">\(summary.missing)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private func ruleLabel(_ rule: String, _ findings: [AuditFinding]) -> String {
        var html = "<code>" + Self.escape(rule) + "</code>"
        if let summary = AuditRule(rawValue: rule)?.summary {
            html += " <span class=\"summary\">" + Self.escape(summary) + "</span>"
        }
        return html
    }

    private func localeLabel(_ locale: String, _ findings: [AuditFinding]) -> String {
        locale.isEmpty
            ? "<span class=\"summary\">No language (whole entries and files)</span>"
            : "<bdi>" + Self.text(locale) + "</bdi>"
    }

    private func groups(
        _ findings: [AuditFinding], id: String, heading: String, attribute: String,
        groupKey: (AuditFinding) -> String, label: (String, [AuditFinding]) -> String
    ) -> String {
        var order: [String] = []
        var members: [String: [AuditFinding]] = [:]
        for finding in findings {
            let key = groupKey(finding)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(finding)
        }
        if attribute == "rule" {
            let ranks = Dictionary(uniqueKeysWithValues: AuditRule.allCases.enumerated().map { ($1.rawValue, $0) })
            order.sort { (ranks[$0] ?? Int.max, $0) < (ranks[$1] ?? Int.max, $1) }
        } else {
            order.sort { $0.isEmpty != $1.isEmpty ? !$0.isEmpty : CatalogKeyOrder.precedes($0, $1) }
        }
        var html = "<section id=\"\(id)\" class=\"findings\">\n<h2>" + Self.escape(heading) + "</h2>\n"
        for key in order {
            let group = members[key] ?? []
            let worst = group.map(\.severity).max() ?? .note
            html += "<section class=\"group\" data-\(attribute)=\"" + Self.text(key) + "\">\n"
            html += "<h3><span class=\"sev sev-\(worst.rawValue)\">\(worst.rawValue)</span> " + label(key, group)
            html += " <span class=\"count\" data-count=\"\(group.count)\">\(group.count)</span></h3>\n"
            html += "<table><thead><tr><th scope=\"col\">Key</th><th scope=\"col\">Locale</th>"
            html += "<th scope=\"col\">Message</th><th scope=\"col\">File:line:column</th></tr></thead>\n<tbody>\n"
            for finding in group { html += row(finding) }
            html += "</tbody></table>\n</section>\n"
        }
        return html + "</section>\n"
    }

    private func row(_ finding: AuditFinding) -> String {
        let severity = finding.severity.rawValue
        let locale = Self.text(finding.locale ?? "")
        let file = Self.text(finding.file)
        let place = file + (finding.line > 0 ? ":\(finding.line):\(max(finding.column, 1))" : "")
        let key = Self.text(finding.key ?? "")
        var html = "<tr class=\"finding sev-\(severity)\" data-rule=\"\(finding.rule.rawValue)\" "
        html += "data-locale=\"\(locale)\" data-severity=\"\(severity)\" "
        html += "data-key=\"\(key)\" data-file=\"\(file)\">"
        html += "<td data-label=\"Key\" dir=\"auto\"><bdi>\(key)</bdi></td>"
        html += "<td data-label=\"Locale\"><bdi>\(locale)</bdi></td>"
        html += "<td data-label=\"Message\" dir=\"auto\"><span class=\"sev sev-\(severity)\">\(severity)</span> "
        html += Self.text(finding.message) + " <code class=\"rule\">" + finding.rule.rawValue + "</code></td>"
        html += "<td data-label=\"File\"><code class=\"place\">" + place + "</code></td></tr>\n"
        return html
    }

    // MARK: Text

    /// Text from a catalog or a path for the page: control characters and bidirectional
    /// overrides written as escapes (`\u{1B}`, as the text report does), then HTML-escaped.
    static func text(_ text: String) -> String {
        escape(AuditText.escapingControls(text))
    }

    /// Escapes text for HTML content and (double-quoted) attribute values.
    static func escape(_ text: String) -> String {
        XMLEscaping.attribute(text)
    }

    /// A percentage with one decimal (`95.5`, `100.0`).
    static func percent(_ value: Double) -> String {
        let tenths = Int((min(max(value, 0), 100) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    private static func plural(_ name: String) -> String {
        name + "s"
    }

    static let style = """
        :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #fff; --muted: #6e6e73; --line: #d2d2d7;
          --error: #c5221f; --warning: #a15c00; --note: #1a67d2; --bar: #e8e8ed; --fill: #2e8540; }
        @media (prefers-color-scheme: dark) { :root { --fg: #f5f5f7; --bg: #1c1c1e; --muted: #a1a1a6;
          --line: #3a3a3c; --error: #ff6961; --warning: #ffb340; --note: #6cb4ff; --bar: #3a3a3c; --fill: #4cbb6c; } }
        * { box-sizing: border-box; }
        body { font: 15px/1.45 -apple-system, system-ui, "Segoe UI", Roboto, "Noto Sans", sans-serif;
          color: var(--fg); background: var(--bg); margin: 0 auto; padding: 1rem; max-width: 72rem; }
        h1 { font-size: 1.6rem; margin: 0 0 .25rem; } h2 { font-size: 1.2rem; margin: 1.75rem 0 .5rem; }
        h3 { font-size: 1rem; margin: 1.25rem 0 .25rem; font-weight: 600; }
        code { font: .9em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .meta { color: var(--muted); margin: 0 0 .75rem; } .command { color: var(--fg); }
        .totals { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; }
        .totals b { font-size: 1.3rem; } .failures { color: var(--error); }
        table { border-collapse: collapse; width: 100%; } th, td { text-align: start; vertical-align: top;
          padding: .35rem .5rem; border-bottom: 1px solid var(--line); }
        thead th { font-size: .8rem; text-transform: uppercase; letter-spacing: .03em; color: var(--muted); }
        .num { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .completion td:nth-child(2) { width: 60%; }
        .bar { display: inline-block; vertical-align: middle; width: calc(100% - 4.5rem); height: .8rem;
          background: var(--bar); border-radius: .4rem; overflow: hidden; }
        .fill { display: block; height: 100%; background: var(--fill); }
        .pct { display: inline-block; width: 4rem; text-align: end; font-variant-numeric: tabular-nums;
          white-space: nowrap; }
        .sev { font-size: .75rem; font-weight: 600; text-transform: uppercase; padding: 0 .3rem;
          border: 1px solid currentColor; border-radius: .25rem; }
        .sev-error .sev, .sev.sev-error, .total.sev-error b { color: var(--error); }
        .sev-warning .sev, .sev.sev-warning, .total.sev-warning b { color: var(--warning); }
        .sev-note .sev, .sev.sev-note, .total.sev-note b { color: var(--note); }
        .summary, .rule { color: var(--muted); font-weight: normal; }
        .count { color: var(--muted); font-weight: normal; } .count::before { content: "· "; }
        .filter { position: sticky; top: 0; background: var(--bg); padding: .75rem 0; margin-top: 1rem;
          border-bottom: 1px solid var(--line); display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; }
        .filter input { flex: 1 1 16rem; font: inherit; padding: .35rem .5rem; border: 1px solid var(--line);
          border-radius: .35rem; background: var(--bg); color: var(--fg); }
        #shown { color: var(--muted); } .none { font-size: 1.1rem; }
        [hidden] { display: none !important; }
        @media (max-width: 40rem) {
          body { padding: .75rem; font-size: 14px; }
          .findings thead { display: none; }
          .findings tr { display: block; border-bottom: 1px solid var(--line); padding: .4rem 0; }
          .findings td { display: block; border: 0; padding: .1rem 0; }
          .findings td::before { content: attr(data-label) ": "; color: var(--muted); font-size: .8rem; }
          .completion td:nth-child(2) { width: 100%; white-space: nowrap; }
          .completion th, .completion td { padding: .3rem .25rem; }
          .completion th:nth-child(4), .completion td:nth-child(4) { display: none; }
          .bar { width: calc(100% - 3.8rem); } .pct { width: 3.6rem; font-size: .85rem; }
        }
        @media print {
          .filter, #by-locale { display: none; } body { max-width: none; font-size: 11pt; }
          .group { break-inside: auto; } tr { break-inside: avoid; } [hidden] { display: revert !important; }
          .bar { border: 1px solid #888; } .fill { background: #555 !important; print-color-adjust: exact; }
        }

        """

    static let script = """
        (function () {
          var input = document.getElementById('filter');
          if (!input) return;
          var shown = document.getElementById('shown');
          var rows = Array.prototype.slice.call(document.querySelectorAll('#by-rule tr.finding'));
          var all = Array.prototype.slice.call(document.querySelectorAll('tr.finding'));
          var fields = { rule: 'rule', locale: 'locale', severity: 'severity', key: 'key', file: 'file' };
          function matches(row, terms) {
            var text = row.textContent.toLowerCase();
            return terms.every(function (term) {
              var colon = term.indexOf(':');
              var field = colon > 0 ? fields[term.slice(0, colon)] : undefined;
              if (field) {
                var value = (row.getAttribute('data-' + field) || '').toLowerCase();
                var wanted = term.slice(colon + 1);
                return field === 'locale' || field === 'severity' || field === 'rule'
                  ? value === wanted : value.indexOf(wanted) >= 0;
              }
              return text.indexOf(term) >= 0;
            });
          }
          function apply() {
            var terms = input.value.toLowerCase().split(/\\s+/).filter(function (t) { return t.length > 0; });
            all.forEach(function (row) { row.hidden = !matches(row, terms); });
            document.querySelectorAll('section.group').forEach(function (group) {
              var visible = group.querySelectorAll('tr.finding:not([hidden])').length;
              group.hidden = visible === 0;
              var count = group.querySelector('.count');
              if (count) count.textContent = String(visible);
            });
            var visible = rows.filter(function (row) { return !row.hidden; }).length;
            shown.textContent = visible === rows.length ? rows.length + ' findings'
              : visible + ' of ' + rows.length + ' findings';
            document.body.setAttribute('data-shown', String(visible));
          }
          input.addEventListener('input', apply);
          var match = /[#&]filter=([^&]*)/.exec(location.hash);
          if (match) { input.value = decodeURIComponent(match[1].replace(/\\+/g, ' ')); }
          apply();
        })();

        """
}
