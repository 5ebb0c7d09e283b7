import Benchmark
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: 6. The app's start

/// The executables item 6 times, built in release by `Tools/Benchmarks/run`:
/// `BAZAAR_BENCH_APP` (the root package's `bazaar`), `BAZAAR_BENCH_FLOOR` (this package's
/// FoundationHello), `BAZAAR_BENCH_ASYNC_FLOOR` (FoundationHelloAsync) and
/// `BAZAAR_BENCH_STATIC_FLOOR` (FoundationHello linked statically). Without them, the
/// paths `run` uses are assumed.
struct AppStartProblem: Error {
    let reason: String
}

enum AppStart {
    static let benchmarksDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let rootDirectory = benchmarksDirectory.deletingLastPathComponent().deletingLastPathComponent()

    static var appPath: String {
        ProcessInfo.processInfo.environment["BAZAAR_BENCH_APP"]
            ?? rootDirectory.appendingPathComponent(".build-bench/release/bazaar").path
    }

    static var floorPath: String {
        ProcessInfo.processInfo.environment["BAZAAR_BENCH_FLOOR"]
            ?? benchmarksDirectory.appendingPathComponent(".build/release/FoundationHello").path
    }

    static var asyncFloorPath: String {
        ProcessInfo.processInfo.environment["BAZAAR_BENCH_ASYNC_FLOOR"]
            ?? benchmarksDirectory.appendingPathComponent(".build/release/FoundationHelloAsync").path
    }

    static var staticFloorPath: String {
        ProcessInfo.processInfo.environment["BAZAAR_BENCH_STATIC_FLOOR"]
            ?? benchmarksDirectory.appendingPathComponent(".build/static-floor/release/FoundationHello").path
    }

    /// The environment for the children: this process's, without the benchmark harness's
    /// LD_PRELOAD (its malloc interposer would slow the child down) and with a fresh state dir.
    static func environment(stateDirectory: String) -> [String] {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = nil
        environment["BAZAAR_STATE_DIR"] = stateDirectory
        return environment.map { "\($0.key)=\($0.value)" }
    }

    /// Runs a program to its end with stdout and stderr to /dev/null; returns its exit status.
    static func run(_ arguments: [String], environment: [String], output: String = "/dev/null") -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// The arguments that run `bazaar open bazaar://home` with a state dir (the app's flag is
    /// tried in both places, then the environment variable alone), or why it can't be timed.
    static func arguments(stateDirectory state: String) -> Result<[String], AppStartProblem> {
        guard FileManager.default.isExecutableFile(atPath: appPath) else {
            return .failure(.init(reason: "no release-built bazaar at \(appPath): run Tools/Benchmarks/run"))
        }
        let output = NSTemporaryDirectory() + "bazaar-bench-output-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let candidates = [
            [appPath, "open", "bazaar://home", "--state-dir", state],
            [appPath, "--state-dir", state, "open", "bazaar://home"],
            [appPath, "open", "bazaar://home"],
        ]
        for candidate in candidates {
            guard run(candidate, environment: environment(stateDirectory: state), output: output) == 0 else { continue }
            let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            if printed.trimmingCharacters(in: .whitespacesAndNewlines) == "placeholder" {
                return .failure(
                    .init(
                        reason: "bazaar is still the placeholder (it prints `placeholder`); re-run once the app lands"))
            }
            return .success(candidate)
        }
        return .failure(.init(reason: "`bazaar open bazaar://home` (with a state dir) did not exit with status 0"))
    }

    /// Bazaar's start per mille of the floor's, of the async floor's and of the static floor's, in
    /// one iteration.
    static let perMilleOfFloor = BenchmarkMetric.custom("perMilleOfFloor", useScalingFactor: false)
    static let perMilleOfAsyncFloor = BenchmarkMetric.custom("perMilleOfAsyncFloor", useScalingFactor: false)
    static let perMilleOfStaticFloor = BenchmarkMetric.custom("perMilleOfStaticFloor", useScalingFactor: false)

    /// Runs a program to its end (it must exit 0) and answers its wall time in nanoseconds.
    static func timed(_ arguments: [String], environment: [String]) -> Int {
        let start = DispatchTime.now().uptimeNanoseconds
        let status = run(arguments, environment: environment)
        precondition(status == 0, "\(arguments[0]) exited with \(status)")
        return Int(DispatchTime.now().uptimeNanoseconds - start)
    }

    static func temporaryStateDirectory() -> String {
        let path = NSTemporaryDirectory() + "bazaar-bench-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

func appStartBenchmarks() {
    let config = Benchmark.Configuration(
        metrics: [.wallClock], warmupIterations: 3, maxDuration: .seconds(5), maxIterations: 200)

    let state = AppStart.temporaryStateDirectory()
    let app = AppStart.arguments(stateDirectory: state)
    switch app {
    case .failure(let problem):
        // summary.py reports this marker in place of the figure; the floor is still measured.
        FileHandle.standardError.write(Data("APP-START-UNAVAILABLE: \(problem.reason)\n".utf8))
    case .success(let arguments):
        let environment = AppStart.environment(stateDirectory: state)
        Benchmark("start.ours.bazaar-open-home", configuration: config) { benchmark in
            let status = AppStart.run(arguments, environment: environment)
            precondition(status == 0, "bazaar exited with \(status)")
        }
    }

    let floorEnvironment = AppStart.environment(stateDirectory: NSTemporaryDirectory())
    if case .success(let arguments) = app {
        // The ratio itself, paired: each iteration runs the three floors and bazaar one after
        // another and records bazaar's time per mille of each floor's, so a machine whose load
        // changes between benchmarks moves all four alike.
        let environment = AppStart.environment(stateDirectory: state)
        let paired = Benchmark.Configuration(
            metrics: [AppStart.perMilleOfFloor, AppStart.perMilleOfAsyncFloor, AppStart.perMilleOfStaticFloor],
            warmupIterations: 3,
            maxDuration: .seconds(10), maxIterations: 300)
        Benchmark("start.paired.bazaar-per-floor", configuration: paired) { benchmark in
            let floor = AppStart.timed([AppStart.floorPath], environment: floorEnvironment)
            let asyncFloor = AppStart.timed([AppStart.asyncFloorPath], environment: floorEnvironment)
            let staticFloor = AppStart.timed([AppStart.staticFloorPath], environment: floorEnvironment)
            let app = AppStart.timed(arguments, environment: environment)
            benchmark.measurement(AppStart.perMilleOfFloor, app * 1000 / floor)
            benchmark.measurement(AppStart.perMilleOfAsyncFloor, app * 1000 / asyncFloor)
            benchmark.measurement(AppStart.perMilleOfStaticFloor, app * 1000 / staticFloor)
        }
    }
    Benchmark("start.peer.foundation-hello-floor", configuration: config) { benchmark in
        let status = AppStart.run([AppStart.floorPath], environment: floorEnvironment)
        precondition(status == 0, "FoundationHello exited with \(status) (is it built? run Tools/Benchmarks/run)")
    }
    Benchmark("start.peer.foundation-hello-async-floor", configuration: config) { benchmark in
        let status = AppStart.run([AppStart.asyncFloorPath], environment: floorEnvironment)
        precondition(
            status == 0, "FoundationHelloAsync exited with \(status) (is it built? run Tools/Benchmarks/run)")
    }
    Benchmark("start.peer.foundation-hello-static-floor", configuration: config) { benchmark in
        let status = AppStart.run([AppStart.staticFloorPath], environment: floorEnvironment)
        precondition(
            status == 0, "FoundationHello (static) exited with \(status) (is it built? run Tools/Benchmarks/run)")
    }
}
