// swift-tools-version: 6.1
import PackageDescription

/// Platforms without Apple's Combine get the same API from OpenCombine.
let openCombinePlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "swift-rxflow",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "RxFlow", targets: ["RxFlow"]),
        .library(name: "RxFlowHeadless", targets: ["RxFlowHeadless"]),
        .library(name: "RxFlowTesting", targets: ["RxFlowTesting"]),
        .library(name: "RxFlowUIKit", targets: ["RxFlowUIKit"]),
        .library(name: "RxFlowSwiftUI", targets: ["RxFlowSwiftUI"]),
    ],
    dependencies: [
        // A 0.x package: minor versions may break, so patch releases only.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", .upToNextMinor(from: "0.14.0")),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
        // RxFlowTesting only: test failures under XCTest and Swift Testing, readable diffs.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump.git", from: "1.7.3"),
        // Tests only (the random navigation property test): clients never resolve it.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
        // Documentation only (`swift package generate-documentation`): no target uses it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    ],
    targets: [
        // The engine's main-queue check, asked of libdispatch in C (see its header).
        .target(name: "CRxFlowMainQueue"),
        .target(
            name: "RxFlow",
            dependencies: [
                "CRxFlowMainQueue",
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
        .target(
            name: "RxFlowTesting",
            dependencies: [
                "RxFlow", "RxFlowHeadless", "RxFlowSwiftUI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Lets the issues reach Swift Testing and XCTest (found at run time by name).
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            swiftSettings: strictSwift),
        // Empty without UIKit, except the platform-free rules its Linux tests check.
        .target(name: "RxFlowUIKit", dependencies: ["RxFlow"], swiftSettings: strictSwift),
        // The navigation model builds everywhere (Observation); only FlowStackView needs SwiftUI.
        .target(
            name: "RxFlowSwiftUI",
            dependencies: ["RxFlow", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSwift),
        .testTarget(
            name: "RxFlowTests",
            dependencies: [
                "RxFlow", "RxFlowTesting", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSwift),
        .testTarget(
            name: "RxFlowHeadlessTests",
            dependencies: [
                "RxFlow", "RxFlowHeadless", "RxFlowTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSwift),
        .testTarget(
            name: "RxFlowTestingTests",
            dependencies: [
                "RxFlow", "RxFlowHeadless", "RxFlowSwiftUI", "RxFlowTesting",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            swiftSettings: strictSwift),
        .testTarget(
            name: "RxFlowUIKitTests", dependencies: ["RxFlow", "RxFlowUIKit"], swiftSettings: strictSwift),
        .testTarget(
            name: "RxFlowSwiftUITests", dependencies: ["RxFlow", "RxFlowSwiftUI", "RxFlowTesting"],
            swiftSettings: strictSwift),
    ]
)
