import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one command in its own process group with a deadline, and ends it together with every
/// process it started: on the deadline, or (when asked) when this process gets SIGINT or SIGTERM.
struct ChildProcess: Sendable {
    /// How a run ended.
    enum Ending: Sendable, Hashable {
        /// The command exited with this status (128 + the signal if a signal ended it).
        case exited(Int32)
        /// The deadline passed; the command and `endedProcesses` processes it started were ended.
        case timedOut(endedProcesses: Int)
        /// This process got `signal` (`SIGINT`, `SIGTERM`); the command and its processes were ended.
        case interrupted(signal: String, endedProcesses: Int)
    }

    /// The program to run.
    var executable: String
    /// Its arguments.
    var arguments: [String]
    /// Values replacing or adding to this process's environment.
    var environment: [String: String]
    /// Where standard output goes.
    var outputPath: String
    /// Where standard error goes.
    var errorPath: String

    private static let signals = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")]

    /// Runs the command until it exits or `deadline` passes. With `handlesSignals`, SIGINT and SIGTERM
    /// to this process during the run end the command's whole tree and the run (the signals' default
    /// action is restored after).
    ///
    /// `ownsChildren` says this process starts no other child meanwhile (the command-line tool). Then,
    /// on Linux, it is the subreaper of the command's tree for the run: a process the command leaves
    /// behind, or that outlives it because something else ended the command (an outside SIGKILL), is
    /// reparented here and ended, and every ended process is reaped before `run` returns, so none can
    /// still write into a folder the caller removes next.
    func run(until deadline: Date, handlesSignals: Bool, ownsChildren: Bool = false) throws(LayeringError) -> Ending {
        try Self.runAll(
            [self], concurrency: 1, until: deadline, handlesSignals: handlesSignals, ownsChildren: ownsChildren)[0]
    }

    /// Runs `processes`, at most `concurrency` at a time, until each exits or `deadline` passes, and
    /// returns how each ended, in order. One thread polls them all (no thread waits on another):
    /// the manifests of many packages load side by side, each `swift package` on its own core.
    /// Signals and `ownsChildren` work as in ``run(until:handlesSignals:ownsChildren:)``; a signal
    /// or the deadline ends every process still running, and those not started yet are not started.
    static func runAll(
        _ processes: [ChildProcess], concurrency: Int, until deadline: Date, handlesSignals: Bool,
        ownsChildren: Bool = false
    ) throws(LayeringError) -> [Ending] {
        let reaps = ownsChildren && setSubreaper(true)
        defer {
            if reaps {
                endOrphans()
                _ = setSubreaper(false)
            }
        }
        return try wait(
            for: processes, concurrency: max(1, concurrency), until: deadline, handlesSignals: handlesSignals)
    }

