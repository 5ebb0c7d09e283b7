import MediatorRuntime
import Testing

extension RouteRequirement {
    fileprivate static let member = RouteRequirement("resume.member")
}

private struct Front: Route { static let pattern = "front" }
private struct Help: Route { static let pattern = "help" }
private struct Join: Route {
    typealias Result = String
    static let pattern = "join"
}

/// Guarded: a page once someone has joined.
private struct Lounge: Route {
    static let pattern = "lounge"
    static let requirements: [RouteRequirement] = [.member]
}

/// Guarded and answering a value, not a page: what a guarded action answers.
private struct Vote: Route {
    typealias Result = Int
    static let pattern = "vote"
    static let requirements: [RouteRequirement] = [.member]
}

/// Who joined, and the join page's completion, kept for the test to call.
private final class Club: Sendable {
    let member = LockedBox<String?>(nil)
    let pending = LockedBox<RouteCompletion<String>?>(nil)
    let votes = LockedBox(0)

    func join(_ name: String) async {
        member.withLock { $0 = name }
        if let completion = pending.withLock({ $0 }) { await completion(name) }
    }
}

private struct ClubModule: BusinessModule {
    let name = "Club"
    let club: Club

    func register(in registrar: inout ModuleRegistrar) {
        let club = club
        registrar.guard(.member) { _ in club.member.withLock { $0 } == nil ? .redirect(to: Join()) : .proceed }
        registrar.route(Front.self) { _, _ in .page(TitledPage(title: "front")) }
        registrar.route(Help.self) { _, _ in .page(TitledPage(title: "help")) }
        registrar.route(Join.self) { _, request in
            club.pending.withLock { $0 = request.completion }
            return .page(TitledPage(title: "join"))
        }
        registrar.route(Lounge.self) { _, _ in .page(TitledPage(title: "lounge")) }
        registrar.route(Vote.self) { _, _ in
            .value(
                club.votes.withLock { votes in
                    votes += 1
                    return votes
                })
        }
    }
}

/// A request a guard redirected, resumed once the redirect's route calls its completion.
@Suite struct GuardResumeTests {
    @Test func theResumedPageTakesTheRedirectsPlaceBelowPagesPushedSince() async throws {
        let club = Club()
        let hub = try await Hub.build([ClubModule(club: club)], router: .init(scheme: "club"))
        let navigator = Navigator(hub: hub)
        _ = try await navigator.open(Front())
        let redirected = try await navigator.open(Lounge())
        #expect(redirected.page is RedirectedPage)
        _ = try await navigator.open(Help())
        #expect(navigator.titles == ["front", "join", "help"])

        await club.join("ann")

        #expect(navigator.titles == ["front", "lounge", "help"])
    }

    @Test func aResumedPageWithNothingAboveItEndsOnTop() async throws {
        let club = Club()
        let hub = try await Hub.build([ClubModule(club: club)], router: .init(scheme: "club"))
        let navigator = Navigator(hub: hub)
        _ = try await navigator.open(Front())
        _ = try await navigator.open(url: "club://lounge")
        await club.join("ann")
        #expect(navigator.titles == ["front", "lounge"])
    }

    @Test func aResumedRequestThatAnswersAValueHandsItToItsCompletion() async throws {
        let club = Club()
        let hub = try await Hub.build([ClubModule(club: club)], router: .init(scheme: "club"))
        let heard = LockedBox<[Int]>([])
        let outcome = try await hub.open(
            Vote(), completion: RouteCompletion { vote in heard.withLock { $0.append(vote) } })
        #expect(outcome.page is RedirectedPage, "the caller holds the join page, not the vote")
        #expect(heard.withLock { $0 }.isEmpty)

        await club.join("ann")

        #expect(heard.withLock { $0 } == [1], "the vote reached the completion once")
    }

    @Test func aRequestThatIsNotRedirectedAnswersItsValueToItsCallerOnly() async throws {
        let club = Club()
        club.member.withLock { $0 = "ann" }
        let hub = try await Hub.build([ClubModule(club: club)], router: .init(scheme: "club"))
        let heard = LockedBox<[Int]>([])
        let outcome = try await hub.open(
            Vote(), completion: RouteCompletion { vote in heard.withLock { $0.append(vote) } })
        #expect(outcome.value == 1)
        #expect(heard.withLock { $0 }.isEmpty, "an answered caller is not told twice")
    }
}
