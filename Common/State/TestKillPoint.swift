import Glibc

/// Named points where a test makes the process kill itself (`SIGKILL`, as `kill -9` or a power
/// loss would stop it), to prove that what follows a crash at that instant is consistent.
///
/// Nothing happens unless the environment variable ``variable`` names the point reached, so the
/// code that runs is the code that ships.
public enum TestKillPoint {
    /// `BAZAAR_TEST_KILL_AT`: the point at which to die.
    public static let variable = "BAZAAR_TEST_KILL_AT"

    /// Kills the process with `SIGKILL` when ``variable`` is `name`; otherwise does nothing.
    public static func reach(_ name: String) {
        guard let wanted = getenv(variable), String(cString: wanted) == name else { return }
        kill(getpid(), SIGKILL)
    }
}
