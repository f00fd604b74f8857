import SwiftRxFlow

/// The app's steps. Both halves navigate them: the old half declares their conformance to
/// RxFlow 2.x's `Step` (`AppStep+RxFlow.swift`).
public enum AppStep: Step, Equatable {
    case home
    case settingsAreRequired
    case aboutIsRequired
    case settingsAreComplete
}
