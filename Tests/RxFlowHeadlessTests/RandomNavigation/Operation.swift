import PropertyBased

/// One generated operation, kept abstract (numbers, not screens) so that any shrunk list
/// still makes sense: `pick` chooses among what exists when the operation runs.
struct Operation: Sendable, CustomStringConvertible {
    enum Kind: Sendable, Equatable {
        /// A screen's view model accepts a step on the main actor.
        case emit
        /// A screen's view model accepts a step on a background thread.
        case emitFromBackground
        /// The user selects a tab of a tab bar in the window.
        case selectTab
        /// `coordinator.navigate(to:)`.
        case deepLink
        /// The test delivers every held adaptation.
        case releaseHeldAdaptations
        /// While a step accepted on a background thread is on its way, the root flow ends
        /// (`.end` on its stepper) and the coordinator is reused for a new root flow.
        case endRootAndReuseCoordinator
    }

    /// What a screen's step asks its flow to do (ids are given when the step is made).
    enum Choice: Sendable, Equatable {
        case push, pop, present(fullScreen: Bool), dismiss, openChild, openPreparedChild, end(dismissFirst: Bool)
        case forwardToCurrent, forwardToParent, showDetail(wrapped: Bool)
    }

    /// Smaller is simpler: shrinking moves towards plain pushes.
    let kindCode: Int
    let pick: Int
    let detail: Int

    static let generator = zip(Gen.int(in: 0...99), Gen.int(in: 0...1023), Gen.int(in: 0...8191))
        .map { Operation(kindCode: $0, pick: $1, detail: $2) }

    var kind: Kind {
        switch kindCode {
        case ..<55: .emit
        case ..<67: .emitFromBackground
        case ..<77: .selectTab
        case ..<83: .deepLink
        case ..<96: .releaseHeldAdaptations
        default: .endRootAndReuseCoordinator
        }
    }

    var choice: Choice {
        switch detail % 16 {
        case 0, 1: .push
        case 2: .pop
        case 3: .present(fullScreen: true)
        case 4: .present(fullScreen: false)
        case 5, 6: .dismiss
        case 7, 8: .openChild
        case 9: .openPreparedChild
        case 10: .end(dismissFirst: false)
        case 11: .end(dismissFirst: true)
        case 12: .forwardToCurrent
        case 13: .forwardToParent
        case 14: .showDetail(wrapped: false)
        default: .showDetail(wrapped: true)
        }
    }

    /// The flags of a screen the step creates: mostly none.
    var contribution: NavStep.Contribution {
        switch (detail / 16) % 8 {
        case 5: .init(allowStepWhenNotPresented: true)
        case 6: .init(allowStepWhenDismissed: true)
        case 7: .init(allowStepWhenNotPresented: true, allowStepWhenDismissed: true)
        default: .init()
        }
    }

    /// The spec of a flow the step opens (or of the next root flow).
    var flowSpec: FlowSpec { FlowSpec(code: detail / 16) }

    /// A prepared child is always shown with `Flows.use(_:when: .ready)`.
    var preparedFlowSpec: FlowSpec {
        var spec = flowSpec
        spec.use = .ready
        return spec
    }

    /// Screens are picked among the visible ones three times out of four.
    var prefersVisibleScreen: Bool { pick % 4 != 0 }

    var description: String {
        switch kind {
        case .emit: "emit(pick \(pick), \(choiceDescription))"
        case .emitFromBackground: "emitFromBackground(pick \(pick), \(choiceDescription))"
        case .selectTab: "selectTab(pick \(pick), index \(detail))"
        case .deepLink: "deepLink"
        case .releaseHeldAdaptations: "releaseHeldAdaptations"
        case .endRootAndReuseCoordinator: "endRootAndReuseCoordinator(next root: \(flowSpec))"
        }
    }

    private var choiceDescription: String {
        switch choice {
        case .openChild: "\(choice) \(flowSpec)"
        case .openPreparedChild: "\(choice) \(preparedFlowSpec)"
        case .push, .present, .showDetail: "\(choice)\(contribution)"
        default: "\(choice)"
        }
    }
}
