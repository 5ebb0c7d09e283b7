/// The part of `open --json` the tests read.
struct OpenedPage: Decodable {
    struct Link: Decodable {
        let number: Int
        let title: String
        let url: String
        let isNativeOnly: Bool
    }

    struct Outcome: Decodable {
        let message: String
    }

    let status: String
    let title: String?
    let links: [Link]
    let outcomes: [Outcome]
}
