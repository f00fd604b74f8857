// swift-tools-version: 5.9
import PackageDescription

// A stand-in for RxFlow 2.x, for Scripts/check-coexistence: shaped as RxFlow 2.13's package is
// (the package `RxFlow`, whose identity is `rxflow` once copied into a folder of that name, with
// a library and a module named `RxFlow`, in Swift 5 mode) and with its names (`Step`,
// `Presentable`, `Flow`, `Stepper`, `PublishRelay`, `FlowContributors`, `FlowCoordinator`),
// but synchronous and without RxSwift, which the check cannot fetch. Not RxFlow's code.
let package = Package(
    name: "RxFlow",
    products: [.library(name: "RxFlow", targets: ["RxFlow"])],
    targets: [.target(name: "RxFlow")]
)
