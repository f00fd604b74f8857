import SwiftRxFlow

/// The settings' view model: "About" and "Done".
public final class SettingsViewModel: Stepper {
    /// Where the screen's steps go.
    public let steps = PublishRelay<any Step>()

    /// The user taps "About".
    public func about() { steps.accept(AppStep.aboutIsRequired) }
    /// The user taps "Done".
    public func done() { steps.accept(AppStep.settingsAreComplete) }
}
