// swift-tools-version: 6.1
import PackageDescription

// A SwiftUI app whose navigation is RxFlow flows on RxFlowSwiftUI's models: a tab view of two
// movie lists (FlowTabs), each a stack with a movie and its cast (FlowStack), a trailer in a
// full-screen cover, settings in a sheet run by a child flow, a confirmation dialog before a
// removal, a split view in regular width (FlowSplit), a deep link that switches tab and
// pushes without animation, and its navigation kept in @SceneStorage and restored at launch. Where SwiftUI exists it is an app; on Linux the same flows run
// scripted journeys, from the repository's root:
//
//     swift run --package-path Examples/SwiftUIMovies SwiftUIMovies

/// The root package's settings: Swift 6 language mode, `any` spelled out.
let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "SwiftUIMovies",
    // FlowStack is an Observation model: iOS 17 and macOS 14 on Apple platforms.
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "SwiftUIMovies", targets: ["SwiftUIMovies"])
    ],
    dependencies: [
        .package(name: "swift-rxflow", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "SwiftUIMovies",
            dependencies: [
                .product(name: "RxFlow", package: "swift-rxflow"),
                .product(name: "RxFlowSwiftUI", package: "swift-rxflow"),
            ],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "SwiftUIMoviesTests",
            dependencies: [
                "SwiftUIMovies",
                .product(name: "RxFlow", package: "swift-rxflow"),
                .product(name: "RxFlowSwiftUI", package: "swift-rxflow"),
                .product(name: "RxFlowTesting", package: "swift-rxflow"),
            ],
            swiftSettings: strictSwift
        ),
    ]
)
