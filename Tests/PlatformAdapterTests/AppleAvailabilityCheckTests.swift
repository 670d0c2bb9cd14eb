import Foundation
import Testing

/// `Scripts/check-apple-platforms.sh` enforces Apple availability on Linux: `.ci/run`
/// runs it over the whole tree; these tests show that it bites, by seeding the two
/// errors it exists for into a library target and expecting it to fail on them.
@Suite("The Apple-platform check", .serialized)
struct AppleAvailabilityCheckTests {
    /// Runs the script with `arguments`, with a seeded source written for the purpose.
    static func check(_ arguments: [String], seed: String, named name: String) throws -> ProgramRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apple-check-seed-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try seed.write(to: file, atomically: true, encoding: .utf8)
        let script = AppleStandInCompiler.packageRoot.appendingPathComponent("Scripts/check-apple-platforms.sh")
        return try ProgramRun(
            URL(fileURLWithPath: "/bin/bash"),
            [script.path] + arguments.map { $0.replacingOccurrences(of: "SEED", with: file.path) })
    }

    @Test("InlineArray (iOS 26) dropped into LocalizeKit fails the iOS 16 check, at its line")
    func inlineArrayInLocalizeKit() throws {
        let run = try Self.check(
            ["--platform", "iOS", "--add", "LocalizeKit=SEED"],
            seed: """
                /// A buffer of four counts, as someone might write it for speed.
                struct SeededCounts {
                    var counts = InlineArray<4, Int>(repeating: 0)
                }

                """, named: "SeededCounts.swift")
        #expect(run.status == 1, "\(run.output)")
        #expect(
            run.output.contains("SeededCounts.swift:3:18: error: 'InlineArray' is only available in iOS 26.0 or newer"),
            "\(run.output)")
        #expect(run.output.contains("iOS (x86_64-apple-ios16.0-simulator): FAILED"), "\(run.output)")
    }

    @Test("An unguarded ButtonRole.close (iOS 26) in the SwiftUI adapter fails the macOS 13 and watchOS 9 checks")
    func unguardedCloseRoleInSwiftUIAdapter() throws {
        let run = try Self.check(
            ["--platform", "macOS", "--platform", "watchOS", "--add", "StandardButtons=SEED"],
            seed: """
                #if canImport(SwiftUI)
                    import SwiftUI

                    extension StandardRole {
                        /// SwiftUI's role for a close button, without `#available`.
                        var seededSwiftUIRole: ButtonRole? { self == .close ? .close : nil }
                    }
                #endif

                """, named: "SeededRole.swift")
        #expect(run.status == 1, "\(run.output)")
        for platform in ["macOS 26.0", "watchOS 26.0"] {
            #expect(
                run.output.contains("SeededRole.swift:6:64: error: 'close' is only available in \(platform) or newer"),
                "\(run.output)")
        }
    }

    @Test("The same role behind #available passes: the failure above is the availability, not the seed")
    func guardedCloseRolePasses() throws {
        let run = try Self.check(
            ["--platform", "macOS", "--add", "StandardButtons=SEED"],
            seed: """
                #if canImport(SwiftUI)
                    import SwiftUI

                    extension StandardRole {
                        /// SwiftUI's role for a close button, where the system has one.
                        var seededSwiftUIRole: ButtonRole? {
                            guard self == .close else { return nil }
                            if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                                return .close
                            }
                            return .cancel
                        }
                    }
                #endif

                """, named: "SeededRole.swift")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("macOS (x86_64-apple-macosx13.0): ok"), "\(run.output)")
    }

    @Test("A usage error exits 2 and says what is wrong")
    func usageError() throws {
        let run = try Self.check(["--platform", "beOS"], seed: "", named: "Unused.swift")
        #expect(run.status == 2)
        #expect(run.output.contains("unknown platform 'beOS'"), "\(run.output)")
    }
}
