// swift-tools-version: 6.1
import PackageDescription

// An app midway through its move from RxFlow 2.x to swift-rxflow: its old flows still on RxFlow
// 2.x (the `App` target, Swift 5 mode, as it was), the flows already moved in a module of their
// own (`NewFlows`, Swift 6 mode), in one binary. Scripts/check-coexistence puts it beside a
// stand-in for RxFlow 2.x (`../rxflow`) and this package (`../swift-rxflow`), then builds, runs
// and tests it. A real app writes the packages' URLs instead:
// https://github.com/RxSwiftCommunity/RxFlow.git (identity `rxflow`) and
// https://github.com/<owner>/swift-rxflow.git (identity `swift-rxflow`).
let package = Package(
    name: "Coexistence",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../rxflow"),
        .package(path: "../swift-rxflow"),
    ],
    targets: [
        // The moved flows. Both packages have a module named `RxFlow`: this one is renamed
        // `SwiftRxFlow` for the whole app, so that the old flows keep their `import RxFlow`.
        .target(
            name: "NewFlows",
            dependencies: [
                .product(name: "RxFlow", package: "swift-rxflow", moduleAliases: ["RxFlow": "SwiftRxFlow"]),
                .product(name: "RxFlowHeadless", package: "swift-rxflow"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The app as it was: RxFlow 2.x's `RxFlow`, and the moved flows.
        .executableTarget(
            name: "App",
            dependencies: [
                "NewFlows",
                .product(name: "RxFlow", package: "rxflow"),
                .product(name: "RxFlowHeadless", package: "swift-rxflow"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The moved flows' tests, with swift-rxflow's test kit.
        .testTarget(
            name: "NewFlowsTests",
            dependencies: [
                "NewFlows",
                .product(name: "RxFlowTesting", package: "swift-rxflow", moduleAliases: ["RxFlow": "SwiftRxFlow"]),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
