import Foundation
import Testing

@testable import Scaffold

/// `scaffold module NAME` in process, in a copy of the package: a name whose target, product or
/// folder would collide with what the package has (as `swift package describe` reads it, not a
/// list of words) is refused with one line and exit 2, and nothing is written; run from a
/// subfolder, scaffold finds the package above it. Both run in one copy (``outcomes``).
@Suite struct ScaffoldCollisionTests {
    /// The outcome of one run: its exit status, what it printed and its error line.
    struct Run: Sendable {
        let status: Int32
        let output: String
        let errors: String
    }

    static func scaffold(_ arguments: [String], from folder: URL) -> Run {
        let output = CollectedText()
        let errors = CollectedText()
        var command = ScaffoldCommand()
        command.currentDirectory = folder.path
        command.output = { output.text += $0 }
        command.errors = { errors.text += $0 }
        let status = command.run(arguments)
        return Run(status: status, output: output.text, errors: errors.text)
    }

    /// Every file of the copy with its text, to see that a refusal wrote nothing.
    /// Every file of the package but its build folder, where loading the package may cache what
    /// it read (`.build/layering`).
    static func snapshot(_ root: URL) -> [String: Data] {
        let files = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0 != ".build" && !$0.hasPrefix(".build/") }
        return Dictionary(
            uniqueKeysWithValues: files.map {
                ($0, FileManager.default.contents(atPath: root.path + "/" + $0) ?? Data())
            })
    }

    /// The names `aNameThatCollidesWithThePackageIsRefusedAndNothingIsWritten` tries, each with
    /// what its one line must say.
    static let collisions = [
        (
            "Support",
            "would write into Mediator/Contracts/Support, which overlaps Mediator/Contracts/Support, the folder of the target ContractSupport"
        ),
        ("Console", "would add the target Console, but the package has the target Console (App/Console)"),
        ("Terminal", "the package has the target Terminal (App/Terminal)"),
        ("Common", "the package has the target Common (Common)"),
        ("Values", "the package has the target Values (Mediator/Values)"),
        ("Layering", "the package has the target Layering"),
        ("Rebates", "the package has the target Rebates (Extra/Rebates)"),
        ("ContractSupport", "the package has the target ContractSupport"),
        ("Bazaar", "taken by Swift or the contracts"),
    ]

    /// What scaffold answered in one copy of the package, each refused name's run and the runs from
    /// a subfolder and from outside, and whether each group of runs left the copy's files as they
    /// were.
    struct Outcomes: Sendable {
        var collisions: [String: Run] = [:]
        var collisionsWroteNothing = false
        var inside: Run?
        var outside: Run?
        var subfolderWroteNothing = false
    }

    /// One copy for both tests, which only read it: the package is loaded once (the later runs find
    /// it in layering's cache, in the copy's build folder), and the copy is removed once they have
    /// all run. A target is added to the copy's manifest, in a folder no rule of scaffold knows:
    /// only the package itself can say that `Rebates` is taken.
    static let outcomes = Result { () throws -> Outcomes in
        let copy = try PackageCopy()
        defer { copy.remove() }
        let extra = copy.root.appendingPathComponent("Extra/Rebates")
        try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
        try Data("public let rebates = 1\n".utf8).write(to: extra.appendingPathComponent("Rebates.swift"))
        let manifest = copy.root.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try Data((text + "\npackage.targets.append(.target(name: \"Rebates\", path: \"Extra/Rebates\"))\n").utf8)
            .write(to: manifest)
        var outcomes = Outcomes()
        let before = snapshot(copy.root)
        for (name, _) in collisions {
            outcomes.collisions[name] = scaffold(["module", name, "--package-path", copy.root.path], from: copy.root)
        }
        outcomes.collisionsWroteNothing = snapshot(copy.root) == before
        outcomes.inside = scaffold(["module", "Support"], from: copy.root.appendingPathComponent("Modules/Cart/Pages"))
        outcomes.outside = scaffold(["module", "Coupons"], from: URL(fileURLWithPath: "/"))
        outcomes.subfolderWroteNothing = snapshot(copy.root) == before
        return outcomes
    }

    @Test func aNameThatCollidesWithThePackageIsRefusedAndNothingIsWritten() throws {
        let outcomes = try Self.outcomes.get()
        for (name, message) in Self.collisions {
            let run = try #require(outcomes.collisions[name])
            #expect(run.status == 2, "\(name): \(run)")
            #expect(run.errors.hasPrefix("scaffold: module name '\(name)'") || name == "Bazaar", "\(run.errors)")
            #expect(run.errors.contains(message), "\(name): \(run.errors)")
            #expect(run.errors.split(separator: "\n").count == 1 && run.output.isEmpty, "\(run)")
        }
        #expect(outcomes.collisionsWroteNothing, "a refused name wrote nothing")
    }

    @Test func fromASubfolderScaffoldFindsThePackageAbove() throws {
        let outcomes = try Self.outcomes.get()
        let inside = try #require(outcomes.inside)
        #expect(inside.status == 2 && inside.errors.contains("the folder of the target ContractSupport"), "\(inside)")
        let outside = try #require(outcomes.outside)
        #expect(outside.status == 2 && outside.errors.contains("no Package.swift in / or any folder above it"))
        #expect(outcomes.subfolderWroteNothing)
    }
}

/// Text collected from the scaffold's output closures, which it calls before it returns.
final class CollectedText {
    /// Everything added so far.
    var text = ""
}
