// swift-tools-version: 6.1
import PackageDescription

// A small RxFlow-style app ported onto this package with the README's "Porting an RxFlow app"
// edits, running on the headless layer. Run its scripted journey from the repository's root:
//
//     swift run --package-path Examples/PortedApp PortedApp

/// The root package's settings: Swift 6 language mode, `any` spelled out.
let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "PortedApp",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "PortedApp", targets: ["PortedApp"])
    ],
    dependencies: [
        .package(name: "swift-rxflow", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PortedApp",
            dependencies: [
                .product(name: "RxFlow", package: "swift-rxflow"),
                .product(name: "RxFlowHeadless", package: "swift-rxflow"),
            ],
            swiftSettings: strictSwift
        ),
        // Imports the app (which declares its own `ViewModelBased`) and RxFlowHeadless: this
        // module compiling is the proof that the two no longer clash.
        .testTarget(
            name: "PortedAppTests",
            dependencies: [
                "PortedApp",
                .product(name: "RxFlow", package: "swift-rxflow"),
                .product(name: "RxFlowHeadless", package: "swift-rxflow"),
            ],
            swiftSettings: strictSwift
        ),
    ]
)
