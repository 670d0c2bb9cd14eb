import LocalizeKit
import Testing

/// `btnloc audit --format html`, checked in a real browser: headless Chromium renders the
/// page, and the DOM it dumps must hold as many findings per rule and per language as the
/// JSON report, and the completion JSON gives. `.ci/run` installs Chromium (Debian's
/// `chromium`); `CHROMIUM` names another binary. Screenshots go to `.build/audit-report/`.
@Suite("btnloc audit --format html in Chromium")
struct AuditHTMLReportTests {
    /// Findings in several rules and languages, right-to-left text, and keys that would
    /// break the page if anything went out unescaped.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "</td></tr><tr class=\"finding\" data-rule=\"fake\"><td>" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Broken" } }
              }
            },
            "<script>alert(1)</script>" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Script & <b>bold</b>" } },
                "he" : { "stringUnit" : { "state" : "needs_review", "value" : "סקריפט & <b>מודגש</b>" } }
              }
            },
            "Cancel" : {
              "localizations" : {
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "إلغاء" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } },
                "he" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } }
              }
            },
            "Delete %@?" : {
              "localizations" : {
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "حذف؟" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%@ löschen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete %@?" } }
              }
            },
            "Deleted long ago" : {
              "extractionState" : "stale",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Vor langer Zeit gelöscht" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    static var chromium: ExternalTool? {
        var candidates = ["chromium", "chromium-browser", "google-chrome", "/usr/bin/chromium"]
        if let named = ExternalTool.environment("CHROMIUM") { candidates.insert(named, at: 0) }
        return ExternalTool.find(candidates)
    }

    static func browserArguments(profile: String) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--virtual-time-budget=5000",
        ]
    }

    /// The rows of a dumped DOM's section, as the values of one attribute.
    static func rowValues(_ dom: String, section: String, attribute: String) -> [String] {
        guard let start = dom.range(of: "<section id=\"\(section)\"") else { return [] }
        var rest = dom[start.upperBound...]
        if let end = rest.range(of: "<section id=\"by-") { rest = rest[..<end.lowerBound] }
        var values: [String] = []
        var cursor = rest.startIndex
        while let row = rest.range(of: "<tr class=\"finding", range: cursor..<rest.endIndex) {
            let tagEnd = rest.range(of: ">", range: row.upperBound..<rest.endIndex)?.lowerBound ?? rest.endIndex
            let tag = rest[row.lowerBound..<tagEnd]
            if let value = tag.range(of: attribute + "=\"") {
                let close = tag.range(of: "\"", range: value.upperBound..<tag.endIndex)?.lowerBound ?? tag.endIndex
                values.append(String(tag[value.upperBound..<close]))
            }
            cursor = tagEnd
        }
        return values
    }

    /// The count a group's heading shows: `data-count` after `<section class="group" attribute="value">`.
    static func groupCount(_ dom: String, attribute: String, value: String) -> Int? {
        guard let group = dom.range(of: "<section class=\"group\" \(attribute)=\"\(value)\">"),
            let count = dom.range(of: "data-count=\"", range: group.upperBound..<dom.endIndex),
            let close = dom.range(of: "\"", range: count.upperBound..<dom.endIndex)
        else { return nil }
        return Int(dom[count.upperBound..<close.lowerBound])
    }

    static func counts(_ values: [String]) -> [String: Int] {
        values.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    @Test("audit -o writes the report to the file instead of standard output; an unwritable one exits 73")
    func outputOption() throws {
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", Self.catalog)
        let printed = btnloc("audit", "--format", "json", folder("L.xcstrings"))
        let written = btnloc("audit", "--format", "json", "-o", folder("audit.json"), folder("L.xcstrings"))
        #expect(written.status == printed.status)
        #expect(written.output == "")
        #expect(try folder.read("audit.json") == printed.output)
        let failed = btnloc("audit", "--format", "html", "-o", folder("missing/report.html"), folder("L.xcstrings"))
        #expect(failed.status == .cannotCreate)
        #expect(failed.errors.hasPrefix("btnloc audit: cannot write '\(folder("missing/report.html"))'"))
    }

    @Test("Chromium shows as many findings per rule and per language as the JSON report has")
    func countsMatchJSON() throws {
        guard let chromium = Self.chromium else {
            ExternalTool.warnSkipped(
                "chromium is not installed; the HTML audit report was not checked in a browser",
                install: "apt-get install chromium")
            return
        }
        let folder = try ScratchFolder()
        try folder.write("L.xcstrings", Self.catalog)
        let environment = ["SOURCE_DATE_EPOCH": "1767225600"]
        let json = btnloc(["audit", "--format", "json", folder("L.xcstrings")], environment: environment)
        let html = btnloc(
            ["audit", "--format", "html", "-o", folder("report.html"), folder("L.xcstrings")], environment: environment)
        #expect(html.status == json.status)
        #expect(html.output == "")
        let report = try JSONReader.parse(Array(json.output.utf8))
        let findings = try #require(report.object?["findings"]?.array).compactMap(\.object)
        try #require(findings.count >= 6, "the fixture has findings in several rules and languages")
        let rules = Self.counts(findings.compactMap { $0["rule"]?.string })
        let locales = Self.counts(findings.map { $0["locale"]?.string ?? "" })
        try #require(Set(locales.keys).isSuperset(of: ["ar", "de", "he"]))

        let run = try chromium.run(
            Self.browserArguments(profile: folder("profile")) + ["--dump-dom", "file://" + folder("report.html")])
        try #require(run.status == 0, "\(run.errors)")
        let dom = run.output
        try #require(dom.contains("<h1>Translation audit</h1>"), "Chromium dumped the page")
        #expect(Self.counts(Self.rowValues(dom, section: "by-rule", attribute: "data-rule")) == rules)
        #expect(Self.counts(Self.rowValues(dom, section: "by-locale", attribute: "data-locale")) == locales)
        // The group headings' counts agree with their rows.
        for (rule, count) in rules {
            #expect(Self.groupCount(dom, attribute: "data-rule", value: rule) == count, "\(rule)")
        }
        for (locale, count) in locales {
            #expect(Self.groupCount(dom, attribute: "data-locale", value: locale) == count, "\(locale)")
        }
        // The totals per severity (a note among them) and each finding's file:line:column.
        let severities = try #require(report.object?["counts"]?.object)
        try #require(severities.members.contains { $0.key == "note" && $0.value.number != "0" }, "a note")
        for member in severities.members {
            let count = member.value.number ?? "?"
            #expect(dom.contains("data-severity=\"\(member.key)\"><b>\(count)</b>"), "\(member.key)")
        }
        for finding in findings {
            let place = [
                finding["file"]?.string ?? "", finding["line"]?.number ?? "", finding["column"]?.number ?? "",
            ]
            #expect(dom.contains("<code class=\"place\">\(place.joined(separator: ":"))</code>"), "\(place)")
        }
        // The completion bars are the JSON summary's.
        let summary = try #require(report.object?["summary"]?.object)
        for member in summary.members {
            let translated = member.value.object?["translated"]?.number ?? "?"
            #expect(dom.contains("data-locale=\"\(member.key)\" data-keys=\""), "\(member.key)")
            #expect(dom.contains("data-translated=\"\(translated)\""), "\(member.key)")
        }
        // Nothing from the catalog became markup: one script (the page's own), no fake row.
        #expect(dom.components(separatedBy: "<script").count == 2)
        #expect(!dom.contains("<tr class=\"finding\" data-rule=\"fake\""))
        #expect(dom.contains("&lt;tr class=\"finding\" data-rule=\"fake\"&gt;"))
        #expect(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!dom.contains("src=\"http") && !dom.contains("href=\"http"))
        #expect(dom.contains("<time>2026-01-01 00:00 UTC</time>"))

        // The filter runs in the browser: #filter=locale:he leaves the Hebrew rows.
        let filtered = try chromium.run(
            Self.browserArguments(profile: folder("profile"))
                + ["--dump-dom", "file://" + folder("report.html") + "#filter=locale:he"])
        try #require(filtered.status == 0, "\(filtered.errors)")
        #expect(filtered.output.contains("data-shown=\"\(locales["he"] ?? -1)\""))

        // Screenshots for people to look at, desktop and phone.
        let shots = ExternalTool.packageRoot + "/.build/audit-report"
        _ = try? ExternalTool(executable: "/bin/mkdir").run(["-p", shots])
        for (name, size) in [("desktop", "1280,1600"), ("phone", "390,1400")] {
            let shot = try chromium.run(
                Self.browserArguments(profile: folder("profile"))
                    + [
                        "--hide-scrollbars", "--window-size=" + size, "--screenshot=\(shots)/report-\(name).png",
                        "file://" + folder("report.html"),
                    ])
            #expect(shot.status == 0, "\(shot.errors)")
        }
        _ = try? ExternalTool(executable: "/bin/cp").run([folder("report.html"), shots + "/report.html"])
    }
}
