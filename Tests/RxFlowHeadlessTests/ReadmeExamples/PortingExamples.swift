import Dispatch
import Foundation
import RxFlow
import RxFlowHeadless

// The porting guide's code (the "Migrating from RxFlow 2.x" article), as it shows it: each
// edit's ported side. (The app-owned `ViewModelBased` and its bridge to `SteppingScreen` are
// in `Support/GuidelineFlows.swift`, as the porting table shows them.) `PortingExampleTests`
// runs it.

// `rx` for your own types: your own namespace, with RxFlow's `Reactive`. The app writes it
// (neither RxFlow nor RxFlowHeadless has it); the article shows these lines, as
// `Examples/PortedApp`'s `BarButtonItem+Rx.swift` has them.
extension BarButtonItem {
    /// Reactive extensions, as RxCocoa spells them.
    var rx: Reactive<BarButtonItem> { Reactive(self) }
}

extension Reactive where Base == BarButtonItem {
    /// Emits on each tap. The item has one action: this replaces it, so keep one subscriber.
    @MainActor
    var tap: AnyPublisher<Void, Never> {
        let taps = PassthroughSubject<Void, Never>()
        base.action = { taps.send(()) }
        return taps.eraseToAnyPublisher()
    }
}

final class ProfileViewModel: ViewModel, Stepper {
    let steps = PublishRelay<any Step>()
}

final class ProfileViewController: ViewController, ViewModelBased, SteppingScreen {
    var viewModel: ProfileViewModel!
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        // `#selector(settings)` becomes a closure.
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Settings") { [weak self] in self?.settings() }
        // `button.rx.tap.map { … }.bind(to: steps).disposed(by: disposeBag)`
        let logout = BarButtonItem(title: "Logout")
        navigationItem.leftBarButtonItem = logout
        logout.rx.tap.map { DemoStep.loginIsRequired }.bind(to: viewModel.steps).store(in: &cancellables)
    }

    func settings() {
        viewModel.steps.accept(DemoStep.settingsAreRequired)
    }
}

// A delay on the main queue (not `RunLoop.main`, which `swift test` does not run on Linux).
final class SplashViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    private var cancellables = Set<AnyCancellable>()

    func start(after delay: DispatchQueue.SchedulerTimeType.Stride = .seconds(2)) {
        Just(DemoStep.dashboardIsRequired)
            .delay(for: delay, scheduler: DispatchQueue.main)
            .bind(to: steps)
            .store(in: &cancellables)
    }
}

// A setting published by the service that writes it (no `UserDefaults` change notifications
// on Linux).
@MainActor
final class PreferencesService {
    let apiKey: CurrentValueSubject<String?, Never>
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        apiKey = CurrentValueSubject(defaults.string(forKey: "apiKey"))
    }

    func setApiKey(_ key: String?) {
        defaults.set(key, forKey: "apiKey")
        apiKey.send(key)
    }
}
