// swift-tools-version: 6.1
// Bazaar's benchmarks: the Mediator runtime beside its peers, in one run.
// A separate package so that the root package stays free of third-party dependencies.
// Run everything with ./run (see README.md).

import PackageDescription

let package = Package(
    name: "BazaarBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The root package, by path.
        .package(name: "Bazaar", path: "../.."),
        // Its `MallocInterposer` trait counts allocations; naming the traits also leaves out the
        // Linux-6.3-only runtime interposer, which the local package mirror does not carry.
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/vapor/routing-kit.git", exact: "4.9.3"),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "MediatorBenchmarks",
            dependencies: [
                .product(name: "MediatorRuntime", package: "Bazaar"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Swinject", package: "Swinject"),
                "URLComponentsPeer",
            ],
            path: "Benchmarks/MediatorBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The floor for the app's start: a Foundation program that prints one line.
        .executableTarget(name: "FoundationHello", path: "Sources/FoundationHello"),
        // The async floor: the same line from an async `main` awaiting one task, as `bazaar` starts.
        .executableTarget(name: "FoundationHelloAsync", path: "Sources/FoundationHelloAsync"),
        // A driver for valgrind's callgrind (see ./profile): the same work, no harness around it.
        .executableTarget(
            name: "ProfileDriver",
            dependencies: [
                .product(name: "Common", package: "Bazaar"),
                .product(name: "MediatorRuntime", package: "Bazaar"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Swinject", package: "Swinject"),
                "URLComponentsPeer",
            ],
            path: "Sources/ProfileDriver"
        ),
        // routing-kit's input from a full URL, parsed by Foundation's URLComponents (the peer a
        // user compares against), for the harness and the driver alike.
        .target(name: "URLComponentsPeer", path: "Sources/URLComponentsPeer"),
    ],
    swiftLanguageModes: [.v6]
)
