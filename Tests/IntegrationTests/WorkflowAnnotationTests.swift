import Testing

@testable import btnloc_build_audit

/// The build step reads GitHub workflow annotations and writes compiler diagnostics.
@Suite("Workflow annotations as build diagnostics")
struct WorkflowAnnotationTests {
    @Test(
        "Each level, with and without a column, line or title; GitHub's escapes undone",
        arguments: [
            (
                "::error file=App/Localizable.xcstrings,line=6,title=placeholder-mismatch::[de] \"Hello %25@\": lacks %25@",
                "App/Localizable.xcstrings:6: error: [de] \"Hello %@\": lacks %@ [placeholder-mismatch]"
            ),
            (
                "::warning file=A.xcstrings,line=16,col=3,title=needs-review::[de] \"Bye\": needs review",
                "A.xcstrings:16:3: warning: [de] \"Bye\": needs review [needs-review]"
            ),
            (
                "::notice file=A.xcstrings,line=2,title=stale-entry::\"Old\": stale",
                "A.xcstrings:2: note: \"Old\": stale [stale-entry]"
            ),
            ("::error file=My%2C Files%3A/x.xcstrings::two%0Alines", "My, Files:/x.xcstrings: error: two lines"),
            ("::warning::no file", "<unknown>: warning: no file"),
        ])
    func translates(annotation: String, diagnostic: String) throws {
        let parsed = try #require(WorkflowAnnotation(parsing: annotation[...]))
        #expect(parsed.diagnostic == diagnostic)
    }

    @Test(
        "Other lines are no annotations", arguments: ["0 errors in 1 file", "::debug::x", "::group::Build", ":: error"])
    func otherLines(line: String) {
        #expect(WorkflowAnnotation(parsing: line[...]) == nil)
    }
}
