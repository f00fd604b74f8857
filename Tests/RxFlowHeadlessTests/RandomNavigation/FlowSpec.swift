import RxFlow
import RxFlowHeadless

/// The container a `RandomFlow` is rooted in.
enum FlowShape: Sendable, Equatable, CaseIterable {
    /// A `NavigationController`; its first step pushes a root screen.
    case navigation
    /// A `TabBarController` of two child navigation flows, put in the tabs with `Flows.use`.
    case tabs
    /// A `SplitViewController` with a primary and a secondary screen.
    case split
}

/// How a flow's `adapt(step:)` answers.
enum AdaptPolicy: Sendable, Equatable, CaseIterable {
    /// `Just(step)`.
    case immediate
    /// Delivers the step later, from `DispatchQueue.main.async`.
    case mainQueueLater
    /// Delivers only when the test releases it (`Operation.releaseHeldAdaptations`).
    case heldByTest
    /// Finishes without a value (drops the step) for the steps `drops(_:)` names.
    case dropsSome

    /// Whether this policy drops `step`: a third of the steps, never a flow's first one
    /// (a flow that cannot start would make every other rule vacuous).
    func drops(_ step: NavStep) -> Bool {
        self == .dropsSome && step.action != .start && step.id % 3 == 0
    }
}

/// When a `Flows.use` block runs.
enum UseStrategy: Sendable, Equatable {
    case created, ready

    var strategy: Flows.ExecuteStrategy {
        switch self {
        case .created: .created
        case .ready: .ready
        }
    }
}

/// Everything that describes a flow to open: its shape, its adapt policy, how its parent
/// shows its root, and for a tab flow how its tabs are set up.
struct FlowSpec: Sendable, Equatable, CustomStringConvertible {
    var shape: FlowShape
    var adapt: AdaptPolicy
    /// When the parent's `Flows.use` block presents this flow's root.
    var use: UseStrategy
    var style: ModalPresentationStyle
    /// For `.tabs`: when the tab children's roots are put in the tab bar.
    var tabsUse: UseStrategy = .created
    /// For `.tabs`: the tab children's adapt policy.
    var tabsAdapt: AdaptPolicy = .immediate

    var description: String {
        var text = "\(shape) adapt=\(adapt) use=\(use) \(style)"
        if shape == .tabs { text += " tabs: use=\(tabsUse) adapt=\(tabsAdapt)" }
        return text
    }
}

extension FlowSpec {
    /// Decodes a spec from the bits of a generated number, so that shrinking the number
    /// towards zero simplifies the spec (zero: an immediate navigation flow).
    init(code: Int) {
        var bits = code
        func take(_ count: Int) -> Int {
            defer { bits /= count }
            return bits % count
        }
        let shape = FlowShape.allCases[take(3)]
        let adapt = AdaptPolicy.allCases[take(4)]
        let use: UseStrategy = take(2) == 0 ? .created : .ready
        let style: ModalPresentationStyle = take(2) == 0 ? .fullScreen : .pageSheet
        let tabsUse: UseStrategy = take(2) == 0 ? .created : .ready
        self.init(
            shape: shape, adapt: adapt, use: use, style: style, tabsUse: tabsUse,
            tabsAdapt: AdaptPolicy.allCases[take(4)])
    }
}
