import Testing

@testable import LocalizeKit

/// Both versions of `OnceReference` (the atomic one used on Linux, the locked one used on
/// Apple platforms below macOS 15 and iOS 18) publish once and keep what they published.
@Suite("OnceReference")
struct OnceReferenceTests {
    final class Box: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    /// The operations both versions have, so that one test drives either.
    struct Subject: Sendable, CustomTestStringConvertible {
        let name: String
        let make: @Sendable () -> any OnceReferenceTesting
        var testDescription: String { name }
    }

    static var subjects: [Subject] {
        var subjects = [Subject(name: "locked") { LockedOnceReference<Box>() }]
        #if !canImport(Darwin)
            subjects.append(Subject(name: "atomic") { AtomicOnceReference<Box>() })
        #endif
        return subjects
    }

    @Test("Nothing before the first publish; the first publish wins", arguments: subjects)
    func firstPublishWins(_ subject: Subject) {
        let reference = subject.make()
        #expect(reference.number == nil)
        reference.publish(Box(1))
        reference.publish(Box(2))
        #expect(reference.number == 1)
    }

    @Test("Threads publishing at once agree on one object", arguments: subjects)
    func concurrentPublishes(_ subject: Subject) {
        for _ in 0..<20 {
            let reference = subject.make()
            let seen = onThreads(8) { index in
                reference.publish(Box(index))
                return reference.number ?? -1
            }
            #expect(Set(seen).count == 1)
            #expect(seen.first.map { (0..<8).contains($0) } == true)
        }
    }

    @Test("The published object lives as long as the reference, and no longer", arguments: subjects)
    func lifetime(_ subject: Subject) {
        weak var weakBox: Box?
        var reference: (any OnceReferenceTesting)? = subject.make()
        do {
            let box = Box(7)
            weakBox = box
            reference?.publish(box)
        }
        #expect(weakBox != nil)
        #expect(reference?.number == 7)
        reference = nil
        #expect(weakBox == nil)
    }
}

/// What the tests call on a OnceReference of `Box`.
protocol OnceReferenceTesting: Sendable {
    func publish(_ box: OnceReferenceTests.Box)
    var number: Int? { get }
}

extension LockedOnceReference: OnceReferenceTesting where Object == OnceReferenceTests.Box {
    var number: Int? { withObject(\.number) }
}

#if !canImport(Darwin)
    extension AtomicOnceReference: OnceReferenceTesting where Object == OnceReferenceTests.Box {
        var number: Int? { withObject(\.number) }
    }
#endif
