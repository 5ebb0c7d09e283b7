import Common
import Foundation
import Testing

struct LocalTimeTests {
    /// 2025-11-22 09:30 UTC.
    let moment = Date(timeIntervalSince1970: 1_763_803_800)

    @Test func englishInTheGivenZone() throws {
        let london = try #require(TimeZone(identifier: "Europe/London"))
        let text = LocalTime.text(moment, language: .english, timeZone: london)
        #expect(text.hasPrefix("Nov 22, 2025"), "\(text)")
        #expect(text.contains("9:30"), "\(text)")
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(LocalTime.text(moment, language: .english, timeZone: newYork).contains("4:30"))
    }

    @Test func chineseInTheGivenZone() throws {
        let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
        let text = LocalTime.text(moment, language: .simplifiedChinese, timeZone: shanghai)
        #expect(text.hasPrefix("2025年11月22日"), "\(text)")
        #expect(text.contains("17:30"), "\(text)")
        #expect(!text.contains { $0.isASCII && $0.isLetter }, "no English inside: \(text)")
    }
}
