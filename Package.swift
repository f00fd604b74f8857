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
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
        // Tests only (the random navigation property test): clients never resolve it.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
    ],
    targets: [
        .target(
            name: "RxFlow",
            dependencies: [
                .product(
                    name: "OpenCombineShim", package: "OpenCombine",
                    condition: .when(platforms: openCombinePlatforms)),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSwift
        ),
        .target(
            name: "RxFlowHeadless",
            dependencies: ["RxFlow", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSwift),
        .testTarget(
            name: "RxFlowTests",
            dependencies: ["RxFlow", .product(name: "InMemoryLogging", package: "swift-log")],
            swiftSettings: strictSwift),
        .testTarget(
            name: "RxFlowHeadlessTests",
            dependencies: [
                "RxFlow", "RxFlowHeadless", .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            swiftSettings: strictSwift),
    ]
)
