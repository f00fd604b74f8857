// swift-tools-version: 6.1
import PackageDescription

// The demo app lives in its own package so that apps depending on RxFlow never resolve
// what only the demo needs (swift-argument-parser). Run it from the repository's root:
//
//     swift run --package-path Examples/MoviesDemo MoviesDemo

/// The root package's settings: Swift 6 language mode, `any` spelled out.
let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "MoviesDemo",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "MoviesDemo", targets: ["MoviesDemo"])
    ],
    dependencies: [
        // `name:` pins the package name that the product dependencies below refer to,
        // whatever the directory of the checkout is called.
        .package(name: "swift-rxflow", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // The demo prints through swift-log (the same package RxFlow logs with).
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
        // Tests only: the property test of restoring random navigations of the demo's flows.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "MoviesDemo",
            dependencies: [
                .product(name: "RxFlow", package: "swift-rxflow"),
                .product(name: "RxFlowHeadless", package: "swift-rxflow"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "MoviesDemoTests",
            dependencies: [
                "MoviesDemo",
                .product(name: "RxFlow", package: "swift-rxflow"),
                .product(name: "RxFlowHeadless", package: "swift-rxflow"),
                .product(name: "RxFlowTesting", package: "swift-rxflow"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            // Read by the tests from their own folder: snapshots the demo wrote.
            exclude: ["Fixtures"],
            swiftSettings: strictSwift
        ),
    ]
)
