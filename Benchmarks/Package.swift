// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so that `swift test` and `swift build`
// of the root package never build package-benchmark. Run them all with:
//
//     swift package --package-path Benchmarks benchmark
//
// (see README.md). The build is always a release build.

let package = Package(
    name: "RxFlowBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // `name:` pins the package name that the product dependency below refers to,
        // whatever the directory of the checkout is called.
        .package(name: "swift-rxflow", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        // Already a dependency of benchmark; push-memory reads its live-allocation counters.
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "RxFlowBenchmarks",
            dependencies: [
                .product(name: "RxFlow", package: "swift-rxflow"),
                .product(name: "RxFlowSwiftUI", package: "swift-rxflow"),
                // The restoration workloads' demo-like app runs on the headless containers.
                .product(name: "RxFlowHeadless", package: "swift-rxflow"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
                "CMallocInfo",
            ],
            path: "Benchmarks/RxFlowBenchmarks",
            swiftSettings: [
                .swiftLanguageMode(.v6),
                .enableUpcomingFeature("ExistentialAny"),
            ],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // glibc's malloc_trim for push-memory.
        .target(name: "CMallocInfo"),
    ]
)
