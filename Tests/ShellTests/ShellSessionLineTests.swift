import Foundation
import TestSupport
import Testing

/// A shell's session line is a command line, as `bazaar`'s is: the same parser.
struct ShellSessionLineTests {
    @Test(arguments: ["routes", "services", "modules", "events"])
    func introspectionWorksWithItsOptions(command: String) async throws {
        let shell = try ShellRunner()
        let result = try await shell(["Cart"], input: "\(command) --json\nquit\n")
        #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(result)")
        #expect(result.standardOutput.contains("\"formatVersion\" : 1"), "\(result)")
    }

    @Test(arguments: [
        (
            "en", "2 3\nquit now\n",
            "CartShell: 2 takes nothing after it; remove '3'.\nCartShell: quit takes nothing after it; remove 'now'.\n"
        ),
        (
            "zh-Hans", "1.5\n",
            "CartShell: “1.5”既不是命令也不是链接编号：本页只有 1 个链接，编号为 1；可用的命令：open URL..., back, home, show, routes, services, modules, events, help, quit（输入 help 查看详情）。\n"
        ),
    ])
    func aLineThatIsNoCommandIsAnErrorNamingIt(language: String, input: String, errors: String) async throws {
        let shell = try ShellRunner("CartShell")
        let result = try await shell(["--lang", language], input: input)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError == errors, "\(result)")
    }

    @Test func anUnavailableActionIsRefusedAndNothingChanges() async throws {
        let shell = try ShellRunner()
        // 903 has one in stock: its +1 (link 2) is unavailable; 3 is still −1.
        let result = try await shell(["Cart"], input: "open bazaar://cart/add?id=903\nopen bazaar://cart\n2\n3\n")
        #expect(result.exitCode == 5, "\(result)")
        #expect(result.standardError == "shell: '+1' is not available now: none left. Nothing was done.\n", "\(result)")
        #expect(result.standardOutput.contains("Removed Sample Tea Cup from the cart."), "\(result)")
    }
}
