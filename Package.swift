// swift-tools-version: 6.1
import PackageDescription

/// Platforms without Apple's Combine get the same API from OpenCombine.
let openCombinePlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "RxFlow",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "RxFlow", targets: ["RxFlow"]),
        .library(name: "RxFlowHeadless", targets: ["RxFlowHeadless"]),
        .executable(name: "MoviesDemo", targets: ["MoviesDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
    ],
    targets: [
        .target(
            name: "RxFlow",
            dependencies: [
                .product(
                    name: "OpenCombineShim", package: "OpenCombine",
                    condition: .when(platforms: openCombinePlatforms))
            ],
            swiftSettings: strictSwift
        ),
        .target(name: "RxFlowHeadless", dependencies: ["RxFlow"], swiftSettings: strictSwift),
        .executableTarget(
            name: "MoviesDemo",
            dependencies: [
                "RxFlow", "RxFlowHeadless",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift
        ),
        .testTarget(name: "RxFlowTests", dependencies: ["RxFlow"], swiftSettings: strictSwift),
        .testTarget(
            name: "RxFlowHeadlessTests",
            dependencies: [
                "RxFlow", "RxFlowHeadless", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSwift),
        .testTarget(
            name: "MoviesDemoTests", dependencies: ["MoviesDemo", "RxFlow", "RxFlowHeadless"],
            swiftSettings: strictSwift),
    ]
)
