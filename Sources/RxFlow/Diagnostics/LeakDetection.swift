import Dispatch

/// Whether a `FlowCoordinator` checks that what it lets go of is really deallocated.
///
/// When a flow ends, or a contributed presentable is dismissed, the engine lets go of the
/// flow, its root, its stepper, and the contributed presentables and their steppers. With
/// leak detection on, it looks at them again a moment later (once the main queue has run
/// its current work, and the grace period has passed) and reports those still alive that
/// nothing legitimate keeps: a `NavigationEvent.leakSuspected` event, and a `warning` log
/// line. Objects that may still be shown (not dismissed), that a running flow or
/// contribution uses again, or that are values, are not reported.
///
/// ```swift
/// let coordinator = FlowCoordinator(leakDetection: .enabled(gracePeriod: .seconds(1)))
/// ```
///
/// Off (`.disabled`, and `.automatic` in release builds), it costs nothing: no weak
/// reference, no allocation, one test when a flow or a contribution ends.
public struct LeakDetection: Sendable, Hashable, CustomStringConvertible {
    /// How long after the main queue's current work the check runs; nil when disabled.
    public let gracePeriod: Duration?

    private init(gracePeriod: Duration?) {
        self.gracePeriod = gracePeriod
    }

    /// No checks.
    public static let disabled = LeakDetection(gracePeriod: nil)

    /// Checks what the engine let go of `gracePeriod` after the main queue's current work (a
    /// negative period counts as zero).
    public static func enabled(gracePeriod: Duration = defaultGracePeriod) -> LeakDetection {
        LeakDetection(gracePeriod: max(gracePeriod, .zero))
    }

    /// Two seconds: longer than a UIKit transition, at the end of which a dismissed screen
    /// and its view model are released.
    public static let defaultGracePeriod: Duration = .seconds(2)

    /// `.enabled()` in debug builds (the `DEBUG` compilation condition), `.disabled` otherwise.
    public static var automatic: LeakDetection {
        #if DEBUG
            .enabled()
        #else
            .disabled
        #endif
    }

    /// True when the coordinator checks.
    public var isEnabled: Bool { gracePeriod != nil }

    /// `disabled`, or `enabled` with the grace period.
    public var description: String {
        gracePeriod.map { "enabled (grace period \($0))" } ?? "disabled"
    }
}

extension Duration {
    /// The duration for `DispatchQueue.asyncAfter`, in nanoseconds (capped at a year: a
    /// longer grace period never ends in practice). Shared as SPI with the test kit, whose
    /// wait for the leak checks schedules the way the checks are scheduled.
    @_spi(RxFlowInternals)
    public var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        let cappedSeconds = min(max(seconds, 0), 365 * 24 * 3600)
        return .nanoseconds(Int(cappedSeconds) * 1_000_000_000 + Int(max(attoseconds, 0) / 1_000_000_000))
    }
}
