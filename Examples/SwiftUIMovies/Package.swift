// swift-tools-version: 6.1
import PackageDescription

// A small SwiftUI app whose navigation is RxFlow flows on FlowStacks: a movie list, a movie, a
// trailer in a full-screen cover and settings in a sheet run by a child flow with its own
// stack. Where SwiftUI exists it is an app (`FlowStackView`); on Linux the same flows run a
// scripted journey, from the repository's root:
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