    /// The number of processes worth running side by side: `$LAYERING_JOBS` when it is a number from
    /// 1 up, else the cores this process may use.
    static var usefulConcurrency: Int {
        if let jobs = ProcessInfo.processInfo.environment["LAYERING_JOBS"].flatMap({ Int($0) }), jobs >= 1 {
            return jobs
        }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    private static func wait(
        for processes: [ChildProcess], concurrency: Int, until deadline: Date, handlesSignals: Bool
    ) throws(LayeringError) -> [Ending] {
        // A signal handler only writes the signal's number into a pipe; the waiting loop reads it.
        var signalPipe: [Int32] = [-1, -1]
        var sources: [any DispatchSourceSignal] = []
        if handlesSignals, pipe(&signalPipe) == 0 {
            _ = fcntl(signalPipe[0], F_SETFL, O_NONBLOCK)
            let writeEnd = signalPipe[1]
            for (number, _) in Self.signals {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(writeEnd, &byte, 1)
                }
                source.resume()
                sources.append(source)
            }
        }
        defer {
            for source in sources { source.cancel() }
            for (number, _) in Self.signals where !sources.isEmpty { signal(number, SIG_DFL) }
            for descriptor in signalPipe where descriptor >= 0 { close(descriptor) }
        }
        var endings = [Ending?](repeating: nil, count: processes.count)
        var running: [(index: Int, pid: pid_t)] = []
        var next = 0
        /// Ends every running process's tree and marks the unstarted ones with the same ending.
        func endAll(_ ending: (Int) -> Ending) {
            for (index, pid) in running {
                let ended = endTree(of: pid)
                var status: Int32 = 0
                _ = waitpid(pid, &status, 0)
                endings[index] = ending(ended)
            }
            running.removeAll()
            for index in next..<processes.count { endings[index] = ending(0) }
            next = processes.count
        }
        do {
            while next < processes.count || !running.isEmpty {
                while running.count < concurrency, next < processes.count {
                    running.append((next, try processes[next].spawn()))
                    next += 1
                }
                var byte: UInt8 = 0
                if signalPipe[0] >= 0, read(signalPipe[0], &byte, 1) == 1 {
                    let name = Self.signals.first { $0.0 == Int32(byte) }?.1 ?? "signal \(byte)"
                    endAll { .interrupted(signal: name, endedProcesses: $0) }
                    break
                }
                if Date() >= deadline {
                    endAll { .timedOut(endedProcesses: $0) }
                    break
                }
                var finished = false
                running.removeAll { entry in
                    let (index, pid) = entry
                    var status: Int32 = 0
                    let result = waitpid(pid, &status, WNOHANG)
                    guard result == pid || (result < 0 && errno != EINTR) else { return false }
                    finished = true
                    // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: Swift does not import the C macros.
                    let signalNumber = status & 0x7f
                    endings[index] =
                        result < 0
                        ? .exited(-1) : .exited(signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber)
                    return true
                }
                if !finished { usleep(10_000) }
            }
        } catch {
            endAll { _ in .exited(-1) }
            throw error
        }
        return endings.map { $0 ?? .exited(-1) }
    }

    private func spawn() throws(LayeringError) -> pid_t {
        #if canImport(Darwin)
            var fileActions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var fileActions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&fileActions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&fileActions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&fileActions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Its own process group, default signal handling and no blocked signal.
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGPIPE, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &fileActions, &attributes, argv, envp)
        guard result == 0 else {
            throw LayeringError("cannot run \(executable): \(String(cString: strerror(result)))")
        }
        return pid
    }

    /// Ends `root` and every process it started, even those that moved to a process group of their
    /// own: stops the whole tree first (so nothing starts more), then kills it. Returns how many
    /// processes besides `root` were ended.
    static func endTree(of root: pid_t) -> Int {
        var tree: Set<pid_t> = [root]
        while true {
            for pid in tree { kill(pid, SIGSTOP) }
            let found = descendants(of: root).union([root])
            if found.isSubset(of: tree) { break }
            tree.formUnion(found)
        }
        kill(-root, SIGKILL)
        for pid in tree { kill(pid, SIGKILL) }
        return tree.count - 1
    }

    /// Ends every process left as this process's child (orphans of an ended tree, reparented to this
    /// subreaper) with its own descendants, and reaps them all.
    private static func endOrphans() {
        while true {
            for child in descendants(of: getpid()) { _ = endTree(of: child) }
            var status: Int32 = 0
            let reaped = waitpid(-1, &status, 0)
            if reaped < 0 && errno != EINTR { return }  // ECHILD: none left
        }
    }

    /// Makes this process the subreaper of its descendants (`prctl(PR_SET_CHILD_SUBREAPER)`, Linux
    /// only; `prctl` is variadic, so it is called through its address). Answers whether it is set.
    private static func setSubreaper(_ on: Bool) -> Bool {
        #if os(Linux)
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER, not imported from <linux/prctl.h>
            guard let address = dlsym(nil, "prctl") else { return false }
            return unsafeBitCast(address, to: Prctl.self)(setChildSubreaper, on ? 1 : 0, 0, 0, 0) == 0
        #else
            return false
        #endif
    }

    /// Every living descendant of `root`, read from /proc (empty where there is no /proc: the
    /// process group kill then ends what stayed in the group).
    private static func descendants(of root: pid_t) -> Set<pid_t> {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [pid_t: [pid_t]] = [:]
        for entry in entries {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // "pid (command) state ppid ...": the command may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = pid_t(fields[1]) else { continue }
            children[parent, default: []].append(pid)
        }
        var found: Set<pid_t> = []
        var pending = [root]
        while let next = pending.popLast() {
            for child in children[next, default: []] where found.insert(child).inserted { pending.append(child) }
        }
        return found
    }
}
